import { Alert, Anchor, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormError } from '../form-errors';

/** The id of a field's input on the illustration form (the shared blocks' naming). */
export const fieldId = (name: string) => `field-illustration-${name}`;

/**
 * The form summary (platform spec 5: 'n Error(s)'), listing every error whatever tab its
 * field is on, each a link that opens the tab and puts the focus in the field.
 */
export function ErrorSummary({
  title,
  errors,
  onGo,
}: {
  title: string;
  errors: readonly FormError[];
  onGo: (error: FormError) => void;
}) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Alert
      variant="default"
      color="red.9"
      title={title}
      mb="md"
      // A summary to read and follow, announced politely as it changes: not an alarm.
      role="region"
      aria-label={title}
      aria-live="polite"
      data-testid="error-summary"
    >
      <List size="sm" spacing={2}>
        {errors.map((error) => (
          <List.Item key={`${error.name}:${error.message}`}>
            {error.name ? (
              <Anchor
                href={`#${fieldId(error.name)}`}
                size="sm"
                onClick={(event) => {
                  event.preventDefault();
                  onGo(error);
                }}
              >
                {t('fields.errorLine', { field: error.label, message: error.message })}
              </Anchor>
            ) : (
              error.message
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** Focus a field once its tab is drawn: the input itself, or the first one in its group. */
export function focusField(name: string): boolean {
  const element = document.getElementById(fieldId(name));
  if (!element) return false;
  const target = element.matches('input, select, textarea, button')
    ? element
    : element.querySelector<HTMLElement>('input, select, textarea, button');
  target?.focus();
  return target !== null;
}
