import { Alert, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ProductCatalogue, ProductSetup } from '@portal/contracts/illustration';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import {
  FormCheck,
  FormRadio,
  FormSelect,
  FormText,
  useDynamicT,
  useFieldError,
  useFormState,
} from '../form-context';
import {
  ageFromBirthDate,
  birthDateDrives,
  numberIn,
  PROVINCES,
  premiumOffsetElectable,
} from '../form-model';
import { fieldId } from './error-summary';

/**
 * The age beside a date of birth: typed when there is no date of birth; otherwise worked out
 * from it (age nearest birthday, as the engine prices) and shown, not typed, so the two never
 * disagree. The age basis is said under the field either way.
 */
function AgeField({ prefix }: { prefix: 'insured' | 'insured2' }) {
  const { t } = useTranslation();
  const form = useFormState();
  const drives = birthDateDrives(form.values, prefix);
  const birth = form.values[`${prefix}BirthDate`];
  const derived =
    drives && typeof birth === 'string' ? ageFromBirthDate(birth.trim(), new Date()) : null;
  return (
    <FormText
      name={`${prefix}Age`}
      label={t('illustration.form.age')}
      description={
        drives ? t('illustration.form.ageFromBirthDate') : t('illustration.form.ageBasis')
      }
      readOnly={drives}
      value={drives ? (derived === null ? '' : String(derived)) : undefined}
    />
  );
}

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
  const language = form.language;
  const joint = product !== undefined && !product.lifeBases.includes('SINGLE');
  const option = (prefix: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: tx(`${prefix}.${value}`) }));
  const allowed = (id: string) => product?.ridersAllowed.includes(id as never) ?? false;
  const termRiderId = product?.family === 'ul' ? '094' : '093';
  // The total is the whole group's error (form-errors shows it as the product checks it).
  const allocationsError = useFieldError('allocations');
  const allocationTotal = (product?.funds ?? []).reduce((sum, fund) => {
    const raw = form.values[`alloc_${fund.fundId}`];
    const value =
      typeof raw === 'string' && raw.trim() !== ''
        ? numberIn(raw, language)
        : fund.defaultAllocation;
    return sum + (Number.isNaN(value) ? 0 : value);
  }, 0);

  return (
    <Stack gap="md">
      <Fieldset legend={t('illustration.form.insured')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <FormText name="insuredName" label={t('illustration.form.name')} />
          <FormText name="insuredBirthDate" label={t('illustration.form.birthDate')} />
          <AgeField prefix="insured" />
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
          <FormText name="insuredFlatExtra" label={t('illustration.form.flatExtra')} />
          <FormText
            name="insuredFlatExtraDuration"
            label={t('illustration.form.flatExtraDuration')}
          />
        </SimpleGrid>
      </Fieldset>

      {joint && (
        <Fieldset legend={t('illustration.form.secondInsured')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <FormText name="insured2Name" label={t('illustration.form.name')} />
            <FormText name="insured2BirthDate" label={t('illustration.form.birthDate')} />
            <AgeField prefix="insured2" />
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
              label: language === 'fr' ? p.name.fr : p.name.en,
            }))}
          />
          <FormText name="faceAmount" label={t('illustration.form.faceAmount')} />
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
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} id={fieldId('allocations')}>
            <FormText name="annualDeposit" label={t('illustration.form.annualDeposit')} />
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
                description={t('illustration.form.fundRate', {
                  rate: formatNumber(fund.illustratedRate, language, { minimumFractionDigits: 2 }),
                })}
              />
            ))}
          </SimpleGrid>
          <Text size="sm" mt="xs" aria-live="polite">
            {t('illustration.form.allocationTotal', {
              total: formatNumber(Math.round(allocationTotal * 1000) / 1000, language),
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
                <FormText name="termRiderFace" label={t('illustration.form.termRiderFace')} />
              ) : (
                <span />
              )}
            </>
          )}
          {allowed('ADB') && (
            <>
              <FormCheck name="chkADO" label={t('illustration.form.chkADO')} />
              {form.values.chkADO === true ? (
                <FormText name="adbFace" label={t('illustration.form.adbFace')} />
              ) : (
                <span />
              )}
            </>
          )}
          {allowed('CHILD') && (
            <>
              <FormCheck name="chkChild" label={t('illustration.form.childRider')} />
              {form.values.chkChild === true ? (
                <FormText name="childFace" label={t('illustration.form.childFace')} />
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
