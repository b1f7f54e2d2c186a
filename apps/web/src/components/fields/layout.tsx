import { Alert, Box, Button, Collapse, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import type { PermissionState } from '@portal/domain/access/permissions';
import type { ControlItem } from '@portal/domain/fields/control-item';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trackEvent } from './tracking';

/** A titled group of fields that opens and closes (the button says which, and to whom). */
export function FieldGroup({
  title,
  defaultOpen = true,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <Box component="section" aria-label={title}>
      <Button
        variant="subtle"
        px={0}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
        title={t(open ? 'fields.hide' : 'fields.show', { group: title })}
      >
        <span aria-hidden="true" style={{ marginInlineEnd: 8 }}>
          {open ? '▾' : '▸'}
        </span>
        {title}
      </Button>
      <Collapse expanded={open} id={bodyId}>
        <Stack gap="sm" pt="xs">
          {children}
        </Stack>
      </Collapse>
    </Box>
  );
}

export interface FieldTab {
  value: string;
  label: string;
  content: ReactNode;
  /** Flagged hidden. */
  hidden?: boolean;
  /** Flagged disabled. */
  disabled?: boolean;
  /** The user's permission entry for the tab: hidden when it is not active. */
  permission?: PermissionState;
  /** The tab's control item: disabled when the setup marks it so. */
  item?: ControlItem;
}

/**
 * Tabs (spec 2.11): a tab is hidden if flagged hidden or if the user's permission entry for
 * it is inactive; disabled if its control item or a flag marks it disabled. Arrow keys move
 * between tabs. Each change sends a TAB_CLICK tracking event.
 */
export function FieldTabs({
  tabs,
  formName,
  value,
  onChange,
  label,
}: {
  tabs: readonly FieldTab[];
  formName: string;
  value?: string;
  onChange?: (value: string) => void;
  label: string;
}) {
  const visible = tabs.filter(
    (tab) => !tab.hidden && tab.permission?.isActive !== false && !tab.item?.displayHidden,
  );
  const isDisabled = (tab: FieldTab) =>
    Boolean(tab.disabled || tab.item?.disabled || tab.item?.displayDisabled);
  const first = visible.find((tab) => !isDisabled(tab))?.value ?? null;
  const [own, setOwn] = useState<string | null>(first);
  const current = value ?? (visible.some((tab) => tab.value === own) ? own : first);
  if (visible.length === 0) return null;
  return (
    <Tabs
      value={current}
      onChange={(next) => {
        if (next === null) return;
        trackEvent('TAB_CLICK', formName, next);
        setOwn(next);
        onChange?.(next);
      }}
    >
      <Tabs.List aria-label={label}>
        {visible.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} disabled={isDisabled(tab)}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {visible.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.content}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

export type AlertType = 'Success' | 'Error' | 'Secondary';
const ALERT_COLOURS: Record<AlertType, string> = {
  Success: 'green',
  Error: 'red',
  Secondary: 'gray',
};

/** An alert banner (spec 4: Success, Error, Secondary); errors are announced at once. */
export function AlertBanner({
  type,
  children,
  onClose,
}: {
  type: AlertType;
  children: ReactNode;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color={ALERT_COLOURS[type]}
      variant="light"
      title={t(`fields.alerts.${type}`)}
      role={type === 'Error' ? 'alert' : 'status'}
      withCloseButton={onClose !== undefined}
      closeButtonLabel={t('fields.close')}
      onClose={onClose}
      // Mantine's light variant draws the title in the alert colour: green on pale green is
      // 3.8:1, under the 4.5:1 WCAG AA asks. The colour stays on the border and background.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {children}
    </Alert>
  );
}

/** A spinner that says what it is waiting for. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t('fields.loading');
  return (
    <Group role="status" aria-live="polite" gap="xs" justify="center" p="md">
      <Loader size="sm" aria-hidden="true" />
      <Text size="sm">{text}</Text>
    </Group>
  );
}

/** The form summary (spec 5): 'n Error(s)' or msg-NoErrors, and each error with its field. */
export function FormSummary({
  summary,
  errors,
  showList = true,
}: {
  summary: string;
  errors: readonly { name: string; field: string; message: string }[];
  showList?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite">
      <Text fw={600} c={errors.length > 0 ? 'var(--mantine-color-error)' : undefined}>
        {summary}
      </Text>
      {showList && errors.length > 0 ? (
        <>
          <Text size="sm">{t('fields.errorsTitle')}</Text>
          <Box component="ul" m={0} pl="lg">
            {errors.map((error) => (
              <li key={error.name}>
                <Text size="sm">
                  {error.field
                    ? t('fields.errorLine', { field: error.field, message: error.message })
                    : error.message}
                </Text>
              </li>
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
