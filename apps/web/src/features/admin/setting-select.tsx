import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '@/components/alerts/alert-store';
import { errorMessageKey } from '@/lib/api-error';
import {
  AUDIT_KEY,
  type CompanySettingPath,
  companySettingKey,
  fetchCompanySetting,
  saveCompanySetting,
} from './api';

const WORDS = {
  signUp: {
    title: 'admin.roles.signUpTitle',
    intro: 'admin.roles.signUpIntro',
    label: 'admin.roles.signUpRole',
    saved: 'admin.roles.signUpSaved',
  },
  variant: {
    title: 'admin.roles.variantTitle',
    intro: 'admin.roles.variantIntro',
    label: 'admin.roles.variantLabel',
    saved: 'admin.roles.variantSaved',
  },
} as const;

/** One company setting chosen from a list: its call, and how the select shows it. */
export interface CompanySetting<Setting> {
  path: CompanySettingPath;
  /** The option the setting is, and the setting an option chosen is. */
  valueOf(setting: Setting): string;
  settingOf(value: string): Setting;
  words: keyof typeof WORDS;
}

/**
 * One company setting on the Roles screen: read by every user manager, changed by
 * administrators (`canChange`), each choice saved at once, announced, and shown in the audit
 * trail. While it loads the select shows the first option.
 */
export function SettingSelect<Setting>({
  setting,
  options,
  canChange,
}: {
  setting: CompanySetting<Setting>;
  options: { value: string; label: string }[];
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const words = WORDS[setting.words];
  const headingId = useId();
  const client = useQueryClient();
  const queryKey = companySettingKey(setting.path);
  const current = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchCompanySetting<Setting>(setting.path, signal),
  });
  const save = useMutation({
    mutationFn: (value: string) => saveCompanySetting(setting.path, setting.settingOf(value)),
    onSuccess: async (saved) => {
      client.setQueryData(queryKey, saved);
      alerts.show({ message: t(words.saved), type: 'Success', name: 'adminRole' });
      await client.invalidateQueries({ queryKey: AUDIT_KEY });
    },
    onError: (error) =>
      alerts.show({
        message: t('admin.saveFailed', { reason: t(errorMessageKey(error)) }),
        type: 'Error',
        name: 'adminRole',
      }),
  });
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={2} size="h4" id={headingId}>
        {t(words.title)}
      </Title>
      <Text size="sm">{t(words.intro)}</Text>
      <NativeSelect
        label={t(words.label)}
        maw={420}
        value={current.data === undefined ? options[0]?.value : setting.valueOf(current.data)}
        disabled={!canChange || current.isPending || save.isPending}
        data={options}
        onChange={(event) => save.mutate(event.currentTarget.value)}
      />
    </Stack>
  );
}
