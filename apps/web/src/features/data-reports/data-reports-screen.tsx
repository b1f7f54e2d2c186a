import '@mantine/dates/styles.layer.css';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Group,
  LoadingOverlay,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import type { DataReportsResponse } from '@portal/contracts/data-reports';
import { formatDate, parseTypedDate } from '@portal/domain/fields/dates';
import {
  type DataReportGroup,
  type DataReportKey,
  defaultRange,
  rangeProblem,
} from '@portal/domain/reports/data-reports';
import { useQuery } from '@tanstack/react-query';
import 'dayjs/locale/fr';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '@/components/alerts/alert-store';
import { serverMessage } from '@/lib/api-error';
import { currentLanguage } from '@/lib/language';
import { logFailure } from '@/lib/log';
import { useSession } from '@/lib/session';
import {
  DATA_REPORTS_KEY,
  fetchDataReportLists,
  fetchDataReports,
  type InforceFilters,
  runDataReport,
  saveRange,
  saveWorkbook,
} from './api';
import { InforceFilterFields, NO_FILTERS } from './inforce-filters';

const ALERT_NAME = 'dataReports';

/** Today as the user's calendar says it, YYYY-MM-DD. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const validDay = (value: unknown, today: string): string | null =>
  typeof value === 'string' && parseTypedDate(value) === value && value <= today ? value : null;

/**
 * The data-reports screen (platform spec 2.9; issue 18), the same on /inforce/dataReports and
 * /bi/biReports: the range (remembered in the user's form data), Store in Excel, and the
 * groups the server says this user may run. A click runs the report at once: a PDF opens in
 * a new window through its signed link, a workbook is downloaded; result code 2 shows the
 * server's text as an Error alert (spec 8).
 */
