import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { formatCurrency } from '@portal/domain/inforce/display';
import type { PremiumSummary } from '@portal/domain/inforce/premium';
import { premiumStateKey } from '@portal/domain/inforce/status';
import { useInforceWords } from '../words';

/**
 * The premium summary panel (spec 2): base premium, each coverage with its annual premium,
 * then annual and modal premium; a no-data message, or not applicable while the form has errors.
 * A policy whose premiums no longer fall due shows every amount as Not Applicable, and says why.
 */
export function PremiumSummaryPanel({ summary }: { summary: PremiumSummary }) {
  const { t, show, translate, locale } = useInforceWords();
  const money = (value: number | null) =>
    value === null ? translate('values.notApplicable') : formatCurrency(value, locale);
  const notPayable =
    summary.kind === 'summary' && summary.annualPremium === null
      ? translate(premiumStateKey(summary.state))
      : null;
  const anyAdded = summary.kind === 'summary' && summary.coverages.some((line) => line.added);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="premium-summary-title">
      <Title order={2} id="premium-summary-title" mb="xs">
        {t('inforce.premium.title')}
      </Title>
      {summary.kind === 'noData' && <Text>{t('inforce.premium.noData')}</Text>}
      {summary.kind === 'notApplicable' && (
        <Text role="status">{t('inforce.premium.notApplicable')}</Text>
      )}
      {summary.kind === 'summary' && (
        <>
          {notPayable && (
            <Text size="sm" mb="xs">
              {t('inforce.premium.notPayable', { reason: notPayable })}
            </Text>
          )}
          <Table striped withRowBorders={false} data-testid="premium-summary">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">{t('inforce.premium.basePremium')}</Table.Th>
                <Table.Td ta="end">{money(summary.basePremium)}</Table.Td>
              </Table.Tr>
              {summary.coverages.map((line) => (
                <Table.Tr key={line.coverageID}>
                  <Table.Th scope="row" fw={400} pl="lg">
                    <Group gap={6} wrap="nowrap" component="span">
                      <span>{show(line.title)}</span>
                      {line.added && (
                        <Badge size="xs" variant="outline" color="dark">
                          {t('inforce.premium.added')}
                        </Badge>
                      )}
                    </Group>
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
                <Table.Th scope="row">
                  {t(`inforce.premium.modalPremiums.${summary.mode}`)}
                </Table.Th>
                <Table.Td ta="end" fw={700}>
                  {money(summary.modalPremium)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {anyAdded && (
            <Text size="xs" mt="xs">
              {t('inforce.premium.addedNote')}
            </Text>
          )}
        </>
      )}
    </Paper>
  );
}
