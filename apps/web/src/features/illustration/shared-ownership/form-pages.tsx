import { Fieldset, SimpleGrid, Stack, Title } from '@mantine/core';
import { SHARED_BENEFICIARY_ROWS, SHARED_FUND_ROWS } from '@portal/contracts/shared-ownership';
import { useTranslation } from 'react-i18next';
import {
  CheckField,
  type FieldForm,
  NumberField,
  RadioField,
  SelectField,
  TextField,
} from '@/components/fields';

const rows = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

interface PageProps {
  form: FieldForm;
  headingId: string;
}

/**
 * Page index 4: the executive, the company and the two periods (the wizard's 'basic
 * information' step, under that title).
 */
export function PersonalInfoPage({ form, headingId, title }: PageProps & { title?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={3} id={headingId}>
        {title ?? t('sharedOwnership.sections.personalInfo')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField {...form.field('txtSharedInsuredName')} />
        <TextField {...form.field('txtCompanyName')} />
        <NumberField {...form.field('txtSharedAge')} />
        <NumberField {...form.field('txtSharedRetirementAge')} />
        <RadioField {...form.field('rdoSharedSex')} inline />
        <RadioField {...form.field('rdoSharedSmokeClass')} inline />
        <NumberField {...form.field('txtSharedEmployerPayPeriod')} />
        <NumberField {...form.field('txtSharedEmployerBenefitPeriod')} />
      </SimpleGrid>
    </Stack>
  );
}

/** Page index 9: five beneficiary rows; row 1 is the company, irrevocable. */
export function BeneficiariesPage({ form, headingId }: PageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={3} id={headingId}>
        {t('sharedOwnership.sections.beneficiaryDesignations')}
      </Title>
      {rows(SHARED_BENEFICIARY_ROWS).map((n) => (
        <Fieldset key={n} legend={t('sharedOwnership.sections.beneficiaryRow', { row: n })}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField {...form.field(`txtSharedBeneficiaryName${n}`)} />
            <SelectField {...form.field(`cboSharedRelationshipToInsured${n}`)} />
            <TextField {...form.field(`txtSharedPercentShare${n}`)} />
            <CheckField {...form.field(`chkSharedIrrevocable${n}`)} />
          </SimpleGrid>
        </Fieldset>
      ))}
    </Stack>
  );
}

/** Page index 12: death benefit, COI and death-benefit types, four fund rows. */
export function ProductSelectionPage({ form, headingId }: PageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={3} id={headingId}>
        {t('sharedOwnership.sections.productSelection')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberField {...form.field('txtSharedDeathBenefitAmount')} />
        <RadioField {...form.field('rdoSharedCOIType')} />
        <RadioField {...form.field('rdoSharedDeathBenefitType')} />
      </SimpleGrid>
      {rows(SHARED_FUND_ROWS).map((n) => (
        <Fieldset key={n} legend={t('sharedOwnership.sections.fundRow', { row: n })}>
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            {/* Row 1 has no checkbox: it is always used (spec 3). */}
            {n > 1 ? <CheckField {...form.field(`chkSharedFundSelection${n}`)} /> : <span />}
            <SelectField {...form.field(`cboSharedFundSelection${n}`)} />
            <NumberField {...form.field(`txtSharedFundSelectionInterestRate${n}`)} />
            <NumberField {...form.field(`txtSharedFundSelectionAllocationPercent${n}`)} />
          </SimpleGrid>
        </Fieldset>
      ))}
    </Stack>
  );
}

/** Page index 13: payment mode and premium amount. */
export function PremiumAllocationPage({ form, headingId }: PageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={3} id={headingId}>
        {t('sharedOwnership.sections.premiumAllocation')}
      </Title>
      <RadioField {...form.field('rdoSharedPaymentMode')} inline />
      <NumberField {...form.field('txtSharedPremiumAmount')} />
    </Stack>
  );
}
