import { Alert, Anchor, List, Text } from '@mantine/core';
import type { EAppIssue } from '@portal/domain/eapp/validate';
import { useTranslation } from 'react-i18next';
import { fieldId } from './form-kit';

/** Focuses a field by its form key: the input itself, or the first control inside its group. */
export function focusField(field: string): void {
  const element = document.getElementById(fieldId(field));
  if (!element) return;
  const target =
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
      ? element
      : (element.querySelector<HTMLElement>('input, textarea, select, button') ?? element);
  target.focus();
  target.scrollIntoView({ block: 'center' });
}

/** Platform spec 2.1 "Form summary": 'n Error(s)', or no errors, each error a link to its field. */
export function ErrorSummary({
  issues,
  title,
}: {
  issues: readonly EAppIssue[];
  /** The field engine's 'n Error(s)' text (msg-Error(s), msg-NoErrors) in the user's language. */
  title: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="default"
      color={issues.length ? 'red.9' : 'gray'}
      title={t('eapp.sections.summary')}
      aria-live="polite"
    >
      <Text fw={600} id="eapp-summary-count">
        {title}
      </Text>
      {issues.length > 0 && (
        <List size="sm" mt="xs" aria-labelledby="eapp-summary-count">
          {issues.map((issue) => (
            <List.Item key={`${issue.rule}-${issue.field}-${issue.message}`}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => focusField(issue.field)}
              >
                {issue.message}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
