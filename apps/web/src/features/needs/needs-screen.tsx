import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { NeedsAnalysis } from '@portal/contracts/needs';
import { canUseNewBusiness } from '@portal/domain/access/products';
import type { FormValues } from '@portal/domain/fields/control-item';
import { canSaveNeedsAnalysis, needsKindsFor } from '@portal/domain/needs/access';
import { needsClientName, needsInputFromForm } from '@portal/domain/needs/form';
import { computeNeeds, type NeedsKind, type NeedsOutcome } from '@portal/domain/needs/needs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AlertBanner, FormSummary } from '@/components/fields';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { loadNeedsAnalysis, printNeedsAnalysis, saveNeedsAnalysis } from './api';
import { NeedsFields } from './needs-fields';
import { NeedsResults } from './needs-results';
import { SavedAnalyses } from './saved-analyses';
import {
  NEEDS_STORAGE_KEY,
  type NeedsForm,
  useAnonymousNeedsForm,
  useSignedInNeedsForm,
} from './use-needs-form';

/**
 * The session-storage entry of the illustration form (inforce-and-illustration spec: one
 * entry per form). "Illustrate this need" writes the client and the face there and opens the
 * illustration, which starts from this tab's form (features do not import each other).
 */
const ILLUSTRATION_FORM_KEY = 'newBusiness';
/** The illustration form's field that ties the case to its analysis (its report prints it). */
const ILLUSTRATION_NEEDS_FIELD = 'needsAnalysisId';

/**
 * /proneeds (issue 22): the needs analysis. Open to everyone as the route table says; which
 * analyses a user gets and whether it is saved follow the needs-analysis flags (decision 0068).
 */
