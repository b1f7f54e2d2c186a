import { Alert, Stack, VisuallyHidden } from '@mantine/core';
import { useFirstScreenText } from '@/lib/language';
import classes from './alert-stack.module.css';
import { type AlertStore, type AlertType, alerts as appAlerts, useAlerts } from './alert-store';

const COLOURS: Record<AlertType, string> = { Success: 'green', Error: 'red', Secondary: 'gray' };

/**
 * The stacked alerts, fixed at the top of the page. Two live regions stay in the page from
 * the start, so that screen readers announce what is added: errors at once (assertive),
 * the others politely. Each alert is itself an alert (errors) or a status.
 */
export function AlertStack({ store = appAlerts }: { store?: AlertStore }) {
  // The login screen shows alerts too, before i18next has loaded (decision 0041).
  const { t } = useFirstScreenText();
  const list = useAlerts(store);
  const region = (urgent: boolean) => (
    <div aria-live={urgent ? 'assertive' : 'polite'}>
      {list
        .filter((alert) => (alert.type === 'Error') === urgent)
        .map((alert) => (
          <Alert
            key={alert.id}
            className={classes.alert}
            color={COLOURS[alert.type]}
            variant="outline"
            data-alert-name={alert.name}
            data-alert-type={alert.type}
            role={alert.type === 'Error' ? 'alert' : 'status'}
            withCloseButton
            closeButtonLabel={t('shell.alerts.dismiss')}
            onClose={() => store.remove(alert.id)}
          >
            <VisuallyHidden>{t(`shell.alerts.types.${alert.type}`)} </VisuallyHidden>
            {alert.message}
          </Alert>
        ))}
    </div>
  );
  return (
    <section aria-label={t('shell.alerts.region')} className={classes.stack}>
      <Stack gap="xs">
        {region(true)}
        {region(false)}
      </Stack>
    </section>
  );
}
