import { Alert, Button, Grid, Loader, Stack, Tabs, Text } from '@mantine/core';
import type { StoredControlItemMap } from '@portal/contracts/fields';
import type {
  IllustrationInputBody,
  PremiumSummaryBody,
  ProductCatalogue,
} from '@portal/contracts/illustration';
import {
  allocationItem,
  ILLUSTRATION_FORM,
  ILLUSTRATION_ITEMS,
} from '@portal/contracts/illustration-items';
import {
  canAdministerEapplication,
  canUseConcepts,
  canUseEapplication,
} from '@portal/domain/access/products';
import { formSummary } from '@portal/domain/fields/message-text';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { controlItemsQuery, fieldCatalogue, toControlItem } from '@/components/fields';
import type { ApiIssue } from '@/lib/api-error';
import { currentLanguage } from '@/lib/i18n';
import { issueText } from '@/lib/issue-text';
import { useKeptOnServer } from '@/lib/kept-on-server';
import { logFailure } from '@/lib/log';
import { useSession } from '@/lib/session';
import {
  onSharedOwnershipRequest,
  takeSharedOwnershipRequest,
} from '@/lib/shared-ownership-request';
import { deleteDraft, draftQuery, prefetchDraft, productCatalogueQuery, saveDraft } from './api';
import { EAPPLICATION_PATH, handOverToApplication } from './apply';
import { ClientForm } from './components/client-form';
import { ErrorSummary, focusField } from './components/error-summary';
import { PremiumSummaryPanel } from './components/premium-summary';
import { SaveCase } from './components/save-case';
import { type FieldItem, FormProvider, type FormState, useDynamicT } from './form-context';
import { type FormError, visibleErrors } from './form-errors';
import {
  applyChange,
  checkForm,
  defaultForm,
  FORM_STORAGE_KEY,
  type FormValue,
  hasProgress,
  type IllustrationFormValues,
  readStoredForm,
  SELECTION_FIELDS,
  SELECTIONS_STORAGE_KEY,
  storeForm,
} from './form-model';
import {
  ConceptsPanel,
  PartLoading,
  prefetchIllustrationParts,
  ReportTab,
  ResultsPanel,
  SharedOwnershipConcept,
  SharedOwnershipValues,
} from './lazy-parts';
import { trackingDetail, useQuoteTracking } from './quote-tracking';
import { SHARED_DATA_FIELD } from './shared-ownership/field';
import { useSharedData } from './shared-ownership/use-shared-data';
import { PREMIUM_MARKS, usePremium } from './use-premium';

const NO_ISSUES: readonly ApiIssue[] = [];

/** The premium summary fed by the live first-year-premium calls; reports server refusals up. */
const LivePremium = memo(function LivePremium({
  input,
  hasErrors,
  coverageName,
  onIssues,
  onPriced,
}: {
  input: IllustrationInputBody | null;
  hasErrors: boolean;
  coverageName: (line: PremiumSummaryBody['coverages'][number]) => string;
  onIssues: (issues: readonly ApiIssue[]) => void;
  /** The input whose premium is on screen (its JSON), or null while none is: a quote. */
  onPriced: (pricedKey: string | null) => void;
}) {
  const premium = usePremium(input, hasErrors);
  const issues = premium.status === 'notApplicable' ? premium.issues : NO_ISSUES;
  useEffect(() => onIssues(issues.length ? issues : NO_ISSUES), [issues, onIssues]);
  const pricedKey = premium.status === 'ok' && input ? JSON.stringify(input) : null;
  useEffect(() => onPriced(pricedKey), [pricedKey, onPriced]);
  return <PremiumSummaryPanel state={premium} coverageName={coverageName} />;
});

/** Engine field paths (server refusals) to the form field that holds them. */
const SERVER_FIELDS: Record<string, string> = {
  'insureds.0.issueAge': 'insuredAge',
  'insureds.1.issueAge': 'insured2Age',
  faceAmount: 'faceAmount',
  'ul.annualDeposit': 'annualDeposit',
  'ul.allocations': 'allocations',
  'insureds.0.rating': 'insuredRating',
  'insureds.0.flatExtra': 'insuredFlatExtra',
};

/**
 * The starting form: the one in progress in this tab (session storage 'newBusiness'), or a
 * fresh one with the page and concept choices kept in session storage and in the user's
 * saved report profile (formData).
 */
