import { Alert, Fieldset, Group, NativeSelect } from '@mantine/core';
import type { DataReportListsResponse } from '@portal/contracts/data-reports';
import { useTranslation } from 'react-i18next';
import type { InforceFilters } from './api';

export const NO_FILTERS: InforceFilters = { policyStatusCode: '', churchName: '' };

/**
 * Church choices: a call filters by the church's name, so one name is one choice; its place
 * is shown when the name is found in one place only (else the name alone says it).
 */
function churchOptions(list: DataReportListsResponse['churchList']) {
  const places = new Map<string, string[]>();
  for (const church of list) {
    const place = [church.churchCity, church.churchProvince].filter(Boolean).join(', ');
    places.set(church.churchName, [...(places.get(church.churchName) ?? []), place]);
  }
  return [...places].map(([name, where]) => ({
    value: name,
    label: where.length === 1 && where[0] ? `${name} (${where[0]})` : name,
  }));
}

/**
 * The in-force reports' filters (spec 7: POST /api/DataReportLists), in the Inforce group:
 * policy status and church. The denomination list is empty by decision 0054, so it has no
 * control. Applied to the next in-force report run.
 */
export function InforceFilterFields({
  lists,
  failed,
  value,
  onChange,
}: {
  lists: DataReportListsResponse | undefined;
  failed: boolean;
  value: InforceFilters;
  onChange: (next: InforceFilters) => void;
}) {
  const { t } = useTranslation();
  if (failed)
    return (
      <Alert variant="default" color="red.9" role="alert" mb="sm">
        {t('dataReports.filters.failed')}
      </Alert>
    );
  if (!lists) return null;
  const all = { value: '', label: t('dataReports.filters.all') };
  return (
    <Fieldset variant="unstyled" legend={t('dataReports.filters.title')} mb="sm">
      <Group gap="sm" grow>
        <NativeSelect
          label={t('dataReports.filters.status')}
          value={value.policyStatusCode}
          onChange={(event) => onChange({ ...value, policyStatusCode: event.currentTarget.value })}
          data={[
            all,
            ...lists.policyStatusList.map((status) => ({
              value: status.policyStatusCode,
              label: status.policyStatusDescription,
            })),
          ]}
        />
        <NativeSelect
          label={t('dataReports.filters.church')}
          value={value.churchName}
          onChange={(event) => onChange({ ...value, churchName: event.currentTarget.value })}
          data={[all, ...churchOptions(lists.churchList)]}
        />
      </Group>
    </Fieldset>
  );
}
