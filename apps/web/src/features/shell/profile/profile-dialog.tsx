import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Radio,
  Stack,
  Tabs,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import type { UserWidget } from '@portal/contracts/shell';
import type { User } from '@portal/contracts/user';
import { DEFAULT_APPLICATIONS } from '@portal/domain/access/permissions';
import { canSeeWidgets } from '@portal/domain/access/products';
import { defaultApplicationEnabled } from '@portal/domain/access/switch-products';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '@/components/alerts/alert-store';
import { AppDialog } from '@/components/dialog/app-dialog';
import { ApiError } from '@/lib/api-error';
import { logFailure } from '@/lib/log';
import { useSession } from '@/lib/session';
import { updateUser, widgetsQuery } from '../api/user-update';
import {
  formFromUser,
  maskPhone,
  type ProfileErrors,
  type ProfileForm,
  userFromForm,
  validateProfile,
} from './profile-form';
import { WidgetsTab } from './widgets-tab';

interface ProfileDialogProps {
  opened: boolean;
  onClose: () => void;
  user: User;
}

type TabId = 'information' | 'settings' | 'widgets';

/**
 * Your Profile (spec 2.7): three tabs, Save and Cancel. The form is loaded from the user,
 * edited here, saved by POST /users/update, or reverted by Cancel.
 */
