import { Alert, Button, Fieldset, Grid, Group, Stack, Text } from '@mantine/core';
import type { GetPolicyResponse } from '@portal/contracts/inforce';
import { POLICY_NUMBER_MAX } from '@portal/contracts/inforce';
import { controlItem, controlItemMap, type FormValues } from '@portal/domain/fields/control-item';
import { FIELD_MESSAGES } from '@portal/domain/fields/messages';
import { formatCurrency } from '@portal/domain/inforce/display';
import { premiumSummary } from '@portal/domain/inforce/premium';
import {
  buildTermRider,
  TERM_RIDER_MESSAGE_MS,
  termRiderInputOf,
  termRiderProductOf,
  termRiderRefusal,
} from '@portal/domain/inforce/term-rider';
import { buildPolicyTree } from '@portal/domain/inforce/tree';
import { type InforcePolicy, isLoadable, type PolicyStatus } from '@portal/domain/inforce/types';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AlertBanner, Spinner, SubmitTextField, useFieldForm } from '@/components/fields';
import { ReportActions } from '@/components/report-actions';
import { ApiError } from '@/lib/api-error';
import { issueText } from '@/lib/issue-text';
import { logFailure } from '@/lib/log';
import { useSession } from '@/lib/session';
import { type AddedRider, readAddedRiders, storeAddedRiders } from './added-riders';
import { getCoverageSetup, getPolicy } from './api';
import { PolicyTree } from './components/policy-tree';
import { PremiumSummaryPanel } from './components/premium-summary';
import { TermRiderForm } from './components/term-rider-form';
import { useInforceWords } from './words';

const LOOKUP_ITEMS = controlItemMap([
  controlItem('txtPolicyNumber', 'upperCase', { required: true, maxLength: POLICY_NUMBER_MAX }),
]);

type Load =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; result: GetPolicyResponse }
  | { state: 'failed'; message: string };

