import { SimpleGrid } from '@mantine/core';
import { NEEDS_FIELDS as F } from '@portal/domain/needs/form';
import type { NeedsKind } from '@portal/domain/needs/needs';
import { useTranslation } from 'react-i18next';
import {
  FieldGroup,
  MoneyField,
  NumberField,
  PercentField,
  RadioField,
  TextField,
} from '@/components/fields';
import type { NeedsForm } from './use-needs-form';

/** The analysis's fields in the groups an advisor's needs-analysis form uses. */
export function NeedsFields({ kind, form }: { kind: NeedsKind; form: NeedsForm }) {
  const { t } = useTranslation();
  const money = (name: string) => <MoneyField {...form.field(name)} />;
  const percent = (name: string) => <PercentField {...form.field(name)} />;
  const full = kind === 'full';
  return (
    <>
      <FieldGroup title={t('needs.groups.client')}>
        <TextField {...form.field(F.clientName)} />
      </FieldGroup>
      <FieldGroup title={t('needs.groups.income')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {money(F.annualIncome)}
          <NumberField {...form.field(F.incomeYears)} />
          {!full && percent(F.indexation)}
          {!full && percent(F.discount)}
        </SimpleGrid>
      </FieldGroup>
      {full && (
        <FieldGroup title={t('needs.groups.survivor')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {money(F.spouseIncome)}
            {money(F.survivorPension)}
          </SimpleGrid>
        </FieldGroup>
      )}
      {full && (
        <FieldGroup title={t('needs.groups.assumptions')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {percent(F.inflation)}
            {percent(F.afterTaxReturn)}
          </SimpleGrid>
          <RadioField {...form.field(F.method)} inline />
        </FieldGroup>
      )}
      <FieldGroup title={t('needs.groups.lumpSums')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {money(F.debts)}
          {money(F.mortgage)}
          {money(F.finalExpenses)}
          {money(F.education)}
          {money(F.emergencyFund)}
        </SimpleGrid>
      </FieldGroup>
      <FieldGroup title={t('needs.groups.resources')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {money(F.existingCoverage)}
          {money(F.liquidAssets)}
        </SimpleGrid>
      </FieldGroup>
      {full && (
        <FieldGroup title={t('needs.groups.living')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {money(F.disabilityNeed)}
            {money(F.disabilityCoverage)}
            {money(F.criticalIllnessNeed)}
            {money(F.criticalIllnessCoverage)}
          </SimpleGrid>
        </FieldGroup>
      )}
    </>
  );
}
