import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { Role } from '@portal/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '@/components/alerts/alert-store';
import { errorMessageKey } from '@/lib/api-error';
import { AUDIT_KEY, DIRECTORY_SIGN_UP_KEY, fetchDirectorySignUp, saveDirectorySignUp } from './api';
import { roleName } from './words';

const NONE = '';

/**
 * The company's just-in-time setting for directory sign-in (decision 0030): which role a
 * directory account with no portal user is created with at its first sign-in, or none.
 * Administrators change it; other user managers see it.
 */
export function DirectorySignUpSetting({
  roles,
  canChange,
}: {
  roles: readonly Role[];
  canChange: boolean;
}) {
  const { t, i18n } = useTranslation();
  const french = i18n.language === 'fr';
  const headingId = useId();
  const client = useQueryClient();
  const setting = useQuery({
    queryKey: DIRECTORY_SIGN_UP_KEY,
    queryFn: ({ signal }) => fetchDirectorySignUp(signal),
  });
  const save = useMutation({
    mutationFn: saveDirectorySignUp,
    onSuccess: async (saved) => {
      client.setQueryData(DIRECTORY_SIGN_UP_KEY, saved);
      alerts.show({ message: t('admin.roles.signUpSaved'), type: 'Success', name: 'adminRole' });
      await client.invalidateQueries({ queryKey: AUDIT_KEY });
    },
    onError: (error) =>
      alerts.show({
        message: t('admin.saveFailed', { reason: t(errorMessageKey(error)) }),
        type: 'Error',
        name: 'adminRole',
      }),
  });
  const value = setting.data?.roleId == null ? NONE : String(setting.data.roleId);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={2} size="h4" id={headingId}>
        {t('admin.roles.signUpTitle')}
      </Title>
      <Text size="sm">{t('admin.roles.signUpIntro')}</Text>
      <NativeSelect
        label={t('admin.roles.signUpRole')}
        maw={420}
        value={value}
        disabled={!canChange || setting.isPending || save.isPending}
        data={[
          { value: NONE, label: t('admin.roles.signUpOff') },
          ...roles.map((role) => ({ value: String(role.roleId), label: roleName(role, french) })),
        ]}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          save.mutate(chosen === NONE ? null : Number(chosen));
        }}
      />
    </Stack>
  );
}
