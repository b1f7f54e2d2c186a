import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { StoredControlItem } from '@portal/contracts/fields';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AlertBanner,
  Spinner,
  trackEvent,
  useControlItems,
  useReloadControlItems,
} from '@/components/fields';
import { paths } from '@/config/paths';
import { logFailure } from '@/lib/log';
import { deleteControlItem, saveControlItem } from './api';
import { ConfirmDelete } from './confirm-delete';
import { blankControlItem, ControlItemEditor } from './control-item-editor';
import { type Column, DataTable } from './data-table';
import { DeveloperGate } from './developer-gate';
import { useNotice } from './use-notice';

const FORM = 'controlItems';

function ControlItems() {
  const { t, i18n } = useTranslation();
  const query = useControlItems();
  const reload = useReloadControlItems();
  const { notice, show, clear } = useNotice();
  const [editing, setEditing] = useState<{ item: StoredControlItem; isNew: boolean } | null>(null);
  const [deleting, setDeleting] = useState<StoredControlItem | null>(null);
  const french = i18n.language === 'fr';

  const save = useMutation({
    mutationFn: saveControlItem,
    onSuccess: async () => {
      setEditing(null);
      show('Success', t('developer.controlItems.saved'));
      await reload();
    },
    onError: (error) => {
      logFailure('Saving a control item', error);
      show('Error', t('developer.saveFailed'));
    },
  });
  const remove = useMutation({
    mutationFn: (item: StoredControlItem) => deleteControlItem(item.fieldName),
    onSuccess: async (_, item) => {
      setDeleting(null);
      show('Success', t('developer.controlItems.deleted', { name: item.fieldName }));
      await reload();
    },
    onError: (error) => {
      setDeleting(null);
      logFailure('Deleting a control item', error);
      show('Error', t('developer.saveFailed'));
    },
  });

  const columns = useMemo<Column<StoredControlItem>[]>(() => {
    const yesNo = (value: boolean) => (value ? t('developer.yesValue') : t('developer.noValue'));
    return [
      {
        key: 'fieldName',
        header: t('developer.attributes.fieldName'),
        text: (row) => row.fieldName,
      },
      { key: 'formName', header: t('developer.attributes.formName'), text: (row) => row.formName },
      {
        key: 'fieldType',
        header: t('developer.attributes.fieldType'),
        text: (row) => row.fieldType,
        cell: (row) => <Badge variant="light">{row.fieldType}</Badge>,
      },
      {
        key: 'caption',
        header: t('developer.attributes.caption'),
        text: (row) => (french ? row.captionFr || row.captionEn : row.captionEn),
      },
      {
        key: 'required',
        header: t('developer.attributes.required'),
        text: (row) => yesNo(row.required),
      },
      {
        key: 'limits',
        header: `${t('developer.attributes.min')} – ${t('developer.attributes.max')}`,
        text: (row) => (row.useLimits ? `${row.min ?? '…'} – ${row.max ?? '…'}` : ''),
      },
    ];
  }, [t, french]);

  if (query.isPending) return <Spinner />;
  const rows = Object.values(query.data ?? {});

  return (
    <Stack gap="md">
      {notice ? (
        <AlertBanner type={notice.type} onClose={clear}>
          {notice.text}
        </AlertBanner>
      ) : null}
      <Text size="sm">
        <Anchor component={Link} to={paths.section.getHref('template')}>
          {t('gallery.link')}
        </Anchor>
        {' – '}
        {t('gallery.linkHint')}
      </Text>
      <DataTable
        label={t('developer.controlItems.tableLabel')}
        rows={rows}
        columns={columns}
        rowKey={(row) => row.fieldName}
        rowName={(row) => row.fieldName}
        onEdit={(row) => {
          trackEvent('BUTTON_CLICK', FORM, 'btnEdit', { fieldName: row.fieldName });
          setEditing({ item: row, isNew: false });
        }}
        onDelete={setDeleting}
        toolbar={
          <Button onClick={() => setEditing({ item: blankControlItem(), isNew: true })}>
            {t('developer.controlItems.new')}
          </Button>
        }
      />
      {editing ? (
        <ControlItemEditor
          initial={editing.item}
          isNew={editing.isNew}
          saving={save.isPending}
          onCancel={() => setEditing(null)}
          onSave={(item) => save.mutate(item)}
        />
      ) : null}
      <ConfirmDelete
        opened={deleting !== null}
        title={t('developer.controlItems.confirmTitle')}
        message={t('developer.controlItems.confirmDelete', { name: deleting?.fieldName ?? '' })}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Stack>
  );
}

/** /developer/controlItems (platform spec 2.1, 3, 7 and 8). */
export default function ControlItemsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('developer.controlItems.title'));
  return (
    <DeveloperGate>
      <ControlItems />
    </DeveloperGate>
  );
}
