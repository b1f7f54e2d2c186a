import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Role, RoleSave } from '@portal/contracts/admin';
import { grant } from '@portal/domain/access/permissions';
import { canManageUsers } from '@portal/domain/access/products';
import { canAdministerUsers } from '@portal/domain/access/user-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '@/components/alerts/alert-store';
import { AppDialog } from '@/components/dialog/app-dialog';
import { errorMessageKey } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { useSession } from '@/lib/session';
import { AUDIT_KEY, deleteRole, fetchRoles, ROLES_KEY, saveRole, USERS_KEY } from './api';
import { AuditTable } from './audit-table';
import { DirectorySignUpSetting } from './directory-sign-up';
import { PermissionGrid } from './permission-grid';
import { SharedOwnershipVariantSetting } from './shared-ownership-variant';
import { roleName } from './words';

const ALERT = 'adminRole';

function RoleEditor({
  role,
  onClose,
  onSaved,
}: {
  role: Role | null;
  onClose: () => void;
  onSaved: (saved: Role) => void;
}) {
  const { t, i18n } = useTranslation();
  const french = i18n.language === 'fr';
  const [draft, setDraft] = useState<RoleSave>(
    role
      ? { roleId: role.roleId, name: role.name, nameFr: role.nameFr, permissions: role.permissions }
      : { name: '', nameFr: '', permissions: grant([]) },
  );
  const [touched, setTouched] = useState(false);
  const save = useMutation({
    mutationFn: () => saveRole(draft),
    onSuccess: onSaved,
    onError: (error) =>
      alerts.show({
        message: t('admin.saveFailed', { reason: t(errorMessageKey(error)) }),
        type: 'Error',
        name: ALERT,
      }),
  });
  const missing = (value: string) =>
    touched && value.trim() === '' ? t('admin.roles.nameRequired') : undefined;
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={
        role
          ? t('admin.roles.editorEdit', { name: roleName(role, french) })
          : t('admin.roles.editorNew')
      }
      closeLabel={t('admin.close')}
      size="lg"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (draft.name.trim() !== '' && draft.nameFr.trim() !== '') save.mutate();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('admin.roles.nameEn')}
            required
            maxLength={60}
            value={draft.name}
            error={missing(draft.name)}
            onChange={(event) => {
              const name = event.currentTarget.value;
              setDraft((current) => ({ ...current, name }));
            }}
          />
          <TextInput
            label={t('admin.roles.nameFr')}
            required
            maxLength={60}
            lang="fr"
            value={draft.nameFr}
            error={missing(draft.nameFr)}
            onChange={(event) => {
              const nameFr = event.currentTarget.value;
              setDraft((current) => ({ ...current, nameFr }));
            }}
          />
          {role && role.userCount > 0 && (
            <Text c="dimmed">{t('admin.roles.changesUsers', { count: role.userCount })}</Text>
          )}
          <PermissionGrid
            value={draft.permissions}
            onChange={(permissions) => setDraft((current) => ({ ...current, permissions }))}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('admin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}

function Roles({ canChange }: { canChange: boolean }) {
  const { t, i18n } = useTranslation();
  const french = i18n.language === 'fr';
  const language = french ? 'fr' : 'en';
  const client = useQueryClient();
  const roles = useQuery({ queryKey: ROLES_KEY, queryFn: ({ signal }) => fetchRoles(signal) });
  const [editing, setEditing] = useState<{ role: Role | null } | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ROLES_KEY }),
      client.invalidateQueries({ queryKey: USERS_KEY }),
      client.invalidateQueries({ queryKey: AUDIT_KEY }),
    ]);
  const remove = useMutation({
    mutationFn: (role: Role) => deleteRole(role.roleId),
    onSuccess: async (_, role) => {
      setDeleting(null);
      alerts.show({
        message: t('admin.roles.deleted', { name: roleName(role, french) }),
        type: 'Success',
        name: ALERT,
      });
      await refresh();
    },
    onError: (error) => {
      setDeleting(null);
      alerts.show({
        message: t('admin.saveFailed', { reason: t(errorMessageKey(error)) }),
        type: 'Error',
        name: ALERT,
      });
    },
  });

  if (roles.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text>{t('admin.loadFailed')}</Text>
          <Button variant="default" onClick={() => roles.refetch()}>
            {t('admin.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      {canChange ? (
        <Group>
          <Button onClick={() => setEditing({ role: null })}>{t('admin.roles.new')}</Button>
        </Group>
      ) : (
        <Text c="dimmed">{t('admin.roles.readOnly')}</Text>
      )}
      <Table striped withTableBorder>
        <Table.Caption>{t('admin.roles.tableLabel')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.roles.name')}</Table.Th>
            <Table.Th scope="col">{t('admin.roles.otherName')}</Table.Th>
            <Table.Th scope="col">{t('admin.roles.holders')}</Table.Th>
            {canChange && <Table.Th scope="col">{t('admin.roles.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(roles.data ?? []).map((role) => {
            const name = roleName(role, french);
            return (
              <Table.Tr key={role.roleId}>
                <Table.Th scope="row" fw="normal">
                  {name}
                </Table.Th>
                <Table.Td lang={french ? 'en' : 'fr'}>{french ? role.name : role.nameFr}</Table.Td>
                <Table.Td>{formatNumber(role.userCount, language)}</Table.Td>
                {canChange && (
                  <Table.Td>
                    <Group gap="xs">
                      <Button
                        size="compact-sm"
                        variant="default"
                        aria-label={t('admin.roles.edit', { name })}
                        onClick={() => setEditing({ role })}
                      >
                        {t('developer.edit')}
                      </Button>
                      {role.userCount > 0 ? (
                        <Text size="sm" c="dimmed">
                          {t('admin.roles.heldBy', { count: role.userCount })}
                        </Text>
                      ) : (
                        <Button
                          size="compact-sm"
                          variant="default"
                          color="red"
                          aria-label={t('admin.roles.delete', { name })}
                          onClick={() => setDeleting(role)}
                        >
                          {t('developer.delete')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <DirectorySignUpSetting roles={roles.data ?? []} canChange={canChange} />
      <SharedOwnershipVariantSetting canChange={canChange} />
      {canChange && <AuditTable caption={t('admin.audit.title')} />}
      {editing && (
        <RoleEditor
          role={editing.role}
          onClose={() => setEditing(null)}
          onSaved={async (saved) => {
            setEditing(null);
            alerts.show({
              message: t('admin.roles.saved', { name: roleName(saved, french) }),
              type: 'Success',
              name: ALERT,
            });
            await refresh();
          }}
        />
      )}
      <AppDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('admin.roles.deleteTitle')}
        closeLabel={t('admin.close')}
      >
        <Text>
          {deleting && t('admin.roles.deleteConfirm', { name: roleName(deleting, french) })}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
            {t('admin.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => deleting && remove.mutate(deleting)}
          >
            {t('admin.yes')}
          </Button>
        </Group>
      </AppDialog>
    </Stack>
  );
}

/**
 * /admin/roles (issue 16 §2): the role list for user-management access (as GET
 * /users/GetAllRoles); creating, changing and deleting for the admin permission only.
 */
export default function RolesScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t('admin.roles.title'));
  if (!user || !canManageUsers(user)) {
    return (
      <Alert color="gray" role="status">
        {t('admin.notAdmin')}
      </Alert>
    );
  }
  return <Roles canChange={canAdministerUsers(user)} />;
}
