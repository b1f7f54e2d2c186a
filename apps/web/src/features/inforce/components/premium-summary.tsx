import { Paper, Table, Text, Title } from '@mantine/core';
import { formatCurrency } from '@portal/domain/inforce/display';
import type { PremiumSummary } from '@portal/domain/inforce/premium';
import { useInforceWords } from '../words';

/**
 * The premium summary panel (spec 2): base premium, each coverage with its annual premium,
 * then annual and modal premium; a no-data message, or not applicable while the form has errors.
 */
export function PremiumSummaryPanel({ summary }: { summary: PremiumSummary }) {
  const { t, show, translate, locale } = useInforceWords();
  const money = (value: number | null) =>
    value === null ? translate('values.notApplicable') : formatCurrency(value, locale);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="premium-summary-title">
      <Title order={3} size="h4" id="premium-summary-title" mb="xs">
        {t('inforce.premium.title')}
      </Title>
      {summary.kind === 'noData' && <Text>{t('inforce.premium.noData')}</Text>}
      {summary.kind === 'notApplicable' && (
        <Text role="status">{t('inforce.premium.notApplicable')}</Text>
      )}
      {summary.kind === 'summary' && (
        <Table striped withRowBorders={false} data-testid="premium-summary">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('inforce.premium.basePremium')}</Table.Th>
              <Table.Td ta="end">{money(summary.basePremium)}</Table.Td>
            </Table.Tr>
            {summary.coverages.map((line) => (
              <Table.Tr key={line.coverageID}>
                <Table.Th scope="row" fw={400} pl="lg">
                  {show(line.title)}
                </Table.Th>
                <Table.Td ta="end">{money(line.annualPremium)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">{t('inforce.premium.annualPremium')}</Table.Th>
              <Table.Td ta="end" fw={700}>
                {money(summary.annualPremium)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t(`inforce.premium.modalPremiums.${summary.mode}`)}</Table.Th>
              <Table.Td ta="end" fw={700}>
                {money(summary.modalPremium)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