/** /inforce/policyLookup: a policy by number, read as the tree of sections (spec 2 and 4). */
export default function PolicyLookupScreen() {
  const { t, language, locale } = useInforceWords();
  const { user } = useSession();
  const location = useLocation();
  const catalogue = useMemo(
    () => ({
      ...FIELD_MESSAGES[language],
      'txtPolicyNumber-caption': t('inforce.lookup.policyNumber'),
      'txtPolicyNumber-status': t('inforce.lookup.policyNumberHelp'),
    }),
    [t, language],
  );
  // Spec 4: the inforce form persists to session storage as 'inforceFormData'.
  const form = useFieldForm({
    formName: 'inforce',
    items: LOOKUP_ITEMS,
    catalogue,
    language,
    initialValues: { txtPolicyNumber: '' },
    storageKey: 'inforceFormData',
  });
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const [riders, setRiders] = useState<AddedRider[]>([]);
  const [riderOpen, setRiderOpen] = useState(false);
  const [riderErrors, setRiderErrors] = useState(false);
  const [riderBusy, setRiderBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [riderFailure, setRiderFailure] = useState<string | null>(null);
  const pending = useRef<AbortController | null>(null);

  const fetchPolicy = useCallback(
    async (policyNumber: string) => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      setLoad({ state: 'loading' });
      setMessage(null);
      setRiderOpen(false);
      try {
        const result = await getPolicy(policyNumber, user, controller.signal);
        if (controller.signal.aborted) return;
        setRiders(result.inforcePolicy ? readAddedRiders(result.inforcePolicy.policyNumber) : []);
        setRiderFailure(null);
        setLoad({ state: 'done', result });
      } catch (error) {
        if (controller.signal.aborted) return;
        // Spec 4: 500 is an internal error; any other failure is an error with the request.
        const status = error instanceof ApiError ? error.status : 0;
        setLoad({
          state: 'failed',
          message: status === 500 ? t('inforce.errors.internal') : t('inforce.errors.request'),
        });
      }
    },
    [user, t],
  );

  // Opened from the alpha lookup with a policy number: load it at once.
  const opened = (location.state as { policyNumber?: string } | null)?.policyNumber;
  const setValue = form.setValue;
  useEffect(() => {
    if (!opened) return;
    setValue('txtPolicyNumber', opened);
    void fetchPolicy(opened);
  }, [opened, setValue, fetchPolicy]);
  useEffect(() => () => pending.current?.abort(), []);

  const result = load.state === 'done' ? load.result : null;
  const policy: InforcePolicy | null = useMemo(() => {
    let current = result?.inforcePolicy ?? null;
    if (!current) return null;
    for (const rider of riders)
      current = buildTermRider(current, rider.input, rider.pricing).inforcePolicy;
    return current;
  }, [result, riders]);
  const statuses = useMemo(() => {
    const map = new Map<string, PolicyStatus>();
    if (result?.policyStatus) map.set(result.policyStatus.policyStatusCode, result.policyStatus);
    return map;
  }, [result]);
  const tree = useMemo(
    () =>
      policy && result && isLoadable(result.errorCode)
        ? buildPolicyTree(policy, { currentDate: result.currentDate, statuses, language })
        : null,
    [policy, result, statuses, language],
  );
  const summary = useMemo(
    () =>
      premiumSummary(
        policy,
        { status: result?.policyStatus, currentDate: result?.currentDate ?? '', language },
        { hasErrors: riderOpen && riderErrors },
      ),
    [policy, result, riderOpen, riderErrors, language],
  );
  // Issue 15 §3: the action is offered only where a rider can be added (the server checks too).
  const riderRefusal =
    result?.inforcePolicy && isLoadable(result.errorCode)
      ? termRiderRefusal(result.inforcePolicy, result.policyStatus, result.currentDate)
      : null;

  const addRider = async (values: FormValues) => {
    if (!policy) return;
    const input = termRiderInputOf(values);
    const product = termRiderProductOf(policy);
    setRiderBusy(true);
    setRiderFailure(null);
    // The rider's premium comes from the engine on the server (GetCoverageSetup with the
    // rider's life), which also checks the policy can take one.
    const priced = await getCoverageSetup({
      coverageID: 'new',
      parentCoverageID: policy.coverages.find((c) => c.coverageType === 'BASE')?.coverageID ?? null,
      coverageType: 'RIDER',
      riderType: 'TERM',
      policyType: policy.policyType,
      faceAmount: input.faceAmount,
      initialFaceAmount: input.faceAmount,
      productSetup: { prodID: product.prodID, planCode: product.planCode, name: product.name },
      premiumRateData: { rate: null, annualPremium: 0 },
      addedRider: {
        policyNumber: policy.policyNumber,
        insured: {
          issueAge: input.age,
          sex: input.sex === 'F' ? 'F' : 'M',
          smokeClass: input.smokeClass === 'S' ? 'S' : 'N',
          ...(input.rateClass ? { rateClass: input.rateClass } : {}),
          rating: input.rating as 100,
          flatExtra: input.flatExtra,
          flatExtraDuration: input.flatExtra > 0 ? input.flatExtraDuration : 0,
        },
      },
    }).catch((error: unknown) => {
      logFailure('Coverage setup', error);
      // Without a premium the rider is not added: say why, keep what was entered.
      // The engine's refusal (an age or face outside the rider's) in the user's language.
      const refusal =
        error instanceof ApiError ? error.issues.find((issue) => issue.code) : undefined;
      setRiderFailure(refusal ? issueText(refusal, language) : t('inforce.rider.pricingFailed'));
      return undefined;
    });
    setRiderBusy(false);
    const premium = priced?.addedRiderPremium;
    if (!premium) return;
    const added: AddedRider = {
      input,
      pricing: {
        annualPremium: premium.annualPremium,
        premFlatExtra: premium.premFlatExtra,
        ratePer1000: premium.ratePer1000,
        waiverAnnualPremium: premium.waiverAnnualPremium,
      },
    };
    const built = buildTermRider(policy, input, added.pricing);
    const next = [...riders, added];
    setRiders(next);
    storeAddedRiders(policy.policyNumber, next);
    setRiderOpen(false);
    setRiderErrors(false);
    const yearly =
      premium.annualPremium + (built.waiverIncluded ? (premium.waiverAnnualPremium ?? 0) : 0);
    setMessage(
      t(`inforce.${built.messageKey}` as 'inforce.messages.addedTermRider', {
        name: input.name,
        premium: formatCurrency(yearly, locale),
      }),
    );
  };

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), TERM_RIDER_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const reason = (code: number) =>
    code === 2
      ? t('inforce.errors.notFound', { policyNumber: String(form.values.txtPolicyNumber ?? '') })
      : t('inforce.lookup.noTree', {
          policyNumber: String(form.values.txtPolicyNumber ?? ''),
          reason: t(`inforce.loadResults.${code}` as 'inforce.loadResults.1', {
            defaultValue: String(code),
          }),
        });

  return (
    <Stack gap="md">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not known to jsdom and older browsers yet. */}
      <div role="search" aria-label={t('inforce.lookup.title')}>
        <SubmitTextField
          {...form.field('txtPolicyNumber')}
          submitLabel={t('inforce.lookup.submit')}
          onSubmit={() =>
            form.submit({
              onSubmit: (values) => void fetchPolicy(String(values.txtPolicyNumber ?? '').trim()),
            })
          }
        />
      </div>
      {load.state === 'loading' && <Spinner label={t('inforce.lookup.loading')} />}
      {load.state === 'failed' && <AlertBanner type="Error">{load.message}</AlertBanner>}
      {result && !tree && (
        <Alert color="yellow" role="status">
          {reason(result.errorCode)}
        </Alert>
      )}
      {message && (
        <AlertBanner type="Success" onClose={() => setMessage(null)}>
          {message}
        </AlertBanner>
      )}
      {tree && policy && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <PolicyTree
              nodes={tree}
              label={t('inforce.lookup.treeLabel', { policyNumber: policy.policyNumber })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="md">
              <PremiumSummaryPanel summary={summary} />
              {/* Issue 8 §3: the loaded policy's progress report (POST /api/RunReportData). */}
              <Fieldset legend={t('reports.pdf.progressTitle')}>
                <ReportActions
                  endpoint="/api/RunReportData"
                  reportLanguage={user?.reportLanguage}
                  buildPayload={() => ({
                    reportName: 'policyProgress',
                    reportLanguage: user?.reportLanguage,
                    formData: { policyNumber: policy.policyNumber },
                  })}
                />
              </Fieldset>
              {riderRefusal ? (
                <Text size="sm" data-testid="term-rider-refusal">
                  {t(`inforce.rider.refusals.${riderRefusal}`)}
                </Text>
              ) : riderOpen ? (
                <TermRiderForm
                  busy={riderBusy}
                  failure={riderFailure}
                  onAdd={(values) => void addRider(values)}
                  onCancel={() => {
                    setRiderOpen(false);
                    setRiderErrors(false);
                    setRiderFailure(null);
                  }}
                  onErrorsChange={setRiderErrors}
                />
              ) : (
                <Group>
                  <Button onClick={() => setRiderOpen(true)}>{t('inforce.rider.open')}</Button>
                </Group>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