function freshForm(profile: Record<string, unknown> | undefined): IllustrationFormValues {
  const form = defaultForm();
  const selections = readStoredForm(SELECTIONS_STORAGE_KEY) ?? {};
  for (const name of SELECTION_FIELDS) {
    const kept = selections[name] ?? profile?.[name];
    if (typeof kept === 'string' || typeof kept === 'boolean') form[name] = kept;
  }
  return form;
}

/** The draft kept on the server, as form values (anything not a string or a flag is dropped). */
function draftValues(form: Record<string, unknown> | null): IllustrationFormValues | null {
  if (!form) return null;
  const values: IllustrationFormValues = {};
  for (const [name, value] of Object.entries(form))
    if (typeof value === 'string' || typeof value === 'boolean') values[name] = value;
  return values;
}

/** The fields in the order the form shows them: the seeded items', the funds after the UL's. */
function fieldOrder(product: ProductCatalogue['products'][number] | undefined): string[] {
  const funds = (product?.funds ?? []).map((fund) => `alloc_${fund.fundId}`);
  return ILLUSTRATION_ITEMS.flatMap((item) =>
    item.fieldName === 'coiType' ? [item.fieldName, ...funds, 'allocations'] : [item.fieldName],
  );
}

/**
 * The illustration form's control items in the engine's shape, and the engine's texts: the
 * server's items, over the seeded defaults, so every field has its type, mask and length.
 */
function useFieldItems(
  stored: StoredControlItemMap | undefined,
  language: 'en' | 'fr',
  catalogue: ProductCatalogue,
) {
  return useMemo(() => {
    const items: Record<string, FieldItem> = {};
    const allocations = catalogue.products.flatMap((product) =>
      product.funds.map((fund) => allocationItem(fund.fundId, fund.name)),
    );
    const all: StoredControlItemMap = {
      ...Object.fromEntries(
        [...ILLUSTRATION_ITEMS, ...allocations].map((item) => [item.fieldName, item]),
      ),
      ...stored,
    };
    for (const item of Object.values(all)) {
      if (item.formName !== ILLUSTRATION_FORM) continue;
      items[item.fieldName] = {
        item: toControlItem(item, language),
        caption: language === 'fr' ? item.captionFr || item.captionEn : item.captionEn,
        help: language === 'fr' ? item.statusFr || item.statusEn : item.statusEn,
      };
    }
    return { items, catalogue: fieldCatalogue(all, language) };
  }, [stored, language, catalogue]);
}

