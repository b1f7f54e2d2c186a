import { Alert, Box, Button, Fieldset, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ProductSetup } from '@portal/contracts/illustration';
import type { User } from '@portal/contracts/user';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ALERT_DISPLAY_MS, alerts } from '@/components/alerts/alert-store';
import { serverMessage } from '@/lib/api-error';
import { http } from '@/lib/http';
import { useSession } from '@/lib/session';
import { FormCheck, FormText, useDynamicT, useFormState } from '../form-context';
import {
  CONCEPT_FLAGS,
  CONCEPT_RATES,
  defaultRetirementAge,
  INCOME_FLAGS,
  PAGE_FLAGS,
  reportReadiness,
  SELECTION_FIELDS,
  TERM_COMPARE_FLAGS,
} from '../form-model';
import { NeedsPageChoice } from './needs-page';

/** The alert a failed save of the report choices raises. */
export const REPORT_PROFILE_ALERT = 'updateReportProfile';

/**
 * Report page, concept and income choices with the concept rates (platform spec 3, saved
 * report profile), and the form-level rules that must hold before a report is generated.
 */
export function ReportPages({
  product,
  issueAge,
  errorCount,
  priced,
}: {
  product: ProductSetup | undefined;
  issueAge: number | null;
  /** Errors the form has (listed at its top): the report waits for them. */
  errorCount: number;
  /** Whether the case has an engine input (a premium). */
  priced: boolean;
}) {
  const { t } = useTranslation();
  const tx = useDynamicT();
  const form = useFormState();
  const { user } = useSession();
  // Everything that holds the report buttons back, so they are never off without a reason.
  const readiness = [
    ...(errorCount > 0
      ? ['illustration.report.fixErrors']
      : priced
        ? []
        : ['illustration.report.incomplete']),
    ...reportReadiness(form.values, product).map((key) => `formRules.${key}`),
  ];
  const saveProfile = useMutation({
    // Platform spec 8: a report-profile update failure shows the server's message as an Error
    // alert for 5000 ms.
    onError: (error) =>
      alerts.show({
        message: serverMessage(error, t),
        type: 'Error',
        name: REPORT_PROFILE_ALERT,
        timeout: ALERT_DISPLAY_MS,
      }),
    mutationFn: () => {
      const formData = Object.fromEntries(
        SELECTION_FIELDS.filter((name) => name in form.values).map((name) => [
          name,
          form.values[name],
        ]),
      );
      return http.request<User>('/users/update', {
        method: 'POST',
        body: { username: user?.username ?? '', formData },
      });
    },
  });
  return (
    <Stack gap="md">
      <Fieldset legend={t('illustration.report.pages')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {PAGE_FLAGS.map((name) => (
            <FormCheck key={name} name={name} label={t(`illustration.report.${name}`)} />
          ))}
        </SimpleGrid>
        <Box mt="sm">
          <NeedsPageChoice />
        </Box>
      </Fieldset>
      <Fieldset legend={t('illustration.concepts.flags')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {CONCEPT_FLAGS.map((name) => (
            <FormCheck key={name} name={name} label={t(`illustration.concepts.${name}`)} />
          ))}
        </SimpleGrid>
        <Text size="sm" mt="sm" fw={600}>
          {t('illustration.form.compareTerms')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt={4}>
          {TERM_COMPARE_FLAGS.map((name) => (
            <FormCheck key={name} name={name} label={t(`illustration.form.${name}`)} />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('illustration.report.income')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {INCOME_FLAGS.map((name) => (
            <FormCheck key={name} name={name} label={t(`illustration.report.${name}`)} />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('illustration.concepts.rates')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {CONCEPT_RATES.map((name) => (
            <FormText key={name} name={name} label={t(`illustration.concepts.${name}`)} />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('illustration.concepts.payouts')}>
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          {[1, 2, 3, 4, 5].map((n) => (
            <FormText
              key={`py${n}`}
              name={`txtPy${n}`}
              label={t('illustration.concepts.txtPy', { n })}
            />
          ))}
          {[1, 2, 3, 4, 5].map((n) => (
            <FormText
              key={`age${n}`}
              name={`txtAgeD${n}`}
              label={t('illustration.concepts.txtAgeD', { n })}
              description={
                n === 1 && issueAge !== null
                  ? t('illustration.concepts.retirementDefault', {
                      age: defaultRetirementAge(issueAge),
                    })
                  : undefined
              }
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <div>
        <Button
          variant="default"
          onClick={() => saveProfile.mutate()}
          loading={saveProfile.isPending}
        >
          {t('illustration.report.saveProfile')}
        </Button>
        <div aria-live="polite">
          {saveProfile.isSuccess && <Text size="sm">{t('illustration.report.profileSaved')}</Text>}
        </div>
      </div>
      <Alert variant="default" title={t('illustration.report.readiness')}>
        {readiness.length ? (
          <List>
            {readiness.map((key) => (
              <List.Item key={key}>{tx(key)}</List.Item>
            ))}
          </List>
        ) : (
          t('illustration.report.ready')
        )}
      </Alert>
    </Stack>
  );
}