export function ProfileDialog({ opened, onClose, user }: ProfileDialogProps) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ProfileForm>(() => formFromUser(user));
  const [tab, setTab] = useState<TabId>('information');
  const [showErrors, setShowErrors] = useState(false);
  const withWidgets = canSeeWidgets(user);
  const widgetsLoad = useQuery({ ...widgetsQuery(user), enabled: opened && withWidgets });
  const [widgets, setWidgets] = useState<UserWidget[] | null>(null);

  // A fresh copy of the user each time the dialog opens.
  useEffect(() => {
    if (opened) {
      setForm(formFromUser(user));
      setTab('information');
      setShowErrors(false);
      setWidgets(null);
    }
  }, [opened, user]);

  useEffect(() => {
    if (opened && widgetsLoad.data && widgets === null) setWidgets(widgetsLoad.data);
  }, [opened, widgetsLoad.data, widgets]);

  useEffect(() => {
    if (widgetsLoad.error) logFailure('Widget load', widgetsLoad.error);
  }, [widgetsLoad.error]);

  const errors = validateProfile(form);
  const shown: ProfileErrors = showErrors ? errors : {};

  const save = useMutation({
    mutationFn: (next: User) => updateUser(next),
    onSuccess: (updated, sent) => {
      alerts.show({ message: t('shell.profile.saved'), type: 'Success', name: 'updateProfile' });
      if (withWidgets && widgets) {
        const saved = widgets.map((widget, index) => ({ ...widget, displayOrder: index + 1 }));
        queryClient.setQueryData(widgetsQuery(user).queryKey, saved);
      }
      // The session user is the one saved (spec 4: profile updates refresh the session user).
      if (updated.username.toLowerCase() === sent.username.toLowerCase()) signIn(updated);
      onClose();
    },
    onError: (error) => {
      const message =
        error instanceof ApiError && error.message ? error.message : t('shell.profile.saveFailed');
      alerts.show({ message, type: 'Error', name: 'updateProfile' });
    },
  });

  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));

  const onSave = () => {
    setShowErrors(true);
    if (Object.keys(errors).length > 0) {
      setTab('information');
      return;
    }
    save.mutate(userFromForm(user, form, withWidgets ? widgets : null));
  };

  const onCancel = () => {
    setForm(formFromUser(user));
    setWidgets(widgetsLoad.data ?? null);
    alerts.show({ message: t('shell.profile.reverted'), type: 'Secondary', name: 'updateProfile' });
    onClose();
  };

  const phone = (
    field: 'phoneNumberPrimary' | 'phoneNumberSecondary' | 'faxNumber',
    label: string,
  ) => (
    <TextInput
      label={label}
      description={t('shell.profile.phoneHint')}
      value={form[field]}
      onChange={(event) => set(field, maskPhone(event.currentTarget.value))}
      error={shown[field] ? t('shell.profile.invalidPhone') : undefined}
      inputMode="tel"
      autoComplete="off"
      maxLength={14}
    />
  );

  const radios = <K extends 'inputLanguage' | 'reportLanguage' | 'fontSize'>(
    key: K,
    label: string,
    options: readonly { value: ProfileForm[K]; label: string }[],
  ) => (
    <Radio.Group
      label={label}
      value={form[key]}
      onChange={(value) => set(key, value as ProfileForm[K])}
    >
      <Group mt="xs">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );

  const languages = [
    { value: 'English', label: t('shell.profile.languages.English') },
    { value: 'French', label: t('shell.profile.languages.French') },
  ] as const;

  return (
    <AppDialog
      opened={opened}
      onClose={onCancel}
      title={t('shell.profile.title')}
      closeLabel={t('shell.dialog.close')}
      size="lg"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <Stack gap="md">
          <Tabs value={tab} onChange={(value) => setTab((value as TabId | null) ?? 'information')}>
            <Tabs.List>
              <Tabs.Tab value="information">{t('shell.profile.tabs.information')}</Tabs.Tab>
              <Tabs.Tab value="settings">{t('shell.profile.tabs.settings')}</Tabs.Tab>
              {withWidgets && (
                <Tabs.Tab value="widgets">{t('shell.profile.tabs.widgets')}</Tabs.Tab>
              )}
            </Tabs.List>

            <Tabs.Panel value="information" pt="md">
              <Stack gap="sm">
                <TextInput
                  label={t('shell.profile.name')}
                  value={form.profileName}
                  onChange={(event) => set('profileName', event.currentTarget.value)}
                  maxLength={100}
                  autoComplete="name"
                  data-autofocus
                />
                <TextInput
                  label={t('shell.profile.email')}
                  type="email"
                  value={form.emailAddress}
                  onChange={(event) => set('emailAddress', event.currentTarget.value)}
                  error={shown.emailAddress ? t('shell.profile.invalidEmail') : undefined}
                  autoComplete="email"
                  maxLength={254}
                />
                <TextInput label={t('shell.profile.agentID')} value={user.agentID} readOnly />
                {phone('phoneNumberPrimary', t('shell.profile.phonePrimary'))}
                <Checkbox
                  label={t('shell.profile.mobilePrimary')}
                  checked={form.isMobilePrimary}
                  onChange={(event) => set('isMobilePrimary', event.currentTarget.checked)}
                />
                {phone('phoneNumberSecondary', t('shell.profile.phoneSecondary'))}
                <Checkbox
                  label={t('shell.profile.mobileSecondary')}
                  checked={form.isMobileSecondary}
                  onChange={(event) => set('isMobileSecondary', event.currentTarget.checked)}
                />
                {phone('faxNumber', t('shell.profile.fax'))}
              </Stack>
            </Tabs.Panel>

            <Tabs.Panel value="settings" pt="md">
              <Stack gap="md">
                {radios('inputLanguage', t('shell.profile.inputLanguage'), languages)}
                {radios('reportLanguage', t('shell.profile.reportLanguage'), languages)}
                {radios('fontSize', t('shell.profile.fontSize'), [
                  { value: 'Large', label: t('shell.profile.fontSizes.Large') },
                  { value: 'Small', label: t('shell.profile.fontSizes.Small') },
                ])}
                <Radio.Group
                  label={t('shell.profile.defaultApplication')}
                  value={form.defaultApplication}
                  onChange={(value) =>
                    set('defaultApplication', value as ProfileForm['defaultApplication'])
                  }
                >
                  <Group mt="xs">
                    {DEFAULT_APPLICATIONS.map((application) => (
                      <Radio
                        key={application}
                        value={application}
                        label={t(`shell.profile.applications.${application}`)}
                        disabled={!defaultApplicationEnabled(application, user)}
                      />
                    ))}
                  </Group>
                </Radio.Group>
              </Stack>
            </Tabs.Panel>

            {withWidgets && (
              <Tabs.Panel value="widgets" pt="md">
                {widgets ? (
                  <WidgetsTab widgets={widgets} onChange={setWidgets} />
                ) : widgetsLoad.isError ? (
                  <Alert color="red" variant="outline">
                    {t('shell.widgets.loadFailed')}
                  </Alert>
                ) : (
                  <div role="status">
                    <Loader size="sm" aria-hidden="true" />
                    <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
                  </div>
                )}
              </Tabs.Panel>
            )}
          </Tabs>

          {showErrors && Object.keys(errors).length > 0 && (
            <Alert color="red" variant="outline" role="alert">
              {t('shell.profile.fixErrors')}
            </Alert>
          )}

          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('shell.profile.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('shell.profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
