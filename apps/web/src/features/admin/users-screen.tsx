import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { USER_SORT_KEYS, type UserSortKey } from '@portal/contracts/admin';
import type { User } from '@portal/contracts/user';
import { canAdministerUsers } from '@portal/domain/access/user-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ResultColumn, ResultsTable } from '@/components/fields/results-table';
import { formatDate, formatNumber } from '@/lib/format';
import { useSession } from '@/lib/session';
import { fetchRoles, fetchUserPage, ROLES_KEY, USERS_KEY } from './api';
import { UserImportPanel } from './import/user-import-panel';
import { UserPanel } from './user-panel';
import { roleName } from './words';

/** Rows per page: the server sorts and pages; the table draws only the rows in view. */
export const USERS_PAGE_SIZE = 100;

function Users() {
  const { t, i18n } = useTranslation();
  const french = i18n.language === 'fr';
  const language = french ? 'fr' : 'en';
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [sortBy, setSortBy] = useState<UserSortKey>('username');
  const [sortOrder, setSortOrder] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);

  const query = {
    search: debounced,
    sortBy,
    sortOrder,
    offset: (page - 1) * USERS_PAGE_SIZE,
    limit: USERS_PAGE_SIZE,
  };
  const users = useQuery({
    queryKey: [...USERS_KEY, query],
    queryFn: ({ signal }) => fetchUserPage(query, signal),
    placeholderData: keepPreviousData,
  });
  const roles = useQuery({ queryKey: ROLES_KEY, queryFn: ({ signal }) => fetchRoles(signal) });
  const roleById = useMemo(
    () => new Map((roles.data ?? []).map((role) => [role.roleId, role])),
    [roles.data],
  );
  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));

  const columns = useMemo<ResultColumn<User>[]>(
    () => [
      {
        key: 'username',
        sortable: true,
        header: t('admin.users.columns.username'),
        width: 170,
        cell: (user) => (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setOpen(user.username)}
            aria-label={t('admin.users.open', { username: user.username })}
          >
            {user.username}
          </Button>
        ),
      },
      {
        key: 'firstName',
        sortable: true,
        header: t('admin.users.columns.firstName'),
        cell: (u) => u.firstName,
      },
      {
        key: 'profileName',
        sortable: true,
        header: t('admin.users.columns.profileName'),
        width: 180,
        cell: (u) => u.profileName,
      },
      {
        key: 'agentID',
        sortable: true,
        header: t('admin.users.columns.agentID'),
        cell: (u) => u.agentID,
      },
      {
        key: 'role',
        sortable: true,
        header: t('admin.users.columns.role'),
        width: 170,
        cell: (u) => {
          const role = u.roleId === null ? undefined : roleById.get(u.roleId);
          return role ? roleName(role, french) : t('admin.users.noRole');
        },
      },
      {
        key: 'isDisabled',
        sortable: true,
        header: t('admin.users.columns.isDisabled'),
        width: 110,
        cell: (u) =>
          u.isDisabled ? (
            <Text span fw={600} c="var(--mantine-color-error)">
              {t('admin.users.disabled')}
            </Text>
          ) : (
            t('admin.users.active')
          ),
      },
      {
        key: 'lastSignInAt',
        sortable: true,
        header: t('admin.users.columns.lastSignInAt'),
        width: 190,
        cell: (u) =>
          u.lastSignInAt
            ? formatDate(new Date(u.lastSignInAt), language, {
                dateStyle: 'medium',
                timeStyle: 'short',
              })
            : t('admin.never'),
      },
    ],
    [t, roleById, french, language],
  );

  const sortOptions = USER_SORT_KEYS.map((key) => ({
    value: key,
    label: t(`admin.users.columns.${key}`),
  }));

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('admin.users.search')}
          description={t('admin.users.searchHint')}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
        <Select
          label={t('admin.users.sortBy')}
          data={sortOptions}
          value={sortBy}
          allowDeselect={false}
          onChange={(value) => {
            if (value) setSortBy(value as UserSortKey);
            setPage(1);
          }}
          w={200}
        />
        <Select
          label={t('admin.users.order')}
          data={[
            { value: 'asc', label: t('admin.users.ascending') },
            { value: 'desc', label: t('admin.users.descending') },
          ]}
          value={sortOrder}
          allowDeselect={false}
          onChange={(value) => {
            setSortOrder(value === 'desc' ? 'desc' : 'asc');
            setPage(1);
          }}
          w={160}
        />
      </Group>
      {users.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text>{t('admin.loadFailed')}</Text>
            <Button variant="default" onClick={() => users.refetch()}>
              {t('admin.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <>
          <Text role="status" aria-live="polite">
            {t('admin.users.count', { count: total, formatted: formatNumber(total, language) })}
          </Text>
          {users.data && users.data.users.length === 0 ? (
            <Text>{t('admin.users.none')}</Text>
          ) : (
            <ResultsTable
              label={t('admin.users.tableLabel', { page, pages })}
              columns={columns}
              rows={users.data?.users ?? []}
              rowKey={(user) => user.username}
              frozenColumns={1}
              height={520}
              rowHeight={40}
              sort={{
                key: sortBy,
                order: sortOrder,
                // The chosen column again turns the order round; a new one starts ascending.
                onSort: (key) => {
                  if (key === sortBy) setSortOrder(sortOrder === 'asc' ? 'desc' : 'asc');
                  else {
                    setSortBy(key as UserSortKey);
                    setSortOrder('asc');
                  }
                  setPage(1);
                },
              }}
            />
          )}
          <Group gap="sm">
            <Button
              variant="default"
              disabled={page <= 1}
              onClick={() => setPage((p) => Math.max(1, p - 1))}
            >
              {t('admin.users.previous')}
            </Button>
            <Text>{t('admin.users.pageOf', { page, pages })}</Text>
            <Button
              variant="default"
              disabled={page >= pages}
              onClick={() => setPage((p) => Math.min(pages, p + 1))}
            >
              {t('admin.users.next')}
            </Button>
          </Group>
        </>
      )}
      {open !== null && (
        <UserPanel username={open} roles={roles.data ?? []} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
}

/** /admin/users (issue 16 §1): the admin permission only (spec 6); the server refuses others. */
export default function UsersScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t('admin.users.title'));
  if (!user || !canAdministerUsers(user)) {
    return (
      <Alert color="gray" role="status">
        {t('admin.notAdmin')}
      </Alert>
    );
  }
  // The import panel (spec 2.10) sits under the list it fills: the same admin permission.
  return (
    <Stack gap="xl">
      <Users />
      <UserImportPanel />
    </Stack>
  );
}
