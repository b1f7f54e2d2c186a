import {
  Alert,
  Button,
  Group,
  List,
  Loader,
  Radio,
  Stack,
  Tabs,
  VisuallyHidden,
} from '@mantine/core';
import type { UserWidget } from '@portal/contracts/shell';
import type { User } from '@portal/contracts/user';
import { DEFAULT_APPLICATIONS } from '@portal/domain/access/permissions';
import { canSeeWidgets } from '@portal/domain/access/products';
import { defaultApplicationEnabled } from '@portal/domain/access/switch-products';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MutableRefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '@/components/alerts/alert-store';
import { AppDialog } from '@/components/dialog/app-dialog';
import {
  CheckField,
  type FieldBinding,
  RadioField,
  Spinner,
  TextField,
  useControlledForm,
} from '@/components/fields';
import { useInputProps } from '@/components/fields/field-label';
import { serverMessage } from '@/lib/api-error';
import { logFailure } from '@/lib/log';
import { useSession } from '@/lib/session';
import { updateUser, widgetsQuery } from '../api/user-update';
import { formFromValues, INFORMATION_FIELDS, userFromForm, valuesFromUser } from './profile-form';
import { WidgetsTab } from './widgets-tab';

interface ProfileDialogProps {
  opened: boolean;
  onClose: () => void;
  user: User;
}

type TabId = 'information' | 'settings' | 'widgets';

/**
 * Your Profile (spec 2.7): three tabs, Save and Cancel. The form is loaded from the user,
 * edited here, saved by POST /users/update, or reverted by Cancel (the close button and
 * Escape too). The form lives only while the dialog is open, so each opening starts from
 * the user again and a closed dialog tracks nothing.
 */
export function ProfileDialog({ opened, onClose, user }: ProfileDialogProps) {
  const { t } = useTranslation();
  // Whether anything differs from the user as loaded: with nothing changed there is nothing to
  // revert, so closing says nothing (issue 15 §5: Escape on an untouched profile said "reverted").
  const changed = useRef(false);
  const onCancel = () => {
    if (changed.current)
      alerts.show({
        message: t('shell.profile.reverted'),
        type: 'Secondary',
        name: 'updateProfile',
      });
    changed.current = false;
    onClose();
  };
  return (
    <AppDialog
      opened={opened}
      onClose={onCancel}
      title={t('shell.profile.title')}
      closeLabel={t('shell.dialog.close')}
      size="lg"
    >
      <ProfileBody user={user} onSaved={onClose} onCancel={onCancel} changed={changed} />
    </AppDialog>
  );
}

interface ProfileBodyProps {
  user: User;
  onSaved: () => void;
  onCancel: () => void;
  /** Kept up to date: does the form (or the widgets' order) differ from the user's? */
  changed: MutableRefObject<boolean>;
}

