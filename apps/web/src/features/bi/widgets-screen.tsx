import { Alert, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { User } from '@portal/contracts/user';
import { lastDays } from '@portal/domain/bi/date-range';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { userWidgetsQuery } from './api';
import { DateRangeForm, type DayRange } from './date-range-form';
import { WidgetCard } from './widget-card';

/**
 * /bi/widgets (issue 19 §1): the user's widgets that are ON, in their profile's order, each
 * loading its own figures for the dashboard's period (the last 30 days at first).
 */
export default function WidgetsScreen() {
  const { user } = useSession();
  return user ? <Dashboard user={user} /> : null;
}

function Dashboard({ user }: { user: User }) {
  const { t } = useTranslation();
  useDocumentTitle(t('bi.dashboard.title'));
  const [range, setRange] = useState<DayRange>(() => lastDays(new Date(), 30));
  const widgets = useQuery(userWidgetsQuery(user));
  const shown = (widgets.data ?? [])
    .filter((widget) => widget.isActive)
    .sort((a, b) => a.displayOrder - b.displayOrder);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('bi.dashboard.title')}
      </Title>
      <Text>{t('bi.dashboard.intro')}</Text>
      <DateRangeForm value={range} onChange={setRange} />
      {widgets.isPending && <Loader aria-label={t('bi.dashboard.loading')} />}
      {widgets.isError && (
        <Alert color="red" role="alert">
          {t('bi.dashboard.failed')}
        </Alert>
      )}
      {widgets.data && shown.length === 0 && <Text>{t('bi.dashboard.none')}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="bi-widgets">
        {shown.map((widget) => (
          <WidgetCard key={widget.widgetID} widget={widget} range={range} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
