import {
  Alert,
  Button,
  Code,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { Role } from '@portal/contracts/admin';
import type { User } from '@portal/contracts/user';
import type { Permissions } from '@portal/domain/access/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '@/components/alerts/alert-store';
import { AppDialog } from '@/components/dialog/app-dialog';
import { errorMessageKey } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import {
  AUDIT_KEY,
  fetchUser,
  ROLES_KEY,
  resetPassword,
  signOutUser,
  USERS_KEY,
  unlockUser,
  updateUserAccess,
} from './api';
import { AuditTable } from './audit-table';
import { PermissionGrid } from './permission-grid';
import { roleName } from './words';

const ALERT = 'adminUser';

interface Draft {
  roleId: number | null;
  permissions: Permissions;
  isActive: boolean;
}

const draftOf = (user: User): Draft => ({
  roleId: user.roleId,
  permissions: user.permissions,
  isActive: !user.isDisabled,
});

/** One user opened from the users screen (issue 16 §1): profile, access, sessions, password. */
export function UserPanel({
  username,
  roles,
  onClose,
}: {
  username: string;
  roles: readonly Role[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [...USERS_KEY, 'one', username],
    queryFn: ({ signal }) => fetchUser(username, signal),
  });
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={t('admin.user.title', { username })}
      closeLabel={t('admin.close')}
      size="xl"
    >
      {query.isError && (
        <Alert color="red" role="alert">
          {t('admin.loadFailed')}
        </Alert>
      )}
      {query.data && <UserDetail user={query.data} roles={roles} />}
    </AppDialog>
  );
}

