import { Stack, Table, Title } from '@mantine/core';
import type { ProjectionYear } from '@portal/domain/needs/capital';
import type { NeedsResult } from '@portal/domain/needs/needs';
import { useTranslation } from 'react-i18next';
import { type ResultColumn, ResultsTable } from '@/components/fields/results-table';
import { formatMoney, formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { ProjectionChart } from './projection-chart';

type Line = { key: keyof NeedsResult; total?: boolean };

const LINES: Line[] = [
  { key: 'netAnnualIncome' },
  { key: 'incomeCapital' },
  { key: 'debts' },
  { key: 'finalExpenses' },
  { key: 'education' },
  { key: 'emergencyFund' },
  { key: 'totalNeeds', total: true },
  { key: 'existingCoverage' },
  { key: 'liquidAssets' },
  { key: 'totalResources', total: true },
  { key: 'shortfall', total: true },
  { key: 'suggestedFace', total: true },
];

/** The needs and resources line by line (exact cents), and for a full analysis the projection. */
export function NeedsResults({ result }: { result: NeedsResult }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (cents: number) => formatMoney(cents, language);
  const lines: { key: string; label: string; value: string; total?: boolean }[] = LINES.map(
    (line) => ({
      key: line.key,
      label: t(`needs.results.${line.key}` as 'needs.results.shortfall'),
      value: money(result[line.key] as number),
      total: line.total,
    }),
  );
  lines.splice(1, 0, {
    key: 'incomeFactor',
    label: t('needs.results.incomeFactor'),
    value: formatNumber(result.incomeFactor, language, { maximumFractionDigits: 6 }),
  });
  if (result.disabilityMonthlyShortfall !== null)
    lines.push({
      key: 'disability',
      label: t('needs.results.disabilityMonthlyShortfall'),
      value: money(result.disabilityMonthlyShortfall),
    });
  if (result.criticalIllnessShortfall !== null)
    lines.push({
      key: 'criticalIllness',
      label: t('needs.results.criticalIllnessShortfall'),
      value: money(result.criticalIllnessShortfall),
    });
  const columns: ResultColumn<ProjectionYear>[] = [
    { key: 'year', header: t('needs.projection.year'), cell: (row) => row.year, align: 'right' },
    ...(['start', 'withdrawal', 'growth', 'end'] as const).map((key) => ({
      key,
      header: t(`needs.projection.${key}`),
      cell: (row: ProjectionYear) => money(row[key]),
      align: 'right' as const,
      width: 160,
    })),
  ];

  return (
    <Stack gap="md">
      <Title order={2}>{t('needs.results.title')}</Title>
      <Table striped withTableBorder maw={560}>
        <caption style={{ textAlign: 'start' }}>{t('needs.results.tableLabel')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('needs.results.item')}</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              {t('needs.results.amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.key} data-testid={`needs-${line.key}`}>
              <Table.Th scope="row" fw={line.total ? 700 : 400}>
                {line.label}
              </Table.Th>
              <Table.Td style={{ textAlign: 'right' }} fw={line.total ? 700 : 400}>
                {line.value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {result.projection.length > 0 && (
        <Stack gap="xs">
          <Title order={3}>{t('needs.projection.title')}</Title>
          <ProjectionChart rows={result.projection} />
          <ResultsTable
            label={t('needs.projection.tableLabel')}
            columns={columns}
            rows={result.projection}
            rowKey={(row) => String(row.year)}
            frozenColumns={1}
            height={320}
          />
        </Stack>
      )}
    </Stack>
  );
}
