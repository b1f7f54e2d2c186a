import { Button, Group, Select, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { SetupItem } from '@portal/contracts/fields';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner, Spinner } from '@/components/fields';
import { logFailure } from '@/lib/log';
import { useSession } from '@/lib/session';
import { deleteSetup, fetchAllSetups, SETUPS_KEY, saveSetup } from './api';
import { ConfirmDelete } from './confirm-delete';
import { type Column, DataTable } from './data-table';
import { DeveloperGate } from './developer-gate';
import { blankSetup, SetupEditor } from './setup-editor';
import { useNotice } from './use-notice';

const ALL = 'all';
const keyOf = (item: SetupItem) => `${item.prodID}/${item.setupType}/${item.setupKey}`;

function InterfaceSetup() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { signOut } = useSession();
  const query = useQuery({ queryKey: SETUPS_KEY, queryFn: ({ signal }) => fetchAllSetups(signal) });
  const { notice, show, clear } = useNotice();
  const [product, setProduct] = useState<string>(ALL);
  const [editing, setEditing] = useState<{ item: SetupItem; isNew: boolean } | null>(null);
  const [deleting, setDeleting] = useState<SetupItem | null>(null);
  const french = i18n.language === 'fr';

  // Spec 4: a failed load of setup data drops the data and signs the user out.
  useEffect(() => {
    if (!query.isError) return;
    logFailure('Loading interface setup items', query.error);
    queryClient.removeQueries({ queryKey: SETUPS_KEY });
    void signOut();
  }, [query.isError, query.error, queryClient, signOut]);

  const reload = () => queryClient.invalidateQueries({ queryKey: SETUPS_KEY });
  const save = useMutation({
    mutationFn: saveSetup,
    onSuccess: async () => {
      setEditing(null);
      show('Success', t('developer.setup.saved'));
      await reload();
    },
    onError: (error) => {
      logFailure('Saving a setup item', error);
      show('Error', t('developer.saveFailed'));
    },
  });
  const remove = useMutation({
    mutationFn: (item: SetupItem) =>
      deleteSetup({ prodID: item.prodID, setupType: item.setupType, setupKey: item.setupKey }),
    onSuccess: async (_, item) => {
      setDeleting(null);
      show('Success', t('developer.setup.deleted', { name: `${item.prodID} ${item.setupKey}` }));
      await reload();
    },
    onError: (error) => {
      setDeleting(null);
      logFailure('Deleting a setup item', error);
      show('Error', t('developer.saveFailed'));
    },
  });

  const columns = useMemo<Column<SetupItem>[]>(
    () => [
      { key: 'prodID', header: t('developer.setup.prodID'), text: (row) => row.prodID },
      {
        key: 'setupType',
        header: t('developer.setup.setupType'),
        text: (row) => t(`developer.setup.types.${row.setupType}`),
      },
      { key: 'setupKey', header: t('developer.setup.setupKey'), text: (row) => row.setupKey },
      { key: 'value', header: t('developer.setup.value'), text: (row) => row.value },
      {
        key: 'caption',
        header: t('developer.attributes.caption'),
        text: (row) => (french ? row.captionFr || row.captionEn : row.captionEn),
      },
      {
        key: 'displayOrder',
        header: t('developer.setup.displayOrder'),
        text: (row) => String(row.displayOrder),
        numeric: true,
      },
      {
        key: 'isActive',
        header: t('developer.setup.isActive'),
        text: (row) => (row.isActive ? t('developer.yesValue') : t('developer.noValue')),
      },
    ],
    [t, french],
  );

  if (query.isPending || query.isError) return <Spinner />;
  const products = query.data.map((entry) => entry.prodID);
  const rows = query.data
    .filter((entry) => product === ALL || entry.prodID === product)
    .flatMap((entry) => entry.setups);

  return (
    <Stack gap="md">
      {notice ? (
        <AlertBanner type={notice.type} onClose={clear}>
          {notice.text}
        </AlertBanner>
      ) : null}
      <DataTable
        label={t('developer.setup.tableLabel')}
        rows={rows}
        columns={columns}
        rowKey={keyOf}
        rowName={(row) => `${row.prodID} ${row.setupKey}`}
        onEdit={(row) => setEditing({ item: row, isNew: false })}
        onDelete={setDeleting}
        toolbar={
          <Group align="flex-end">
            <Select
              label={t('developer.setup.product')}
              value={product}
              data={[
                { value: ALL, label: t('developer.setup.allProducts') },
                ...products.map((id) => ({ value: id, label: id })),
              ]}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              onChange={(value) => setProduct(value ?? ALL)}
              w={180}
            />
            <Button
              onClick={() =>
                setEditing({ item: blankSetup(product === ALL ? '' : product), isNew: true })
              }
            >
              {t('developer.setup.new')}
            </Button>
          </Group>
        }
      />
      {editing ? (
        <SetupEditor
          initial={editing.item}
          isNew={editing.isNew}
          saving={save.isPending}
          onCancel={() => setEditing(null)}
          onSave={(item) => save.mutate(item)}
        />
      ) : null}
      <ConfirmDelete
        opened={deleting !== null}
        title={t('developer.setup.confirmTitle')}
        message={t('developer.setup.confirmDelete', {
          name: deleting ? `${deleting.prodID} ${deleting.setupKey}` : '',
        })}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Stack>
  );
}

/** /developer/interfaceSetupItems (platform spec 2.1, 3, 7 and 8). */
export default function InterfaceSetupScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('developer.setup.title'));
  return (
    <DeveloperGate>
      <InterfaceSetup />
    </DeveloperGate>
  );
}