function UserDetail({ user, roles }: { user: User; roles: readonly Role[] }) {
  const { t, i18n } = useTranslation();
  const french = i18n.language === 'fr';
  const session = useSession();
  const client = useQueryClient();
  const isSelf = session.user?.username.toLowerCase() === user.username.toLowerCase();
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const [confirm, setConfirm] = useState<'signOut' | 'reset' | null>(null);
  const [temporary, setTemporary] = useState<string | null>(null);

  const refresh = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: USERS_KEY }),
      client.invalidateQueries({ queryKey: ROLES_KEY }),
      client.invalidateQueries({ queryKey: AUDIT_KEY }),
    ]);
  };
  const failed = (error: unknown) =>
    alerts.show({
      message: t('admin.saveFailed', { reason: t(errorMessageKey(error)) }),
      type: 'Error',
      name: ALERT,
    });

  const save = useMutation({
    mutationFn: () =>
      updateUserAccess({
        username: user.username,
        ...(draft.roleId !== user.roleId ? { roleId: draft.roleId } : {}),
        permissions: draft.permissions,
        isDisabled: !draft.isActive,
      }),
    onSuccess: async (saved) => {
      setDraft(draftOf(saved));
      alerts.show({
        message: t('admin.user.saved', { username: user.username }),
        type: 'Success',
        name: ALERT,
      });
      await refresh();
    },
    onError: failed,
  });
  const signOut = useMutation({
    mutationFn: () => signOutUser(user.username),
    onSuccess: async ({ sessionsEnded }) => {
      setConfirm(null);
      alerts.show({
        message: t('admin.user.signedOut', { count: sessionsEnded }),
        type: 'Success',
        name: ALERT,
      });
      await refresh();
    },
    onError: (error) => {
      setConfirm(null);
      failed(error);
    },
  });
  const unlock = useMutation({
    mutationFn: () => unlockUser(user.username),
    onSuccess: async () => {
      alerts.show({
        message: t('admin.user.unlocked', { username: user.username }),
        type: 'Success',
        name: ALERT,
      });
      await refresh();
    },
    onError: failed,
  });
  const reset = useMutation({
    mutationFn: () => resetPassword(user.username),
    onSuccess: async ({ temporaryPassword }) => {
      setConfirm(null);
      setTemporary(temporaryPassword);
      await refresh();
    },
    onError: (error) => {
      setConfirm(null);
      failed(error);
    },
  });

  const roleOptions = roles.map((role) => ({
    value: String(role.roleId),
    label: roleName(role, french),
  }));
  const adminLocked =
    isSelf && user.permissions.isAdmin.isActive
      ? new Set(['isAdmin.isActive'] as const)
      : undefined;
  const chooseRole = (value: string | null) => {
    const role = roles.find((r) => String(r.roleId) === value);
    setDraft((current) => ({
      ...current,
      roleId: role?.roleId ?? null,
      permissions: role ? role.permissions : current.permissions,
    }));
  };
  const roleLosesAdmin =
    isSelf && user.permissions.isAdmin.isActive && !draft.permissions.isAdmin.isActive;

  return (
    <Stack gap="lg">
      <section aria-labelledby="admin-user-profile">
        <Title order={2} size="h4" id="admin-user-profile">
          {t('admin.user.profile')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          <Text>
            {t('admin.user.field', {
              label: t('admin.users.columns.profileName'),
              value: user.profileName,
            })}
          </Text>
          <Text>
            {t('admin.user.field', {
              label: t('admin.users.columns.agentID'),
              value: user.agentID,
            })}
          </Text>
          <Text>
            {t('admin.user.field', { label: t('admin.user.email'), value: user.emailAddress })}
          </Text>
          <Text>
            {t('admin.user.field', {
              label: t('admin.user.phone'),
              value: user.phoneNumberPrimary,
            })}
          </Text>
          <Text>
            {t('admin.user.field', {
              label: t('admin.user.language'),
              value: t(`admin.user.languages.${user.inputLanguage}`),
            })}
          </Text>
        </SimpleGrid>
        {user.mustChangePassword && (
          <Text mt="xs" c="dimmed">
            {t('admin.user.mustChange')}
          </Text>
        )}
      </section>

      <section aria-labelledby="admin-user-access">
        <Title order={2} size="h4" id="admin-user-access">
          {t('admin.user.access')}
        </Title>
        <Stack gap="sm" mt="xs">
          {isSelf && <Text c="dimmed">{t('admin.user.selfHint')}</Text>}
          <Select
            label={t('admin.user.role')}
            description={t('admin.user.roleHint')}
            data={roleOptions}
            value={draft.roleId === null ? null : String(draft.roleId)}
            onChange={chooseRole}
            placeholder={t('admin.users.noRole')}
            clearable
          />
          <Switch
            label={t('admin.user.accountActive')}
            checked={draft.isActive}
            disabled={isSelf}
            onChange={(event) => {
              const isActive = event.currentTarget.checked;
              setDraft((current) => ({ ...current, isActive }));
            }}
          />
          <PermissionGrid
            value={draft.permissions}
            onChange={(permissions) => setDraft((current) => ({ ...current, permissions }))}
            {...(adminLocked ? { locked: adminLocked } : {})}
          />
          <Group>
            <Button
              onClick={() => save.mutate()}
              loading={save.isPending}
              disabled={roleLosesAdmin}
            >
              {t('admin.save')}
            </Button>
          </Group>
        </Stack>
      </section>

      <section aria-labelledby="admin-user-sessions">
        <Title order={2} size="h4" id="admin-user-sessions">
          {t('admin.user.sessions')}
        </Title>
        <Group mt="xs">
          <Button variant="default" onClick={() => setConfirm('signOut')}>
            {t('admin.user.signOut')}
          </Button>
          <Button variant="default" onClick={() => unlock.mutate()} loading={unlock.isPending}>
            {t('admin.user.unlock')}
          </Button>
          <Button variant="default" onClick={() => setConfirm('reset')} disabled={isSelf}>
            {t('admin.user.reset')}
          </Button>
        </Group>
        {temporary !== null && (
          <Alert color="blue" mt="sm" title={t('admin.user.temporaryTitle')}>
            <Text>{t('admin.user.temporaryText', { username: user.username })}</Text>
            <Code fz="lg" data-testid="temporary-password">
              {temporary}
            </Code>
          </Alert>
        )}
      </section>

      <AuditTable username={user.username} caption={t('admin.user.trail')} />

      <AppDialog
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'reset' ? t('admin.user.reset') : t('admin.user.signOut')}
        closeLabel={t('admin.close')}
      >
        <Text>
          {confirm === 'reset'
            ? t('admin.user.resetConfirm', { username: user.username })
            : t('admin.user.signOutConfirm', { username: user.username })}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirm(null)} data-autofocus>
            {t('admin.cancel')}
          </Button>
          <Button
            color="red"
            loading={signOut.isPending || reset.isPending}
            onClick={() => (confirm === 'reset' ? reset.mutate() : signOut.mutate())}
          >
            {t('admin.yes')}
          </Button>
        </Group>
      </AppDialog>
    </Stack>
  );
}
