import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { productIds } from '@portal/actuarial/products/types';
import { EAPP_FORM, lengthsFromItems } from '@portal/contracts/eapp-items';
import { type EAppFormBody, emptyEAppFormBody } from '@portal/contracts/eapplication';
import type { StoredControlItemMap } from '@portal/contracts/fields';
import {
  ACCOUNT_TYPES,
  ADDRESS_LOOKUPS,
  type BeneficiaryCoverage,
  HEALTH_QUESTIONS,
  OWNER_TYPES,
  PAYMENT_MODES,
  PROVINCES,
} from '@portal/domain/eapp/form';
import { EAPP_LENGTHS, validateEApplication } from '@portal/domain/eapp/validate';
import { formSummary } from '@portal/domain/fields/message-text';
import { PRODUCT_LABELS } from '@portal/domain/labels/products';
import { APPLY_EVENT } from '@portal/domain/reports/data-reports';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldCatalogue, formItems, trackEvent } from '@/components/fields';
import { ApiError } from '@/lib/api-error';
import { currentLanguage } from '@/lib/i18n';
import { useKeptOnServer } from '@/lib/kept-on-server';
import { logFailure } from '@/lib/log';
import { deleteEappDraft, saveEappDraft, submitApplication } from './api';
import { BeneficiaryList } from './components/beneficiaries';
import { ErrorSummary, focusField } from './components/error-summary';
import {
  CheckField,
  Choice,
  DigitsField,
  FormKitContext,
  SelectChoice,
  TextField,
} from './components/form-kit';
import { PremiumNote, usePremiumOnChange } from './components/premium-note';
import { clearStoredApplication, storeApplication } from './storage';
import { timed, VALIDATE_MEASURE } from './timing';

const productLabel = (id: string, language: 'en' | 'fr') => PRODUCT_LABELS.byCode(id)[language];

/**
 * Which beneficiary lists the application shows: the base, and one per rider applied for, in
 * order (a first and a second child rider, a first and a second term rider: 093 or 094).
 */
function coveragesOf(form: EAppFormBody): BeneficiaryCoverage[] {
  const kinds = form.riders.map((rider) => rider.riderId);
  const children = kinds.filter((kind) => kind === 'CHILD').length;
  const terms = kinds.filter((kind) => kind === '093' || kind === '094').length;
  const list: BeneficiaryCoverage[] = ['base'];
  if (children >= 1) list.push('childRider1');
  if (children >= 2) list.push('childRider2');
  if (terms >= 1) list.push('termRider1');
  if (terms >= 2) list.push('termRider2');
  // A list the agent already filled stays shown even if the rider is gone.
  for (const coverage of ['childRider1', 'childRider2', 'termRider1', 'termRider2'] as const)
    if (form.beneficiaries[coverage].length > 0 && !list.includes(coverage)) list.push(coverage);
  return list;
}

