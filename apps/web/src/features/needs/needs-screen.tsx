import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { canUseNewBusiness } from '@portal/domain/access/products';
import type { FormValues } from '@portal/domain/fields/control-item';
import { canSaveNeedsAnalysis, needsKindsFor } from '@portal/domain/needs/access';
import { needsClientName, needsInputFromForm } from '@portal/domain/needs/form';
import { computeNeeds, type NeedsKind, type NeedsOutcome } from '@portal/domain/needs/needs';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AlertBanner, FormSummary } from '@/components/fields';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { printNeedsAnalysis, saveNeedsAnalysis } from './api';
import { NeedsFields } from './needs-fields';
import { NeedsResults } from './needs-results';
import { type NeedsForm, useAnonymousNeedsForm, useSignedInNeedsForm } from './use-needs-form';

/**
 * The session-storage entry of the illustration form (inforce-and-illustration spec: one
 * entry per form). "Illustrate this need" writes the client and the face there and opens the
 * illustration, which starts from this tab's form (features do not import each other).
 */
const ILLUSTRATION_FORM_KEY = 'newBusiness';

/**
 * /proneeds (issue 22): the needs analysis. Open to everyone as the route table says; which
 * analyses a user gets and whether it is saved follow the needs-analysis flags (decision 0068).
 */
export default function NeedsScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const kinds = needsKindsFor(user);
  const [kind, setKind] = useState<NeedsKind>('lite');
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
            onChange={(value) => setKind(value === 'full' ? 'full' : 'lite')}
            data={kinds.map((value) => ({ value, label: t(`needs.${value}`) }))}
          />
        </div>
      )}
      {user ? <SignedIn key={kind} kind={kind} /> : <Anonymous key={kind} kind={kind} />}
    </Stack>
  );
}

function SignedIn({ kind }: { kind: NeedsKind }) {
  const form = useSignedInNeedsForm(kind);
  return <Analysis kind={kind} form={form} />;
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

function Analysis({ kind, form }: { kind: NeedsKind; form: NeedsForm }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [outcome, setOutcome] = useState<{ values: FormValues; outcome: NeedsOutcome } | null>(
    null,
  );
  const [tried, setTried] = useState(false);
  const save = useMutation({ mutationFn: saveNeedsAnalysis });
  const print = useMutation({
    mutationFn: printNeedsAnalysis,
    // The signed link opens without headers in a new window (decision 0027).
    onSuccess: (output) => window.open(output.openUrl, '_blank', 'noopener'),
  });

  const calculate = () => {
    setTried(true);
    save.reset();
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
  const illustrate = () => {
    if (!result || !outcome) return;
    let stored: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(sessionStorage.getItem(ILLUSTRATION_FORM_KEY) ?? '{}');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        stored = parsed as Record<string, unknown>;
    } catch {
      stored = {};
    }
    const client = needsClientName(outcome.values);
    sessionStorage.setItem(
      ILLUSTRATION_FORM_KEY,
      JSON.stringify({
        ...stored,
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
            {user && canSaveNeedsAnalysis(user) && (
              <Button
                variant="default"
                loading={save.isPending}
                onClick={() =>
                  save.mutate({
                    kind,
                    language: form.language,
                    values: typedValues(outcome.values),
                    caseId: null,
                  })
                }
              >
                {t('needs.save')}
              </Button>
            )}
            {user && canUseNewBusiness(user) && result.suggestedFace > 0 && (
              <Button onClick={illustrate}>{t('needs.illustrate')}</Button>
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
          {save.isSuccess && (
            <Group>
              <AlertBanner type="Success">{t('needs.saved')}</AlertBanner>
              <Button
                variant="default"
                loading={print.isPending}
                onClick={() => print.mutate(save.data.id)}
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
