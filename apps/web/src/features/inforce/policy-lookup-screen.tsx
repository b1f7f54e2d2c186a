import { Alert, Button, Fieldset, Grid, Group, Stack, Text } from '@mantine/core';
import type { CoverageSetupResponse, GetPolicyResponse } from '@portal/contracts/inforce';
import { POLICY_NUMBER_MAX } from '@portal/contracts/inforce';
import { controlItem, controlItemMap, type FormValues } from '@portal/domain/fields/control-item';
import { FIELD_MESSAGES } from '@portal/domain/fields/messages';
import { premiumSummary } from '@portal/domain/inforce/premium';
import {
  buildTermRider,
  TERM_RIDER_MESSAGE_MS,
  type TermRiderInput,
  termRiderInputOf,
} from '@portal/domain/inforce/term-rider';
import { buildPolicyTree } from '@portal/domain/inforce/tree';
import { type InforcePolicy, isLoadable, type PolicyStatus } from '@portal/domain/inforce/types';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AlertBanner, Spinner, SubmitTextField, useFieldForm } from '@/components/fields';
import { ReportActions } from '@/components/report-actions';
import { ApiError } from '@/lib/api-error';
import { logFailure } from '@/lib/log';
import { useSession } from '@/lib/session';
import { readAddedRiders, storeAddedRiders } from './added-riders';
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
  const { t, language } = useInforceWords();
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
  const [riders, setRiders] = useState<TermRiderInput[]>([]);
  const [riderOpen, setRiderOpen] = useState(false);
  const [riderErrors, setRiderErrors] = useState(false);
  const [riderBusy, setRiderBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  /** The illustration copy's added riders, each with its setup from the server (spec 4). */
  const [copyRiders, setCopyRiders] = useState<CoverageSetupResponse[]>([]);
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
        setCopyRiders([]);
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
    for (const rider of riders) current = buildTermRider(current, rider).inforcePolicy;
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
    () => premiumSummary(policy, { hasErrors: riderOpen && riderErrors }),
    [policy, riderOpen, riderErrors],
  );

  const addRider = async (values: FormValues) => {
    if (!policy) return;
    const input = termRiderInputOf(values);
    const built = buildTermRider(policy, input);
    setRiderBusy(true);
    // The illustration copy's rider gets its setup from the server; a failure is only logged.
    const withSetup = await getCoverageSetup({
      coverageID: built.riderCoverage.coverageID,
      parentCoverageID: built.riderCoverage.parentCoverageID,
      coverageType: built.riderCoverage.coverageType,
      riderType: built.riderCoverage.riderType,
      policyType: policy.policyType,
      faceAmount: built.riderCoverage.faceAmount,
      initialFaceAmount: built.riderCoverage.faceAmount,
      productSetup: {
        prodID: built.riderCoverage.prodID,
        planCode: built.riderCoverage.planCode,
        name: built.riderCoverage.name,
      },
      premiumRateData: { rate: null, annualPremium: 0 },
    }).catch((error: unknown) => {
      logFailure('Coverage setup', error);
      return undefined;
    });
    if (withSetup) setCopyRiders((current) => [...current, withSetup]);
    setRiderBusy(false);
    const next = [...riders, input];
    setRiders(next);
    storeAddedRiders(policy.policyNumber, next);
    setRiderOpen(false);
    setRiderErrors(false);
    setMessage(t(`inforce.${built.messageKey}` as 'inforce.messages.addedTermRider'));
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
              {riderOpen ? (
                <TermRiderForm
                  busy={riderBusy}
                  onAdd={(values) => void addRider(values)}
                  onCancel={() => {
                    setRiderOpen(false);
                    setRiderErrors(false);
                  }}
                  onErrorsChange={setRiderErrors}
                />
              ) : (
                <Group>
                  <Button onClick={() => setRiderOpen(true)}>{t('inforce.rider.open')}</Button>
                </Group>
              )}
              {copyRiders.length > 0 && (
                <Text size="xs" c="dimmed" data-testid="illustration-copy-riders">
                  {copyRiders.map((rider) => rider.productSetup.planCode).join(', ')}
                </Text>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