export function ApplicationForm({
  initial,
  items,
  onSubmitted,
}: {
  initial: EAppFormBody;
  items: StoredControlItemMap | undefined;
  onSubmitted: (number: string) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form, setForm] = useState<EAppFormBody>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<readonly string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const submitKey = useRef<string>(crypto.randomUUID());

  const set = useCallback(<K extends keyof EAppFormBody>(name: K, value: EAppFormBody[K]) => {
    setForm((previous) => {
      const next = { ...previous, [name]: value };
      storeApplication(next);
      return next;
    });
    // A changed application is a new intended Submit.
    submitKey.current = crypto.randomUUID();
  }, []);
  const touch = useCallback(
    (name: string) =>
      setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name))),
    [],
  );

  // Kept on the server as the agent types (decision 0060), secrets left out by the server.
  useKeptOnServer(form, initial, saveEappDraft, {
    delay: 500,
    failure: 'Keeping the application in progress',
  });

  const lengths = useMemo(() => lengthsFromItems(Object.values(items ?? {})), [items]);
  const catalogue = useMemo(() => fieldCatalogue(items ?? {}, language), [items, language]);
  // The same items the server's Submit checks with (required, lengths, choices, captions).
  const engineItems = useMemo(() => formItems(items ?? {}, EAPP_FORM, language), [items, language]);
  const issues = useMemo(
    () =>
      timed(VALIDATE_MEASURE, () =>
        validateEApplication(form, { language, lengths, items: engineItems, catalogue }),
      ),
    [form, language, lengths, engineItems, catalogue],
  );
  const shown = (field: string) => tried || touched.has(field);
  const errorOf = (field: string) =>
    shown(field) ? issues.find((issue) => issue.field === field)?.message : undefined;

  const premium = usePremiumOnChange(form, (value, pricing) => {
    set('premium', value);
    set('pricing', pricing);
  });

  const submit = async () => {
    setTried(true);
    setRefusal([]);
    if (issues.length > 0) {
      focusField(issues[0]?.field ?? '');
      return;
    }
    setSubmitting(true);
    const started = performance.now();
    try {
      const saved = await submitApplication(form, submitKey.current);
      performance.measure('eapp:submit-to-stored', { start: started });
      // The ProQuote funnel counts applications sent (decision 0078). Only what names the
      // case: never the applicant's answers, whose identity and bank numbers stay sealed.
      trackEvent(APPLY_EVENT.eventType, APPLY_EVENT.formName, APPLY_EVENT.controlName, {
        number: saved.number,
        productId: form.productId,
        faceAmount: form.faceAmount,
        province: form.province,
        illustrationId: form.illustrationId,
      });
      clearStoredApplication();
      onSubmitted(saved.number);
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0)
        setRefusal(error.issues.map((issue) => issue.message));
      else setRefusal([error instanceof Error ? error.message : String(error)]);
    } finally {
      setSubmitting(false);
    }
  };

  const startOver = () => {
    const fresh = emptyEAppFormBody();
    clearStoredApplication();
    setForm(fresh);
    setTried(false);
    setTouched(new Set());
    deleteEappDraft().catch((error: unknown) => logFailure('Dropping the application', error));
  };

  const company = form.ownerType === 'Company';
  const bank = form.premiumMode === 'Monthly' && form.accountType === 'B';
  const answerOptions = (['Y', 'N'] as const).map((value) => ({
    value,
    label: t(`eapp.health.answers.${value}`),
  }));

  return (
    <FormKitContext value={{ form, set, touch, errorOf, items, language }}>
      <form
        aria-label={t('eapp.title')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('eapp.intro')}</Text>
          {form.illustrationId && (
            <Text size="sm">
              <Anchor component={Link} to="/illustration/savedIllustration">
                {t('eapp.openIllustration')}
              </Anchor>
            </Text>
          )}
          <ErrorSummary issues={issues} title={formSummary(issues.length, catalogue, language)} />

          <Fieldset legend={t('eapp.sections.owner')}>
            <Stack gap="sm">
              <Choice
                field="ownerType"
                label={t('eapp.fields.ownerType')}
                value={form.ownerType}
                options={OWNER_TYPES.map((value) => ({
                  value,
                  label: t(`eapp.fields.ownerTypes.${value}`),
                }))}
                onChange={(value) => set('ownerType', value)}
              />
              {company ? (
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextField
                    name="ownerCompanyName"
                    label={t('eapp.fields.companyName')}
                    required
                  />
                  <DigitsField
                    name="ownerBusinessNumber"
                    label={t('eapp.fields.businessNumber')}
                    length={EAPP_LENGTHS.ownerBusinessNumber}
                  />
                  <DigitsField
                    name="ownerBusinessPhone"
                    label={t('eapp.fields.businessPhone')}
                    length={EAPP_LENGTHS.ownerBusinessPhone}
                  />
                </SimpleGrid>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextField
                    name="ownerFirstName"
                    label={t('eapp.fields.firstName')}
                    maxLength={60}
                  />
                  <TextField
                    name="ownerLastName"
                    label={t('eapp.fields.lastName')}
                    maxLength={60}
                    required
                  />
                  <DigitsField
                    name="ownerHomePhone"
                    label={t('eapp.fields.ownerHomePhone')}
                    length={EAPP_LENGTHS.ownerHomePhone}
                  />
                  <DigitsField
                    name="ownerSin"
                    label={t('eapp.fields.ownerSin')}
                    length={EAPP_LENGTHS.ownerSin}
                  />
                </SimpleGrid>
              )}
            </Stack>
          </Fieldset>

          <Fieldset legend={t('eapp.sections.insureds')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField
                name="insuredFirstName"
                label={t('eapp.fields.firstName')}
                maxLength={60}
              />
              <TextField
                name="insuredLastName"
                label={t('eapp.fields.lastName')}
                maxLength={60}
                required
              />
              <TextField
                name="insuredBirthDate"
                label={t('eapp.fields.birthDate')}
                maxLength={10}
              />
              <DigitsField
                name="insuredHomePhone"
                label={t('eapp.fields.insuredHomePhone')}
                length={EAPP_LENGTHS.insuredHomePhone}
              />
            </SimpleGrid>
            <CheckField name="joint" label={t('eapp.fields.joint')} mt="sm" />
            {form.joint && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
                <TextField
                  name="insured2FirstName"
                  label={`${t('eapp.sections.insured2')} – ${t('eapp.fields.firstName')}`}
                  maxLength={60}
                />
                <TextField
                  name="insured2LastName"
                  label={`${t('eapp.sections.insured2')} – ${t('eapp.fields.lastName')}`}
                  maxLength={60}
                  required
                />
              </SimpleGrid>
            )}
          </Fieldset>

          <Fieldset legend={t('eapp.sections.address')}>
            <Stack gap="sm">
              <Choice
                field="addressLookup"
                label={t('eapp.fields.addressLookup')}
                value={form.addressLookup}
                options={ADDRESS_LOOKUPS.map((value) => ({
                  value,
                  label: t(`eapp.fields.lookups.${value}`),
                }))}
                onChange={(value) => set('addressLookup', value)}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField name="addressLine" label={t('eapp.fields.addressLine')} />
                <TextField
                  name="postalCode"
                  label={t('eapp.fields.postalCode')}
                  maxLength={7}
                  required={form.addressLookup === 'Postal'}
                />
                <TextField
                  name="city"
                  label={t('eapp.fields.city')}
                  maxLength={60}
                  required={form.addressLookup === 'City'}
                />
                <SelectChoice
                  field="province"
                  label={t('eapp.fields.province')}
                  value={form.province}
                  options={PROVINCES.map((value) => ({ value, label: value }))}
                  onChange={(value) => set('province', value)}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>

          <Fieldset legend={t('eapp.sections.coverage')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {/* The engine's products: a change prices the coverage again (premium-note). */}
              <SelectChoice
                field="productId"
                label={t('eapp.fields.productId')}
                value={form.productId}
                placeholder={t('eapp.fields.chooseProduct')}
                options={productIds.map((value) => ({
                  value: value as string,
                  label: productLabel(value, language),
                }))}
                onChange={(value) => set('productId', value)}
              />
              <TextField name="faceAmount" label={t('eapp.fields.faceAmount')} maxLength={15} />
              <SelectChoice
                field="premiumMode"
                label={t('eapp.fields.premiumMode')}
                value={form.premiumMode}
                options={PAYMENT_MODES.map((value) => ({
                  value,
                  label: t(`eapp.fields.modes.${value}`),
                }))}
                onChange={(value) => set('premiumMode', value)}
              />
              <div>
                <Text size="sm" fw={500} id="eapp-premium-label">
                  {t('eapp.fields.premium')}
                </Text>
                <Text aria-labelledby="eapp-premium-label" data-testid="eapp-premium">
                  {form.premium
                    ? new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
                        style: 'currency',
                        currency: 'CAD',
                      }).format(Number(form.premium))
                    : t('eapp.premium.none')}
                </Text>
              </div>
            </SimpleGrid>
            {form.riders.length > 0 && (
              <Text size="sm" mt="xs">
                {t('eapp.fields.riders')}: {form.riders.map((rider) => rider.riderId).join(', ')}
              </Text>
            )}
            <PremiumNote {...premium} />
          </Fieldset>

          <Fieldset legend={t('eapp.sections.beneficiaries')}>
            <Stack gap="sm">
              {coveragesOf(form).map((coverage) => (
                <BeneficiaryList key={coverage} coverage={coverage} />
              ))}
            </Stack>
          </Fieldset>

          <Fieldset legend={t('eapp.sections.health')}>
            <Stack gap="sm">
              {HEALTH_QUESTIONS.map((question) => (
                <Choice
                  key={question}
                  field={`health.${question}`}
                  label={t(`eapp.health.${question}`)}
                  value={form.health[question]}
                  options={answerOptions}
                  onChange={(value) => set('health', { ...form.health, [question]: value })}
                />
              ))}
              <TextField
                name="crimeDetails"
                label={t('eapp.fields.crimeDetails')}
                maxLength={1000}
                multiline
                required={form.health.q2a === 'Y' || form.health.q2b === 'Y'}
              />
              <TextField
                name="illnessNature"
                label={t('eapp.fields.illnessNature')}
                maxLength={1000}
                multiline
                required={[form.health.q3a, form.health.q3b, form.health.q3c].includes('Y')}
              />
            </Stack>
          </Fieldset>

          <Fieldset legend={t('eapp.sections.payment')}>
            <Stack gap="sm">
              <Choice
                field="accountType"
                label={t('eapp.fields.accountType')}
                value={form.accountType}
                options={ACCOUNT_TYPES.map((value) => ({
                  value,
                  label: t(`eapp.fields.accountTypes.${value}`),
                }))}
                onChange={(value) => set('accountType', value)}
              />
              {bank && (
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <DigitsField
                    name="transit"
                    label={t('eapp.fields.transit')}
                    length={EAPP_LENGTHS.transit}
                  />
                  <DigitsField
                    name="institution"
                    label={t('eapp.fields.institution')}
                    length={EAPP_LENGTHS.institution}
                  />
                  <DigitsField
                    name="accountNumber"
                    label={t('eapp.fields.accountNumber')}
                    length={EAPP_LENGTHS.accountNumber}
                  />
                </SimpleGrid>
              )}
            </Stack>
          </Fieldset>

          <Fieldset legend={t('eapp.sections.declarations')}>
            <Stack gap="sm">
              <CheckField name="paymentDeclaration" label={t('eapp.fields.paymentDeclaration')} />
              <CheckField
                name="declarationAuthorization"
                label={t('eapp.fields.declarationAuthorization')}
              />
            </Stack>
          </Fieldset>

          {refusal.length > 0 && (
            <Alert variant="default" color="red.9" role="alert" title={t('eapp.refused')}>
              <List size="sm">
                {refusal.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={submitting}>
              {t('eapp.submit')}
            </Button>
            <Button variant="default" onClick={startOver}>
              {t('eapp.discard')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormKitContext>
  );
}
