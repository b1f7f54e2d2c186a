import { Table, Text } from '@mantine/core';
import { problemText } from '@portal/actuarial/problems';
import type { ConceptsResponse } from '@portal/contracts/illustration';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

type Line = NonNullable<ConceptsResponse['productCompare']>[number];

/**
 * Product compare (issue 15 §2): every product compared, the case's own first, like with like:
 * the premiums each charges period by period (a term's renewals), the age its cover ends, and
 * its values at the years compared; a year past the end of cover says so.
 */
export function ProductCompare({
  lines,
  productName,
}: {
  lines: readonly Line[];
  productName: (id: string) => string;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (cents: number) => formatMoney(cents, language);
  const years = lines.find((line) => line.ok)?.values.map((v) => v.year) ?? [];
  const coverEnds = (line: Line) => {
    if (line.coverEndAge === null) return '—';
    if (line.coverEndReason === 'maturity') return t('illustration.concepts.coverForLife');
    if (line.coverEndReason === 'lapse')
      return t('illustration.concepts.coverLapsesAt', { age: line.coverEndAge });
    return t('illustration.concepts.coverEndsAt', { age: line.coverEndAge });
  };
  const premiums = (line: Line) => {
    if (line.premiumSchedule.length === 0) return money(line.premiumSummary?.annualPremium ?? 0);
    return line.premiumSchedule.map((period) => (
      <Text key={period.fromYear} size="sm" component="span" display="block">
        {period.annualPremium === 0
          ? t('illustration.concepts.compareNoPremium', { from: period.fromAge, to: period.toAge })
          : t('illustration.concepts.comparePeriod', {
              amount: money(period.annualPremium),
              from: period.fromAge,
              to: period.toAge,
            })}
      </Text>
    ));
  };
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('illustration.form.productId')}</Table.Th>
              <Table.Th scope="col">{t('illustration.concepts.comparePremiums')}</Table.Th>
              <Table.Th scope="col">{t('illustration.concepts.coverEnds')}</Table.Th>
              {years.map((year) => (
                <Table.Th scope="col" key={year}>
                  {t('illustration.concepts.compareYear', { year })}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.productId}>
                <Table.Th scope="row">{productName(line.productId)}</Table.Th>
                {line.ok ? (
                  <>
                    <Table.Td>{premiums(line)}</Table.Td>
                    <Table.Td>{coverEnds(line)}</Table.Td>
                    {line.values.map((v) => (
                      <Table.Td key={v.year}>
                        {!v.inForce
                          ? t('illustration.concepts.coverEnded')
                          : `${money(v.cashSurrenderValue)} / ${money(v.deathBenefit)}`}
                      </Table.Td>
                    ))}
                  </>
                ) : (
                  <Table.Td colSpan={2 + years.length}>
                    {t('illustration.concepts.refused', {
                      reason: line.problems.map((p) => problemText(p, language)).join(' '),
                    })}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" mt={4}>
        {t('illustration.concepts.compareNote')}
      </Text>
    </>
  );
}
