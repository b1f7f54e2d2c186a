import { Alert, Button, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type {
  ConceptsRequest,
  IllustrationInputBody,
  ProductCatalogue,
} from '@portal/contracts/illustration';
import type { Language } from '@portal/domain/fields/control-item';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { conceptsQuery } from '../api';
import { useFormState } from '../form-context';
import {
  defaultRetirementAge,
  type IllustrationFormValues,
  numberIn,
  TERM_COMPARE_FLAGS,
  TERM_COMPARE_PRODUCTS,
  visibleYears,
} from '../form-model';
import { ProductCompare } from './product-compare';

/** A rate or count as typed (blank gives the default; the form has checked the rest). */
const rate = (
  values: IllustrationFormValues,
  name: string,
  fallback: number,
  language: Language = 'en',
) => {
  const raw = values[name];
  const value = typeof raw === 'string' ? numberIn(raw, language) : Number.NaN;
  return Number.isNaN(value) ? fallback : value;
};

/** The concepts request from the form: only the concepts ticked on the Report pages tab. */
export function conceptsRequest(
  values: IllustrationFormValues,
  input: IllustrationInputBody,
  issueAge: number,
  language: Language = 'en',
): ConceptsRequest {
  // The products ticked to set beside the case; the server puts the case's own first.
  const compare = TERM_COMPARE_FLAGS.filter((flag) => values[flag] === true).map(
    (flag) => TERM_COMPARE_PRODUCTS[flag],
  );
  const startAge = rate(values, 'txtAgeD1', defaultRetirementAge(issueAge), language);
  const request: ConceptsRequest = { input };
  if (values.chkProductCompare === true) request.compareProductIds = compare;
  if (values.chkCharitableGiving === true)
    request.charitableGiving = {
      intRate: rate(values, 'txtCharitableGivingIntRate', 5, language),
      taxRate: rate(values, 'txtCharitableGivingTaxRate', 40, language),
    };
  if (values.chkInsuranceInvestment === true)
    request.insuranceInvestment = {
      intRate: rate(values, 'txtInsuranceInvestmentIntRate', 5, language),
      taxRate: rate(values, 'txtInsuranceInvestmentTaxRate', 45, language),
    };
  if (values.chkIncomeStoryboardPage === true || values.chkIncomeNonRegPage === true)
    request.incomePayout = {
      startAge: Math.round(startAge),
      payoutYears: Math.max(1, Math.round(rate(values, 'txtPy1', 20, language))),
      loanRate: rate(values, 'txtIncomePayoutLoanRate', 6, language),
      intRate: rate(values, 'txtIncomePayoutIntRate', 5, language),
      taxRate: rate(values, 'txtIncomePayoutTaxRate', 45, language),
    };
  return request;
}

function NotMeaningfulNote() {
  const { t } = useTranslation();
  return (
    <Text size="xs" mt={4}>
      {t('illustration.concepts.notMeaningfulNote')}
    </Text>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={2} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

export function ConceptsPanel({
  input,
  issueAge,
  catalogue,
}: {
  input: IllustrationInputBody | null;
  issueAge: number | null;
  catalogue: ProductCatalogue;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const form = useFormState();
  const request =
    input && issueAge !== null ? conceptsRequest(form.values, input, issueAge, language) : null;
  const query = useQuery(conceptsQuery(request));
  const money = (cents: number) => formatMoney(cents, language);
  // A decimal rate as a percentage; the engine's "not meaningful" as n/a (explained below).
  const rate = (value: number | null) =>
    value === null ? (
      <abbr title={t('illustration.concepts.notMeaningfulNote')}>
        {t('illustration.concepts.notMeaningful')}
      </abbr>
    ) : (
      formatPercent(value, language)
    );
  const productName = (id: string) => {
    const p = catalogue.products.find((product) => product.productId === id);
    return p ? (language === 'fr' ? p.name.fr : p.name.en) : id;
  };
  if (!input) return <Alert variant="default">{t('illustration.results.invalid')}</Alert>;
  if (query.isPending)
    return (
      <Text role="status">
        <Loader size="xs" aria-hidden="true" /> {t('illustration.concepts.loading')}
      </Text>
    );
  if (query.isError)
    return (
      <Alert variant="default" color="red.9" role="alert">
        {t('illustration.concepts.failed')}{' '}
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          {t('illustration.retry')}
        </Button>
      </Alert>
    );
  const data = query.data;
  const shown = (year: number) => years.includes(year);
  const years = visibleYears(form.values, data.internalRateOfReturn.length);
  const anyChosen =
    form.values.chkInternalRoR === true ||
    data.productCompare ||
    data.charitableGiving ||
    data.insuranceInvestment ||
    data.incomePayout;
  return (
    <Stack gap="lg">
      {!anyChosen && <Alert variant="default">{t('illustration.concepts.noneChosen')}</Alert>}
      {data.productCompare && (
        <Section title={t('illustration.concepts.productCompare')}>
          <ProductCompare lines={data.productCompare} productName={productName} />
        </Section>
      )}
      {form.values.chkInternalRoR === true && (
        <Section title={t('illustration.concepts.irr')}>
          <Table.ScrollContainer minWidth={400} mah={320}>
            <Table stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('illustration.results.year')}</Table.Th>
                  <Table.Th scope="col">{t('illustration.results.age')}</Table.Th>
                  <Table.Th scope="col">{t('illustration.concepts.irrDeathBenefit')}</Table.Th>
                  <Table.Th scope="col">{t('illustration.concepts.irrCashValue')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.internalRateOfReturn
                  .filter((row) => shown(row.year))
                  .map((row) => (
                    <Table.Tr key={row.year}>
                      <Table.Th scope="row">{row.year}</Table.Th>
                      <Table.Td>{row.age}</Table.Td>
                      <Table.Td>{rate(row.irrDeathBenefit)}</Table.Td>
                      <Table.Td>{rate(row.irrCashValue)}</Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.internalRateOfReturn.some(
            (row) => shown(row.year) && (row.irrDeathBenefit === null || row.irrCashValue === null),
          ) && <NotMeaningfulNote />}
        </Section>
      )}
      {data.charitableGiving && (
        <Section title={t('illustration.concepts.charitableGiving')}>
          <Table.ScrollContainer minWidth={500} mah={320}>
            <Table stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('illustration.results.year')}</Table.Th>
                  <Table.Th scope="col">{t('illustration.concepts.taxCredit')}</Table.Th>
                  <Table.Th scope="col">{t('illustration.concepts.netCost')}</Table.Th>
                  <Table.Th scope="col">{t('illustration.concepts.giftAtDeath')}</Table.Th>
                  <Table.Th scope="col">{t('illustration.concepts.cashGift')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.charitableGiving
                  .filter((row) => shown(row.year))
                  .map((row) => (
                    <Table.Tr key={row.year}>
                      <Table.Th scope="row">{row.year}</Table.Th>
                      <Table.Td>{money(row.taxCredit)}</Table.Td>
                      <Table.Td>{money(row.cumulativeNetCost)}</Table.Td>
                      <Table.Td>{money(row.giftAtDeath)}</Table.Td>
                      <Table.Td>{money(row.cashGiftAccumulated)}</Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Section>
      )}
      {data.insuranceInvestment && (
        <Section title={t('illustration.concepts.insuranceInvestment')}>
          <Table.ScrollContainer minWidth={500} mah={320}>
            <Table stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('illustration.results.year')}</Table.Th>
                  <Table.Th scope="col">{t('illustration.results.deathBenefit')}</Table.Th>
                  <Table.Th scope="col">{t('illustration.concepts.taxableInvestment')}</Table.Th>
                  <Table.Th scope="col">{t('illustration.concepts.irrDeathBenefit')}</Table.Th>
                  <Table.Th scope="col">{t('illustration.concepts.equivalentPreTax')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.insuranceInvestment
                  .filter((row) => shown(row.year))
                  .map((row) => (
                    <Table.Tr key={row.year}>
                      <Table.Th scope="row">{row.year}</Table.Th>
                      <Table.Td>{money(row.deathBenefit)}</Table.Td>
                      <Table.Td>{money(row.taxableInvestment)}</Table.Td>
                      <Table.Td>{rate(row.irrDeathBenefit)}</Table.Td>
                      <Table.Td>{rate(row.equivalentPreTaxReturn)}</Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {(data.insuranceInvestment ?? []).some(
            (row) => shown(row.year) && row.irrDeathBenefit === null,
          ) && <NotMeaningfulNote />}
        </Section>
      )}
      {data.incomePayout && (
        <Section title={t('illustration.concepts.incomePayout')}>
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">{t('illustration.concepts.annualIncome')}</Table.Th>
                <Table.Td>{money(data.incomePayout.annualIncome)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('illustration.concepts.preTaxEquivalent')}</Table.Th>
                <Table.Td>{money(data.incomePayout.preTaxEquivalent)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('illustration.concepts.nonRegisteredIncome')}</Table.Th>
                <Table.Td>{money(data.incomePayout.nonRegisteredIncome)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Section>
      )}
    </Stack>
  );
}
