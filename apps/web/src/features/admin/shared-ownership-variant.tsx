import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { SHARED_VARIANTS, type SharedVariant } from '@portal/contracts/shared-ownership';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '@/components/alerts/alert-store';
import { errorMessageKey } from '@/lib/api-error';
import { AUDIT_KEY, fetchSharedVariant, SHARED_VARIANT_KEY, saveSharedVariant } from './api';

const LABELS = {
  slideshow: 'admin.roles.variantSlideshow',
  wizard: 'admin.roles.variantWizard',
} as const satisfies Record<SharedVariant, string>;

/**
 * The company's Shared Ownership presentation (decisions 0065, 0081): the 17-page slideshow
 * (the default) or the earlier wizard. Administrators change it; other user managers see it.
 */
export function SharedOwnershipVariantSetting({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const client = useQueryClient();
  const setting = useQuery({
    queryKey: SHARED_VARIANT_KEY,
    queryFn: ({ signal }) => fetchSharedVariant(signal),
  });
  const save = useMutation({
    mutationFn: saveSharedVariant,
    onSuccess: async (saved) => {
      client.setQueryData(SHARED_VARIANT_KEY, saved);
      alerts.show({ message: t('admin.roles.variantSaved'), type: 'Success', name: 'adminRole' });
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
        {t('admin.roles.variantTitle')}
      </Title>
      <Text size="sm">{t('admin.roles.variantIntro')}</Text>
      <NativeSelect
        label={t('admin.roles.variantLabel')}
        maw={420}
        value={setting.data?.variant ?? 'slideshow'}
        disabled={!canChange || setting.isPending || save.isPending}
        data={SHARED_VARIANTS.map((variant) => ({ value: variant, label: t(LABELS[variant]) }))}
        onChange={(event) => save.mutate(event.currentTarget.value as SharedVariant)}
      />
    </Stack>
  );
}