function IllustrationForm({
  catalogue,
  initial,
  restored,
  storedItems,
}: {
  catalogue: ProductCatalogue;
  initial: IllustrationFormValues;
  restored: boolean;
  storedItems: StoredControlItemMap | undefined;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const language = currentLanguage();
  const [values, setValues] = useState<IllustrationFormValues>(initial);
  const navigate = useNavigate();
  const canApply = user ? canUseEapplication(user) || canAdministerEapplication(user) : false;
  const [restoredNote, setRestoredNote] = useState(restored);

  // The form in progress is kept on the server as the agent types (decision 0013), so that
  // signing out, a timed-out session or a closed tab never loses it.
  const { markKept } = useKeptOnServer(values, initial, saveDraft, {
    delay: 400,
    failure: 'Keeping the form in progress',
    worthKeeping: hasProgress,
  });
  const startNew = () => {
    const fresh = freshForm(user?.formData);
    markKept(fresh);
    sessionStorage.removeItem(FORM_STORAGE_KEY);
    setValues(fresh);
    setTouched(new Set());
    setRestoredNote(false);
    deleteDraft().catch((error: unknown) => logFailure('Dropping the form in progress', error));
  };
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [tab, setTab] = useState<string | null>('client');

  // Shared Ownership (issue 21): opened from Switch Products (through the request store) or
  // from the Concepts tab; its merged data is kept with the form (session storage, drafts and
  // saved cases), and its values tab is shown once the slideshow is finished.
  const [sharedOpen, setSharedOpen] = useState(false);
  useEffect(() => {
    if (takeSharedOwnershipRequest()) setSharedOpen(true);
    return onSharedOwnershipRequest(() => {
      if (takeSharedOwnershipRequest()) setSharedOpen(true);
    });
  }, []);
  const sharedData = useSharedData(values);
  // The slideshow's code loads when it is first opened (once the kept data is read, which
  // it starts from), and it stays mounted after, keeping its pages' state.
  const [sharedShown, setSharedShown] = useState(false);
  if (sharedOpen && !sharedShown && sharedData !== undefined) setSharedShown(true);

  const set = useCallback((name: string, value: FormValue) => {
    performance.mark(PREMIUM_MARKS.input);
    setValues((previous) => {
      const next = applyChange(previous, name, value);
      storeForm(next);
      return next;
    });
    setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
  }, []);
  const touch = useCallback(
    (name: string) =>
      setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name))),
    [],
  );

  const checked = useMemo(
    () => checkForm(values, catalogue, new Date(), language),
    [values, catalogue, language],
  );
  // The live premium lives in its own component, so an answer re-renders only the panel.
  const [serverIssues, setServerIssues] = useState<readonly ApiIssue[]>([]);
  const serverProblems = Object.fromEntries(
    serverIssues.flatMap((issue) => {
      const field = SERVER_FIELDS[issue.path];
      return field ? [[field, issueText(issue, language)]] : [];
    }),
  );
  const unplaced = serverIssues
    .filter((issue) => !SERVER_FIELDS[issue.path])
    .map((issue) => issueText(issue, language));

  const tx = useDynamicT();
  const fieldItems = useFieldItems(storedItems, language, catalogue);
  // One list of errors for the fields, the summary, the premium and the report buttons.
  const errors = visibleErrors({
    values,
    problems: checked.problems,
    touched,
    items: fieldItems.items,
    catalogue: fieldItems.catalogue,
    serverProblems,
    unplaced,
    language,
    t: tx,
    order: fieldOrder(checked.product),
  });
  const premiumBlocked = errors.some((error) => error.pricing);
  const conceptsBlocked = errors.some((error) => error.pricing || error.tab === 'report');
  const state: FormState = {
    values,
    errors: Object.fromEntries(errors.map((error) => [error.name, error.message])),
    language,
    touched,
    set,
    touch,
    items: fieldItems.items,
    catalogue: fieldItems.catalogue,
  };
  // A link of the summary opens the field's tab; the field is focused once the tab is drawn.
  const [focusing, setFocusing] = useState<string | null>(null);
  const go = (error: FormError) => {
    setTab(error.tab);
    setFocusing(error.name);
  };
  useEffect(() => {
    if (focusing === null) return;
    const frame = requestAnimationFrame(() => {
      focusField(focusing);
      setFocusing(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusing]);
  // The events the ProQuote data reports count (decision 0078): the form data as priced.
  const detailNow = () => trackingDetail(values, checked.input);
  const onPriced = useQuoteTracking(detailNow);
  const coverageName = useCallback(
    (line: PremiumSummaryBody['coverages'][number]) => {
      const rider = catalogue.riders.find((r) => r.kind === line.riderType);
      return rider ? (language === 'fr' ? rider.name.fr : rider.name.en) : line.name;
    },
    [catalogue, language],
  );

  return (
    <FormProvider value={state}>
      {/* The other tabs' code comes at the first touch of the screen, while the agent types. */}
      <Grid gap="md" onFocus={prefetchIllustrationParts} onPointerDown={prefetchIllustrationParts}>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <form
            aria-label={t('illustration.form.label')}
            onSubmit={(event) => event.preventDefault()}
            noValidate
          >
            <ErrorSummary
              title={formSummary(errors.length, fieldItems.catalogue, language)}
              errors={errors}
              onGo={go}
            />
            <Tabs value={tab} onChange={setTab} keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="client">{t('illustration.form.tabs.client')}</Tabs.Tab>
                <Tabs.Tab value="results">{t('illustration.form.tabs.results')}</Tabs.Tab>
                <Tabs.Tab value="concepts">{t('illustration.form.tabs.concepts')}</Tabs.Tab>
                <Tabs.Tab value="report">{t('illustration.form.tabs.report')}</Tabs.Tab>
                {sharedData?.finished && (
                  <Tabs.Tab value="sharedOwnership">{t('sharedOwnership.values.tab')}</Tabs.Tab>
                )}
              </Tabs.List>
              <Tabs.Panel value="client" pt="md">
                <ClientForm catalogue={catalogue} product={checked.product} />
              </Tabs.Panel>
              <Tabs.Panel value="results" pt="md">
                <PartLoading>
                  <ResultsPanel input={premiumBlocked ? null : checked.input} />
                </PartLoading>
              </Tabs.Panel>
              <Tabs.Panel value="concepts" pt="md">
                {/* Shared Ownership is a concept: offered to whom may use concepts (spec 2.4). */}
                {user && canUseConcepts(user) && (
                  <Button variant="default" mb="md" onClick={() => setSharedOpen(true)}>
                    {t('sharedOwnership.open')}
                  </Button>
                )}
                <PartLoading>
                  <ConceptsPanel
                    input={conceptsBlocked ? null : checked.input}
                    issueAge={checked.issueAge}
                    catalogue={catalogue}
                  />
                </PartLoading>
              </Tabs.Panel>
              {sharedData?.finished && (
                <Tabs.Panel value="sharedOwnership" pt="md">
                  <PartLoading>
                    <SharedOwnershipValues data={sharedData} onEdit={() => setSharedOpen(true)} />
                  </PartLoading>
                </Tabs.Panel>
              )}
              <Tabs.Panel value="report" pt="md">
                <PartLoading>
                  <ReportTab
                    product={checked.product}
                    issueAge={checked.issueAge}
                    errorCount={errors.length}
                    input={checked.input}
                    problemCount={Object.keys(checked.problems).length}
                    sharedData={sharedData ?? null}
                    reportLanguage={user?.reportLanguage}
                    tracking={{ formName: ILLUSTRATION_FORM, detail: detailNow }}
                  />
                </PartLoading>
              </Tabs.Panel>
            </Tabs>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
            <LivePremium
              input={checked.input}
              hasErrors={premiumBlocked}
              coverageName={coverageName}
              onIssues={setServerIssues}
              onPriced={onPriced}
            />
            {restoredNote && (
              <Alert
                variant="default"
                withCloseButton
                onClose={() => setRestoredNote(false)}
                closeButtonLabel={t('fields.close')}
              >
                {t('illustration.save.restored')}
              </Alert>
            )}
            {canApply && (
              <Button
                title={t('eapp.applyHint')}
                disabled={!checked.input}
                onClick={async () => {
                  handOverToApplication(values, checked.input);
                  await navigate(EAPPLICATION_PATH);
                }}
              >
                {t('eapp.apply')}
              </Button>
            )}
            <Button variant="default" onClick={startNew}>
              {t('illustration.save.startNew')}
            </Button>
            <SaveCase
              values={values}
              onSaved={(saved) => {
                set('savedId', saved.id);
                set('savedName', saved.name);
              }}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      {sharedShown && (
        <Suspense fallback={null}>
          <SharedOwnershipConcept
            opened={sharedOpen}
            initial={sharedData ?? null}
            storedItems={storedItems}
            onExit={(data) => {
              setSharedOpen(false);
              set(SHARED_DATA_FIELD, JSON.stringify(data));
              if (data.finished) {
                // Finishing chooses the concept for the report, and shows its values.
                set('chkSharedOwnership', true);
                setTab('sharedOwnership');
              }
            }}
          />
        </Suspense>
      )}
    </FormProvider>
  );
}

/**
 * What the screen reads before drawing its form, asked for when the screen is opened, beside
 * the control items the guard waits for (app/screens.tsx), rather than after them.
 */
export function prefetch(client: QueryClient): void {
  void client.prefetchQuery(productCatalogueQuery);
  if (readStoredForm() === null) prefetchDraft(client);
}

/** /illustration/illustration: the new-business illustration form with live premium. */
export default function IllustrationScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const catalogue = useQuery(productCatalogueQuery);
  // The guard's query, already loaded: the screen asks the server for nothing more. It does
  // not sign the user out when they fail (the guard does): it keeps the catalogue's words.
  const items = useQuery(controlItemsQuery);
  useEffect(() => {
    if (items.isError) logFailure('Loading the illustration control items', items.error);
  }, [items.isError, items.error]);
  // The tab's own form first; else the draft kept on the server; else a fresh form.
  const [stored] = useState(() => readStoredForm());
  const draft = useQuery({ ...draftQuery, enabled: stored === null });
  const pending = catalogue.isPending || items.isPending || (stored === null && draft.isPending);
  // The form is drawn in a transition, even when its data is there at the first render: React
  // then draws it a few milliseconds at a time and the page answers in between, where one
  // long task would hold every tap and key back (decision 0083).
  const drawForm = useDeferredValue(!pending, false);
  if (!pending && catalogue.isError)
    return (
      <Alert variant="default" color="red.9" role="alert">
        {t('illustration.premium.failed')}
      </Alert>
    );
  if (pending || !drawForm || catalogue.isError)
    return (
      <Text role="status">
        <Loader size="xs" aria-hidden="true" /> {t('app.loading')}
      </Text>
    );
  const fromDraft = stored === null ? draftValues(draft.data?.form ?? null) : null;
  const initial = stored
    ? { ...defaultForm(), ...stored }
    : fromDraft
      ? { ...defaultForm(), ...fromDraft }
      : freshForm(user?.formData);
  return (
    <IllustrationForm
      catalogue={catalogue.data}
      initial={initial}
      restored={fromDraft !== null}
      storedItems={items.data}
    />
  );
}
