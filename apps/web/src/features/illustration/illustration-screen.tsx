import { Alert, Grid, List, Loader, Stack, Tabs, Text } from '@mantine/core';
import type { PremiumSummaryBody, ProductCatalogue } from '@portal/contracts/illustration';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { productCatalogueQuery } from './api';
import { ClientForm } from './components/client-form';
import { ConceptsPanel } from './components/concepts-panel';
import { PremiumSummaryPanel } from './components/premium-summary';
import { ReportPages } from './components/report-pages';
import { ResultsPanel } from './components/results-panel';
import { SaveCase } from './components/save-case';
import { FormProvider, type FormState } from './form-context';
import {
  checkForm,
  defaultForm,
  type FormValue,
  type IllustrationFormValues,
  readStoredForm,
  SELECTION_FIELDS,
  SELECTIONS_STORAGE_KEY,
  storeForm,
} from './form-model';
import { PREMIUM_MARKS, usePremium } from './use-premium';

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
function initialForm(profile: Record<string, unknown> | undefined): IllustrationFormValues {
  const stored = readStoredForm();
  if (stored) return { ...defaultForm(), ...stored };
  const form = defaultForm();
  const selections = readStoredForm(SELECTIONS_STORAGE_KEY) ?? {};
  for (const name of SELECTION_FIELDS) {
    const kept = selections[name] ?? profile?.[name];
    if (typeof kept === 'string' || typeof kept === 'boolean') form[name] = kept;
  }
  return form;
}

function IllustrationForm({ catalogue }: { catalogue: ProductCatalogue }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const language = currentLanguage();
  const [values, setValues] = useState<IllustrationFormValues>(() => initialForm(user?.formData));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [tab, setTab] = useState<string | null>('client');

  const set = useCallback((name: string, value: FormValue) => {
    performance.mark(PREMIUM_MARKS.input);
    setValues((previous) => {
      const next = { ...previous, [name]: value };
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

  const checked = useMemo(() => checkForm(values, catalogue), [values, catalogue]);
  const shownErrors = Object.entries(checked.problems).filter(
    ([name, problem]) => problem.key !== 'required' || touched.has(name),
  );
  const premium = usePremium(checked.input, shownErrors.length > 0);
  const serverIssues = premium.status === 'notApplicable' ? premium.issues : [];
  const serverProblems = Object.fromEntries(
    serverIssues.flatMap((issue) => {
      const field = SERVER_FIELDS[issue.path];
      return field ? [[field, issue.message]] : [];
    }),
  );
  const unplaced = serverIssues.filter((issue) => !SERVER_FIELDS[issue.path]);

  const state: FormState = {
    values,
    problems: checked.problems,
    serverProblems,
    touched,
    set,
    touch,
  };
  const coverageName = (line: PremiumSummaryBody['coverages'][number]) => {
    const rider = catalogue.riders.find((r) => {
      const kind = r.kind === 'TERM' ? 'TERM' : r.kind;
      return kind === line.riderType && (line.riderType !== 'TERM' || true);
    });
    return rider ? (language === 'fr' ? rider.name.fr : rider.name.en) : line.name;
  };

  return (
    <FormProvider value={state}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <form
            aria-label={t('illustration.form.label')}
            onSubmit={(event) => event.preventDefault()}
            noValidate
          >
            <Tabs value={tab} onChange={setTab} keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="client">{t('illustration.form.tabs.client')}</Tabs.Tab>
                <Tabs.Tab value="results">{t('illustration.form.tabs.results')}</Tabs.Tab>
                <Tabs.Tab value="concepts">{t('illustration.form.tabs.concepts')}</Tabs.Tab>
                <Tabs.Tab value="report">{t('illustration.form.tabs.report')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="client" pt="md">
                <ClientForm catalogue={catalogue} product={checked.product} />
              </Tabs.Panel>
              <Tabs.Panel value="results" pt="md">
                <ResultsPanel input={shownErrors.length ? null : checked.input} />
              </Tabs.Panel>
              <Tabs.Panel value="concepts" pt="md">
                <ConceptsPanel
                  input={shownErrors.length ? null : checked.input}
                  issueAge={checked.issueAge}
                  catalogue={catalogue}
                />
              </Tabs.Panel>
              <Tabs.Panel value="report" pt="md">
                <ReportPages product={checked.product} />
              </Tabs.Panel>
            </Tabs>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
            <PremiumSummaryPanel state={premium} coverageName={coverageName} />
            {unplaced.length > 0 && (
              <Alert color="red" role="alert">
                <List size="sm">
                  {unplaced.map((issue) => (
                    <List.Item key={`${issue.path}-${issue.message}`}>
                      {t('illustration.errors.server', { message: issue.message })}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
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
    </FormProvider>
  );
}

/** /illustration/illustration: the new-business illustration form with live premium. */
export default function IllustrationScreen() {
  const { t } = useTranslation();
  const catalogue = useQuery(productCatalogueQuery);
  if (catalogue.isPending)
    return (
      <Text role="status">
        <Loader size="xs" aria-hidden="true" /> {t('app.loading')}
      </Text>
    );
  if (catalogue.isError)
    return (
      <Alert color="red" role="alert">
        {t('illustration.premium.failed')}
      </Alert>
    );
  return <IllustrationForm catalogue={catalogue.data} />;
}