function ProfileBody({ user, onSaved, onCancel, changed }: ProfileBodyProps) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const queryClient = useQueryClient();
  const initialValues = useMemo(() => valuesFromUser(user), [user]);
  // The fields are the control items of the form 'profile' (spec 4 timing: an error shows
  // once its field is dirty; Save marks every field dirty and sends nothing while any remain).
  const form = useControlledForm('profile', initialValues);
  const [tab, setTab] = useState<TabId>('information');
  const [submitted, setSubmitted] = useState(false);
  const withWidgets = canSeeWidgets(user);
  const widgetsLoad = useQuery({ ...widgetsQuery(user), enabled: withWidgets });
  const [widgets, setWidgets] = useState<UserWidget[] | null>(null);

  useEffect(() => {
    if (widgetsLoad.data && widgets === null) setWidgets(widgetsLoad.data);
  }, [widgetsLoad.data, widgets]);

  const differs =
    Object.entries(form.values).some(
      ([name, value]) => String(value ?? '') !== String(initialValues[name] ?? ''),
    ) ||
    (widgets !== null &&
      widgetsLoad.data !== undefined &&
      JSON.stringify(widgets) !== JSON.stringify(widgetsLoad.data));
  useEffect(() => {
    changed.current = differs;
  }, [changed, differs]);
  useEffect(
    () => () => {
      changed.current = false;
    },
    [changed],
  );

  useEffect(() => {
    if (widgetsLoad.error) logFailure('Widget load', widgetsLoad.error);
  }, [widgetsLoad.error]);

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
      onSaved();
    },
    onError: (error) => {
      alerts.show({ message: serverMessage(error, t), type: 'Error', name: 'updateProfile' });
    },
  });

  const onSave = () => {
    setSubmitted(true);
    form.submit({
      onSubmit: (values) =>
        save.mutate(userFromForm(user, formFromValues(values, user), withWidgets ? widgets : null)),
      // The first field in error is on this tab or the other: show that tab.
      onError: (errors) => {
        const first = Object.keys(form.items).find((name) => name in errors);
        if (first) setTab(INFORMATION_FIELDS.has(first) ? 'information' : 'settings');
      },
    });
  };

  /** The field's binding, or null when a developer removed its control item. */
  const field = (name: string): FieldBinding | null =>
    name in form.items ? form.field(name) : null;

  /** A phone and its mobile check box, grouped under the phone's caption. */
  const phone = (name: string, mobile?: string) => {
    const binding = field(name);
    const check = mobile ? field(mobile) : null;
    if (!binding && !check) return null;
    return (
      <Stack gap={6} role="group" aria-label={binding?.label ?? check?.label}>
        {binding && <TextField {...binding} />}
        {check && <CheckField {...check} />}
      </Stack>
    );
  };

  const radios = (name: string) => {
    const binding = field(name);
    return binding && <RadioField {...binding} inline />;
  };

  return (
    <>
      {!form.ready ? (
        <Spinner />
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSave();
          }}
        >
          <Stack gap="md">
            <Tabs
              value={tab}
              onChange={(value) => setTab((value as TabId | null) ?? 'information')}
            >
              <Tabs.List>
                <Tabs.Tab value="information">{t('shell.profile.tabs.information')}</Tabs.Tab>
                <Tabs.Tab value="settings">{t('shell.profile.tabs.settings')}</Tabs.Tab>
                {withWidgets && (
                  <Tabs.Tab value="widgets">{t('shell.profile.tabs.widgets')}</Tabs.Tab>
                )}
              </Tabs.List>

              <Tabs.Panel value="information" pt="md">
                <Stack gap="sm">
                  {renderText(field('profileName'), { autoComplete: 'name', autofocus: true })}
                  {renderText(field('emailAddress'), { autoComplete: 'email' })}
                  {renderText(field('agentID'))}
                  {phone('phoneNumberPrimary', 'isMobilePrimary')}
                  {phone('phoneNumberSecondary', 'isMobileSecondary')}
                  {phone('faxNumber')}
                </Stack>
              </Tabs.Panel>

              <Tabs.Panel value="settings" pt="md">
                <Stack gap="md">
                  {radios('inputLanguage')}
                  {radios('reportLanguage')}
                  {radios('fontSize')}
                  {field('defaultApplication') && (
                    <DefaultApplicationField
                      binding={field('defaultApplication') as FieldBinding}
                      user={user}
                    />
                  )}
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

            {submitted && form.errorCount > 0 && (
              <Alert
                color="red"
                variant="outline"
                role="alert"
                title={t('shell.profile.fixErrors')}
              >
                <List size="sm">
                  {form.errorList.map((error) => (
                    <List.Item key={error.name}>
                      {t('shell.profile.fieldError', {
                        field: error.field,
                        message: error.message,
                      })}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}

            <Group justify="flex-end">
              {/* A press keeps the focus in the field: leaving it would show its error (spec 4)
                  and move these buttons before the click lands, losing the click. */}
              <Button variant="default" onClick={onCancel} onMouseDown={keepFocus}>
                {t('shell.profile.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} onMouseDown={keepFocus}>
                {t('shell.profile.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </>
  );
}

const keepFocus = (event: React.MouseEvent) => event.preventDefault();

/** A text field; the name field is the current field when the dialog opens (spec 2.7). */
function renderText(
  binding: FieldBinding | null,
  options: { autoComplete?: string; autofocus?: boolean } = {},
) {
  if (!binding) return null;
  return (
    <TextField
      {...binding}
      autoComplete={options.autoComplete}
      {...(options.autofocus ? { 'data-autofocus': true } : {})}
    />
  );
}

/**
 * Default application at startup: the control item's options, those the user cannot use
 * disabled (decision 0009), so it is drawn here rather than by the shared RadioField.
 */
function DefaultApplicationField({ binding, user }: { binding: FieldBinding; user: User }) {
  const input = useInputProps(binding);
  const { item } = binding;
  if (item.displayHidden) return null;
  return (
    <Radio.Group
      label={input.label}
      description={input.description}
      error={input.error}
      withAsterisk={input.withAsterisk}
      name={binding.name}
      value={typeof binding.value === 'string' && binding.value ? binding.value : null}
      onChange={(value) => {
        if (!item.readOnly) binding.onChange(value);
      }}
      onBlur={binding.onBlur}
    >
      <Group mt="xs">
        {item.optionItems.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            disabled={
              input.disabled ||
              !(DEFAULT_APPLICATIONS as readonly string[]).includes(option.value) ||
              !defaultApplicationEnabled(
                option.value as (typeof DEFAULT_APPLICATIONS)[number],
                user,
              )
            }
            onFocus={binding.onFocus}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
