import { Button, Loader, Paper, Table, Text, Title } from '@mantine/core';
import type { PremiumSummaryBody } from '@portal/contracts/illustration';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import type { PremiumState } from '../use-premium';

/**
 * The premium summary panel (spec 2): base premium, each coverage with its annual premium,
 * then the annual and modal premium; a no-data message; 'Not Applicable' with errors.
 */
export function PremiumSummaryPanel({
  state,
  coverageName,
}: {
  state: PremiumState & { retry?: () => void };
  coverageName: (line: PremiumSummaryBody['coverages'][number]) => string;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (cents: number) => formatMoney(cents, language);
  const summary =
    state.status === 'ok' ? state.summary : state.status === 'loading' ? state.last : null;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="premium-summary-title">
      <Title order={2} id="premium-summary-title">
        {t('illustration.premium.title')}
      </Title>
      <div aria-live="polite" aria-atomic="true" data-testid="premium-summary">
        {state.status === 'notApplicable' ? (
          <>
            <Text fw={700} size="lg" data-testid="premium-value">
              {t('illustration.premium.notApplicable')}
            </Text>
            <Text size="sm">{t('illustration.premium.notApplicableReason')}</Text>
          </>
        ) : state.status === 'empty' ? (
          <Text size="sm">{t('illustration.premium.noData')}</Text>
        ) : state.status === 'failed' ? (
          <>
            <Text size="sm" role="alert">
              {t('illustration.premium.failed')}
            </Text>
            {state.retry && (
              <Button size="xs" variant="default" mt="xs" onClick={state.retry}>
                {t('illustration.retry')}
              </Button>
            )}
          </>
        ) : summary ? (
          <Table withRowBorders={false} verticalSpacing={2} aria-busy={state.status === 'loading'}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('illustration.premium.coverage')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('illustration.premium.annual')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('illustration.premium.modal')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">{t('illustration.premium.basePremium')}</Table.Th>
                <Table.Td ta="right">{money(summary.basePremium)}</Table.Td>
                <Table.Td ta="right">{money(summary.coverages[0]?.modalPremium ?? 0)}</Table.Td>
              </Table.Tr>
              {summary.coverages.slice(1).map((line) => (
                <Table.Tr key={line.coverageId}>
                  <Table.Th scope="row" fw={400}>
                    {coverageName(line)}
                  </Table.Th>
                  <Table.Td ta="right" colSpan={line.chargedFromAccount ? 2 : 1}>
                    {line.chargedFromAccount
                      ? t('illustration.premium.chargedFromAccount')
                      : money(line.annualPremium)}
                  </Table.Td>
                  {!line.chargedFromAccount && (
                    <Table.Td ta="right">{money(line.modalPremium)}</Table.Td>
                  )}
                </Table.Tr>
              ))}
              {summary.policyFee > 0 && (
                <Table.Tr>
                  <Table.Th scope="row" fw={400}>
                    {t('illustration.premium.policyFee')}
                  </Table.Th>
                  <Table.Td ta="right">{money(summary.policyFee)}</Table.Td>
                  <Table.Td ta="right">{money(summary.policyFeeModal)}</Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th scope="row">{t('illustration.premium.annualPremium')}</Table.Th>
                <Table.Td ta="right" fw={700} data-testid="annual-premium">
                  {money(summary.annualPremium)}
                </Table.Td>
                <Table.Td />
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">
                  {t(`illustration.premium.modalPremiums.${summary.premiumMode}`)}
                </Table.Th>
                <Table.Td />
                <Table.Td ta="right" fw={700} data-testid="premium-value">
                  {money(summary.modalPremium)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" role="status">
            <Loader size="xs" aria-hidden="true" /> {t('illustration.premium.updating')}
          </Text>
        )}
      </div>
    </Paper>
  );
}
