import { Alert, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ProductCatalogue, ProductSetup } from '@portal/contracts/illustration';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import {
  FormCheck,
  FormRadio,
  FormSelect,
  FormText,
  useDynamicT,
  useFieldError,
  useFormState,
} from '../form-context';
import { PROVINCES, parseNumber, premiumOffsetElectable } from '../form-model';

const RATINGS = ['100', '125', '150', '175', '200'];

export function ClientForm({
  catalogue,
  product,
}: {
  catalogue: ProductCatalogue;
  product: ProductSetup | undefined;
}) {
  const { t } = useTranslation();
  const tx = useDynamicT();
  const form = useFormState();
  const language = currentLanguage();
  const joint = product !== undefined && !product.lifeBases.includes('SINGLE');
  const option = (prefix: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: tx(`${prefix}.${value}`) }));
  const allowed = (id: string) => product?.ridersAllowed.includes(id as never) ?? false;
  const termRiderId = product?.family === 'ul' ? '094' : '093';
  // The total is the whole group's problem: shown once any allocation has been typed in.
  const allocationProblem = form.problems.allocations;
  const allocationsTouched = [...form.touched].some((name) => name.startsWith('alloc_'));
  const allocationsServer = useFieldError('allocations');
  const allocationsError =
    allocationsServer ??
    (allocationProblem && allocationsTouched
      ? tx(`illustration.errors.${allocationProblem.key}`, allocationProblem.values ?? {})
      : undefined);
  const allocationTotal = (product?.funds ?? []).reduce((sum, fund) => {
    const raw = form.values[`alloc_${fund.fundId}`];
    const value =
      typeof raw === 'string' && raw.trim() !== '' ? parseNumber(raw) : fund.defaultAllocation;
    return sum + (Number.isNaN(value) ? 0 : value);
  }, 0);

  return (
    <Stack gap="md">
      <Fieldset legend={t('illustration.form.insured')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <FormText name="insuredName" label={t('illustration.form.name')} />
          <FormText name="insuredBirthDate" label={t('illustration.form.birthDate')} />
          <FormText name="insuredAge" label={t('illustration.form.age')} numeric />
          <FormRadio
            name="insuredSex"
            label={t('illustration.form.sex')}
            options={option('illustration.form.sexes', ['M', 'F'])}
          />
          <FormRadio
            name="insuredSmokeClass"
            label={t('illustration.form.smokeClass')}
            options={option('illustration.form.smokeClasses', ['N', 'S'])}
          />
          <FormSelect
            name="cboRateClass"
            label={t('illustration.form.rateClass')}
            options={option(
              'illustration.form.rateClasses',
              product?.rateClasses ?? ['P', 'S', 'U'],
            )}
          />
          <FormSelect
            name="insuredRating"
            label={t('illustration.form.rating')}
            options={RATINGS.map((value) => ({ value, label: value }))}
          />
          <FormText name="insuredFlatExtra" label={t('illustration.form.flatExtra')} numeric />
          <FormText
            name="insuredFlatExtraDuration"
            label={t('illustration.form.flatExtraDuration')}
            numeric
          />
        </SimpleGrid>
      </Fieldset>

      {joint && (
        <Fieldset legend={t('illustration.form.secondInsured')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <FormText name="insured2Name" label={t('illustration.form.name')} />
            <FormText name="insured2BirthDate" label={t('illustration.form.birthDate')} />
            <FormText name="insured2Age" label={t('illustration.form.age')} numeric />
            <FormRadio
              name="insured2Sex"
              label={t('illustration.form.sex')}
              options={option('illustration.form.sexes', ['M', 'F'])}
            />
            <FormRadio
              name="insured2SmokeClass"
              label={t('illustration.form.smokeClass')}
              options={option('illustration.form.smokeClasses', ['N', 'S'])}
            />
            <FormSelect
              name="lifeBasis"
              label={t('illustration.form.lifeBasis')}
              options={option('illustration.form.lifeBases', ['JOINTFIRST', 'JOINTLAST'])}
            />
          </SimpleGrid>
        </Fieldset>
      )}

      <Fieldset legend={t('illustration.form.owner')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormText name="ownerName" label={t('illustration.form.ownerName')} />
          <FormSelect
            name="province"
            label={t('illustration.form.province')}
            options={PROVINCES.map((value) => ({
              value,
              label: t(`illustration.provinces.${value}`),
            }))}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t('illustration.form.product')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <FormSelect
            name="productId"
            label={t('illustration.form.productId')}
            options={catalogue.products.map((p) => ({
              value: p.productId,
              label: `${p.productId} – ${language === 'fr' ? p.name.fr : p.name.en}`,
            }))}
          />
          <FormText name="faceAmount" label={t('illustration.form.faceAmount')} numeric />
          <FormSelect
            name="premiumMode"
            label={t('illustration.form.premiumMode')}
            options={option(
              'illustration.form.premiumModes',
              product?.premiumModes ?? ['Annual', 'Monthly'],
            )}
          />
        </SimpleGrid>
      </Fieldset>

      {product?.family === 'wholeLife' && (
        <Fieldset legend={t('illustration.form.wholeLife')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <FormSelect
              name="dividendOption"
              label={t('illustration.form.dividendOption')}
              options={option('illustration.form.dividendOptions', product.dividendOptions)}
            />
            <FormCheck name="premiumOffset" label={t('illustration.form.premiumOffset')} />
            {form.values.premiumOffset === true &&
              (premiumOffsetElectable(product, String(form.values.dividendOption)) ? (
                <FormText
                  name="premiumOffsetYear"
                  label={t('illustration.form.premiumOffsetYear')}
                  numeric
                />
              ) : (
                <Text size="sm" role="note">
                  {t('illustration.form.premiumOffsetNotElectable')}
                </Text>
              ))}
          </SimpleGrid>
        </Fieldset>
      )}

      {product?.family === 'ul' && (
        <Fieldset legend={t('illustration.form.ul')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <FormText name="annualDeposit" label={t('illustration.form.annualDeposit')} numeric />
            <FormSelect
              name="deathBenefitOption"
              label={t('illustration.form.deathBenefitOption')}
              options={option('illustration.form.deathBenefitOptions', ['1', '2'])}
            />
            <FormSelect
              name="coiType"
              label={t('illustration.form.coiType')}
              options={option('illustration.form.coiTypes', ['YRT', 'LevelGuaranteed'])}
            />
            {product.funds.map((fund) => (
              <FormText
                key={fund.fundId}
                name={`alloc_${fund.fundId}`}
                label={t('illustration.form.allocation', {
                  fund: language === 'fr' ? fund.name.fr : fund.name.en,
                })}
                description={t('illustration.form.fundRate', { rate: fund.illustratedRate })}
                numeric
              />
            ))}
          </SimpleGrid>
          <Text size="sm" mt="xs" aria-live="polite">
            {t('illustration.form.allocationTotal', {
              total: Math.round(allocationTotal * 1000) / 1000,
            })}
          </Text>
          {allocationsError && (
            <Alert variant="default" color="red.9" mt="xs" role="alert">
              {allocationsError}
            </Alert>
          )}
        </Fieldset>
      )}

      <Fieldset legend={t('illustration.form.riders')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {allowed(termRiderId) && (
            <>
              <FormCheck name="chkTermRider" label={t('illustration.form.termRider')} />
              {form.values.chkTermRider === true ? (
                <FormText
                  name="termRiderFace"
                  label={t('illustration.form.termRiderFace')}
                  numeric
                />
              ) : (
                <span />
              )}
            </>
          )}
          {allowed('ADB') && (
            <>
              <FormCheck name="chkADO" label={t('illustration.form.chkADO')} />
              {form.values.chkADO === true ? (
                <FormText name="adbFace" label={t('illustration.form.adbFace')} numeric />
              ) : (
                <span />
              )}
            </>
          )}
          {allowed('CHILD') && (
            <>
              <FormCheck name="chkChild" label={t('illustration.form.childRider')} />
              {form.values.chkChild === true ? (
                <FormText name="childFace" label={t('illustration.form.childFace')} numeric />
              ) : (
                <span />
              )}
            </>
          )}
          {allowed('WP') && <FormCheck name="chkWaiver" label={t('illustration.form.waiver')} />}
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