export default function NeedsScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const kinds = needsKindsFor(user);
  const [kind, setKind] = useState<NeedsKind>('lite');
  // A saved analysis opened from the list: its answers fill the form (a new mount reads them
  // from the tab's storage), its result shows, and illustrating it ties this one.
  const [opened, setOpened] = useState<NeedsAnalysis | null>(null);
  const [mount, setMount] = useState(0);
  const open = useMutation({
    mutationFn: loadNeedsAnalysis,
    onSuccess: (analysis) => {
      sessionStorage.setItem(NEEDS_STORAGE_KEY, JSON.stringify(analysis.values));
      setKind(analysis.kind);
      setOpened(analysis);
      setMount((n) => n + 1);
    },
  });
  const formKey = `${kind}-${mount}`;
  return (
    <Stack gap="md">
      {!user && (
        <Alert color="gray" role="note" data-testid="needs-anonymous">
          {t('needs.anonymousNotice')}
        </Alert>
      )}
      {user && !canSaveNeedsAnalysis(user) && (
        <Alert color="gray" role="note">
          {t('needs.noFlagNotice')}
        </Alert>
      )}
      {kinds.length > 1 && (
        <div>
          <Text id="needs-kind" fw={500} size="sm">
            {t('needs.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="needs-kind"
            value={kind}
            onChange={(value) => {
              setOpened(null);
              setKind(value === 'full' ? 'full' : 'lite');
            }}
            data={kinds.map((value) => ({ value, label: t(`needs.${value}`) }))}
          />
        </div>
      )}
      <OpenedNotice opened={opened} />
      {open.isError && <AlertBanner type="Error">{open.error.message}</AlertBanner>}
      {user ? (
        <SignedIn key={formKey} kind={kind} opened={opened} />
      ) : (
        <Anonymous key={formKey} kind={kind} />
      )}
      {user && canSaveNeedsAnalysis(user) && (
        <SavedAnalyses
          onOpen={(id) => {
            open.mutate(id);
            // Back to the top of the form, where the opened analysis's notice is read out.
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </Stack>
  );
}

/** Which saved analysis is open, and the case it belongs to (a live region: said on open). */
function OpenedNotice({ opened }: { opened: NeedsAnalysis | null }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <div aria-live="polite" data-testid="needs-opened">
      {opened && (
        <Alert color="blue" variant="light">
          <Text size="sm">
            {t('needs.savedList.opened', {
              name: opened.clientName,
              date: formatDate(new Date(opened.createdAt), language),
            })}
          </Text>
          {opened.caseName && (
            <Text size="sm">{t('needs.savedList.tiedTo', { name: opened.caseName })}</Text>
          )}
        </Alert>
      )}
    </div>
  );
}

function SignedIn({ kind, opened }: { kind: NeedsKind; opened: NeedsAnalysis | null }) {
  const form = useSignedInNeedsForm(kind);
  return <Analysis kind={kind} form={form} opened={opened?.kind === kind ? opened : null} />;
}

function Anonymous({ kind }: { kind: NeedsKind }) {
  const form = useAnonymousNeedsForm(kind);
  return <Analysis kind={kind} form={form} />;
}

function typedValues(values: FormValues): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'string') typed[name] = value;
  return typed;
}

function Analysis({
  kind,
  form,
  opened = null,
}: {
  kind: NeedsKind;
  form: NeedsForm;
  opened?: NeedsAnalysis | null;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // An opened analysis shows its result as saved (the server computed it from these answers).
  const [outcome, setOutcome] = useState<{ values: FormValues; outcome: NeedsOutcome } | null>(
    opened ? { values: opened.values, outcome: { ok: true, result: opened.result } } : null,
  );
  const [tried, setTried] = useState(false);
  // The saved analysis the result on screen is: the opened one until the answers are
  // calculated again, then the one saved from them.
  const [savedId, setSavedId] = useState<string | null>(opened?.id ?? null);
  const save = useMutation({
    mutationFn: saveNeedsAnalysis,
    onSuccess: async (saved) => {
      setSavedId(saved.id);
      await queryClient.invalidateQueries({ queryKey: ['needs', 'saved'] });
    },
  });
  const canSave = user !== null && canSaveNeedsAnalysis(user);
  const saveBody = () =>
    outcome && {
      kind,
      language: form.language,
      values: typedValues(outcome.values),
      // Continuing a case's analysis keeps it with that case.
      caseId: opened?.caseId ?? null,
    };
  const print = useMutation({
    mutationFn: printNeedsAnalysis,
    // The signed link opens without headers in a new window (decision 0027).
    onSuccess: (output) => window.open(output.openUrl, '_blank', 'noopener'),
  });

  const calculate = () => {
    setTried(true);
    save.reset();
    setSavedId(null);
    form.submit({
      onSubmit: (values) => {
        setOutcome({
          values,
          outcome: computeNeeds(needsInputFromForm(kind, values, form.language)),
        });
      },
      onError: () => setOutcome(null),
    });
  };

  const result = outcome?.outcome.ok ? outcome.outcome.result : null;
  const illustrate = async () => {
    if (!result || !outcome) return;
    // Illustrating a need saves it first (when the agent may save), so the case saved from
    // the illustration is tied to it and its report can print it.
    let needsId = savedId;
    const body = saveBody();
    if (!needsId && canSave && body) {
      try {
        needsId = (await save.mutateAsync(body)).id;
      } catch {
        return; // The save's error is shown under the buttons; nothing is illustrated.
      }
    }
    let stored: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(sessionStorage.getItem(ILLUSTRATION_FORM_KEY) ?? '{}');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        stored = parsed as Record<string, unknown>;
    } catch {
      stored = {};
    }
    const client = needsClientName(outcome.values);
    // A tie left by an earlier client's analysis must not follow this one.
    const { [ILLUSTRATION_NEEDS_FIELD]: _earlier, ...rest } = stored;
    sessionStorage.setItem(
      ILLUSTRATION_FORM_KEY,
      JSON.stringify({
        ...rest,
        ...(needsId ? { [ILLUSTRATION_NEEDS_FIELD]: needsId } : {}),
        insuredName: client,
        ownerName: client,
        // Whole dollars, as the illustration's face amount is typed.
        faceAmount: String(result.suggestedFace / 100),
      }),
    );
    void navigate(paths.section.getHref('illustration', 'illustration'));
  };

  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          calculate();
        }}
      >
        <Stack gap="md">
          <NeedsFields kind={kind} form={form} />
          {tried && form.errorCount > 0 && (
            <FormSummary summary={form.summary} errors={form.errorList} />
          )}
          <Group>
            <Button type="submit">{t('needs.calculate')}</Button>
          </Group>
        </Stack>
      </form>
      {outcome && !outcome.outcome.ok && (
        <AlertBanner type="Error">{t(`needs.problems.${outcome.outcome.problem}`)}</AlertBanner>
      )}
      {result && outcome && (
        <Stack gap="md">
          <NeedsResults result={result} />
          <Group>
            {canSave && !savedId && (
              <Button
                variant="default"
                loading={save.isPending}
                onClick={() => {
                  const body = saveBody();
                  if (body) save.mutate(body);
                }}
              >
                {t('needs.save')}
              </Button>
            )}
            {user && canUseNewBusiness(user) && result.suggestedFace > 0 && (
              <Button loading={save.isPending} onClick={() => void illustrate()}>
                {t('needs.illustrate')}
              </Button>
            )}
          </Group>
          {!user && (
            <Text>
              <Anchor
                component={Link}
                to={paths.login.getHref()}
                state={{ from: `${location.pathname}${location.search}` }}
              >
                {t('needs.illustrateSignIn')}
              </Anchor>
            </Text>
          )}
          {user && !canUseNewBusiness(user) && <Text>{t('needs.illustrateNoAccess')}</Text>}
          {savedId && (
            <Group>
              {save.isSuccess && <AlertBanner type="Success">{t('needs.saved')}</AlertBanner>}
              <Button
                variant="default"
                loading={print.isPending}
                onClick={() => print.mutate(savedId)}
              >
                {t('needs.pdf')}
              </Button>
            </Group>
          )}
          {print.isError && <AlertBanner type="Error">{print.error.message}</AlertBanner>}
          {save.isError && <AlertBanner type="Error">{save.error.message}</AlertBanner>}
        </Stack>
      )}
    </Stack>
  );
}