export default function DataReportsScreen() {
  const { t } = useTranslation();
  const { user, signIn } = useSession();
  const language = currentLanguage();
  const today = localToday();
  const fallback = defaultRange(today);
  const [from, setFrom] = useState(
    validDay(user?.formData.dtBIReportsStartDate, today) ?? fallback.from,
  );
  const [to, setTo] = useState(validDay(user?.formData.dtBIReportsEndDate, today) ?? fallback.to);
  const [excel, setExcel] = useState(false);
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const username = user?.username ?? '';
  const list = useQuery({
    queryKey: [...DATA_REPORTS_KEY, language],
    queryFn: () => fetchDataReports(username),
  });
  // The in-force filters' choices, asked for only when the Inforce group is there.
  const inforce = list.data?.groups.some((group) => group.group === 'inforce') ?? false;
  const lists = useQuery({
    queryKey: [...DATA_REPORTS_KEY, 'lists', language],
    queryFn: () => fetchDataReportLists(username),
    enabled: inforce,
  });
  useEffect(() => {
    if (lists.isError) logFailure('data report lists', lists.error);
  }, [lists.isError, lists.error]);
  const [filters, setFilters] = useState<InforceFilters>(NO_FILTERS);

  function remember(nextFrom: string, nextTo: string) {
    if (rangeProblem(nextFrom, nextTo, today) !== null) return;
    saveRange(username, nextFrom, nextTo)
      .then((updated) => signIn(updated))
      .catch((error: unknown) =>
        alerts.show({ message: serverMessage(error, t), type: 'Error', name: ALERT_NAME }),
      );
  }

  async function run(group: DataReportGroup, reportNumber: number, reportName: string) {
    if (busy) return;
    setBlocked(null);
    // Opened during the click, or the browser would block it as a pop-up.
    const win = excel ? null : window.open('', '_blank');
    setBusy(true);
    try {
      const result = await runDataReport(
        group,
        { reportNumber, reportName },
        { from, to, excel, username },
        group === 'inforce' ? filters : undefined,
      );
      const output = result.outputs[0];
      if (result.resultCode !== 0 || !output) {
        win?.close();
        alerts.show({ message: result.errorText, type: 'Error', name: ALERT_NAME });
        return;
      }
      if (excel) await saveWorkbook(output.url, output.fileName);
      else if (win) win.location.href = output.openUrl;
      else setBlocked(output.openUrl);
    } catch (error) {
      win?.close();
      logFailure('data report', error);
      alerts.show({ message: serverMessage(error, t), type: 'Error', name: ALERT_NAME });
    } finally {
      setBusy(false);
    }
  }

  const dateInput = (label: string, value: string, onChange: (day: string) => void) => (
    <DateInput
      label={label}
      value={value}
      maxDate={today}
      valueFormat={(date) => formatDate(date, 'dd/MM/yyyy')}
      dateParser={(typed) => parseTypedDate(typed.trim())}
      description={t('fields.dateFormat')}
      popoverProps={{ withinPortal: true }}
      onChange={(next) => {
        if (next) onChange(next);
      }}
    />
  );

  return (
    <Box pos="relative">
      <LoadingOverlay
        visible={busy}
        zIndex={50}
        overlayProps={{ blur: 1 }}
        loaderProps={{
          children: (
            <Text fw={600} role="status" aria-live="polite">
              {t('dataReports.running')}
            </Text>
          ),
        }}
      />
      <Stack gap="md">
        <DatesProvider settings={{ locale: language, firstDayOfWeek: 0 }}>
          <Group align="flex-end" gap="md" wrap="wrap">
            {dateInput(t('dataReports.fromDate'), from, (day) => {
              setFrom(day);
              remember(day, to);
            })}
            {dateInput(t('dataReports.toDate'), to, (day) => {
              setTo(day);
              remember(from, day);
            })}
            <Checkbox
              label={t('dataReports.storeInExcel')}
              checked={excel}
              onChange={(event) => setExcel(event.currentTarget.checked)}
              mb={8}
            />
          </Group>
        </DatesProvider>
        <Text size="sm" c="dimmed">
          {t('dataReports.rangeHint')}
        </Text>
        {blocked && (
          <Alert color="yellow" role="status">
            {t('dataReports.popupBlocked', { link: '' })}
            <Anchor href={blocked} target="_blank" rel="noopener">
              {t('dataReports.openReport')}
            </Anchor>
          </Alert>
        )}
        {list.data && (
          <Groups
            data={list.data}
            disabled={busy}
            onRun={run}
            inforceFilters={
              <InforceFilterFields
                lists={lists.data}
                failed={lists.isError}
                value={filters}
                onChange={setFilters}
              />
            }
          />
        )}
        {list.data && list.data.groups.length === 0 && <Text>{t('dataReports.none')}</Text>}
      </Stack>
    </Box>
  );
}

function Groups({
  data,
  disabled,
  onRun,
  inforceFilters,
}: {
  data: DataReportsResponse;
  disabled: boolean;
  onRun: (group: DataReportGroup, reportNumber: number, reportName: string) => void;
  /** Shown above the Inforce group's reports, which they filter. */
  inforceFilters: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {data.groups.map((group) => (
        <Paper key={group.group} withBorder p="md" component="section" aria-label={group.title}>
          <Title order={2} size="h5" mb="sm">
            {group.title}
          </Title>
          {group.group === 'inforce' && inforceFilters}
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {group.reports.map((report) => {
              const key = report.reportName as DataReportKey;
              return (
                <li key={report.reportNumber}>
                  <Button
                    variant="subtle"
                    px={4}
                    disabled={disabled}
                    onClick={() => onRun(group.group, report.reportNumber, report.reportName)}
                    aria-describedby={`data-report-${report.reportNumber}`}
                  >
                    {report.title}
                  </Button>
                  <Text size="xs" c="dimmed" id={`data-report-${report.reportNumber}`} px={4}>
                    {t(`dataReports.descriptions.${key}`)}
                  </Text>
                </li>
              );
            })}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
