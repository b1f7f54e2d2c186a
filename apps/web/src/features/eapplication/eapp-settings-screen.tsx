import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type EAppSettings, SIGNATURE_METHODS } from '@portal/contracts/eapplication';
import { PAYMENT_MODES, PROVINCES } from '@portal/domain/eapp/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '@/lib/api-error';
import { eappSettingsQuery, saveEappSettings } from './api';

function SettingsForm({ initial }: { initial: EAppSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<EAppSettings>(initial);
  const save = useMutation({
    mutationFn: () => saveEappSettings(values),
    onSuccess: (saved) => queryClient.setQueryData(eappSettingsQuery.queryKey, saved),
  });
  const issueOf = (field: string) =>
    save.error instanceof ApiError
      ? save.error.issues.find((issue) => issue.path === field)?.message
      : undefined;
  return (
    <form
      aria-label={t('eapp.settings.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Stack gap="sm" maw={520}>
        <Text size="sm">{t('eapp.settings.intro')}</Text>
        <NativeSelect
          label={t('eapp.settings.defaultProvince')}
          value={values.defaultProvince}
          data={[...PROVINCES]}
          error={issueOf('eAppDefaultProvince') ?? issueOf('defaultProvince')}
          onChange={(event) =>
            setValues({
              ...values,
              defaultProvince: event.currentTarget.value as EAppSettings['defaultProvince'],
            })
          }
        />
        <Radio.Group
          label={t('eapp.settings.defaultPaymentMode')}
          value={values.defaultPaymentMode}
          onChange={(value) =>
            setValues({
              ...values,
              defaultPaymentMode: value as EAppSettings['defaultPaymentMode'],
            })
          }
        >
          <Group gap="md" mt={4}>
            {PAYMENT_MODES.map((mode) => (
              <Radio key={mode} value={mode} label={t(`eapp.fields.modes.${mode}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group
          label={t('eapp.settings.signatureMethod')}
          value={values.signatureMethod}
          onChange={(value) =>
            setValues({ ...values, signatureMethod: value as EAppSettings['signatureMethod'] })
          }
        >
          <Stack gap={4} mt={4}>
            {SIGNATURE_METHODS.map((method) => (
              <Radio
                key={method}
                value={method}
                label={t(`eapp.settings.signatureMethods.${method}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          type="email"
          label={t('eapp.settings.notificationEmail')}
          description={t('eapp.settings.notificationHint')}
          maxLength={254}
          value={values.notificationEmail}
          error={issueOf('eAppNotificationEmail')}
          onChange={(event) =>
            setValues({ ...values, notificationEmail: event.currentTarget.value })
          }
        />
        {save.isSuccess && (
          <Alert variant="default" color="green.9" role="status">
            {t('eapp.settings.saved')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('eapp.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /eapp-settings: the signed-in user's e-application preferences (decision 0062). */
export default function EAppSettingsScreen() {
  const { t } = useTranslation();
  const settings = useQuery(eappSettingsQuery);
  if (settings.isPending)
    return (
      <Text role="status">
        <Loader size="xs" aria-hidden="true" /> {t('app.loading')}
      </Text>
    );
  if (settings.isError)
    return (
      <Alert variant="default" color="red.9" role="alert">
        {settings.error instanceof ApiError
          ? t(errorMessageKey(settings.error))
          : String(settings.error)}
      </Alert>
    );
  return <SettingsForm initial={settings.data} />;
}
