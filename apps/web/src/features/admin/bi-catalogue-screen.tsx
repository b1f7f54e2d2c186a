import {
  Alert,
  Button,
  Group,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { CatalogueUpdate, CatalogueWidget } from '@portal/contracts/bi';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '@/components/alerts/alert-store';
import { AppDialog } from '@/components/dialog/app-dialog';
import { errorMessageKey } from '@/lib/api-error';
import { currentLanguage } from '@/lib/i18n';
import {
  AUDIT_KEY,
  CATALOGUE_KEY,
  fetchCatalogue,
  saveCatalogueOrder,
  saveCatalogueWidget,
} from './api';

const ALERT = 'widgetCatalogue';

function editableOf(widget: CatalogueWidget): CatalogueUpdate {
  const { widgetID: _id, name: _name, displayOrder: _order, ...fields } = widget;
  return fields;
}

/** The edit dialog: display name and the six texts, each required (the server checks too). */
function EditDialog({
  widget,
  onClose,
  onSave,
  saving,
}: {
  widget: CatalogueWidget;
  onClose: () => void;
  onSave: (change: CatalogueUpdate) => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => editableOf(widget));
  const text = (group: 'title' | 'shortText' | 'longText', lang: 'en' | 'fr') => ({
    value: draft[group][lang],
    required: true,
    onChange: (event: { currentTarget: { value: string } }) =>
      setDraft({ ...draft, [group]: { ...draft[group], [lang]: event.currentTarget.value } }),
  });
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={t('bi.catalogue.editTitle', { name: widget.displayName })}
      closeLabel={t('bi.catalogue.cancel')}
      size="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(draft);
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('bi.catalogue.displayName')}
            required
            maxLength={100}
            value={draft.displayName}
            onChange={(event) => setDraft({ ...draft, displayName: event.currentTarget.value })}
          />
          <TextInput label={t('bi.catalogue.titleEn')} maxLength={100} {...text('title', 'en')} />
          <TextInput label={t('bi.catalogue.titleFr')} maxLength={100} {...text('title', 'fr')} />
          <TextInput
            label={t('bi.catalogue.shortEn')}
            maxLength={300}
            {...text('shortText', 'en')}
          />
          <TextInput
            label={t('bi.catalogue.shortFr')}
            maxLength={300}
            {...text('shortText', 'fr')}
          />
          <Textarea
            label={t('bi.catalogue.longEn')}
            autosize
            minRows={2}
            maxLength={2000}
            {...text('longText', 'en')}
          />
          <Textarea
            label={t('bi.catalogue.longFr')}
            autosize
            minRows={2}
            maxLength={2000}
            {...text('longText', 'fr')}
          />
          <Switch
            label={t('bi.catalogue.isActive')}
            checked={draft.isActive}
            onChange={(event) => setDraft({ ...draft, isActive: event.currentTarget.checked })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('bi.catalogue.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('bi.catalogue.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}

/**
 * /admin/bi (issue 16 §4, decision 0057): the widget catalogue. Edit a widget's words and
 * default ON/OFF; reorder the default order with the Up and Down buttons or Alt+Arrow keys.
 * Every change is audited by the server.
 */
export default function BiCatalogueScreen() {
  const { t } = useTranslation();
  const language = currentLanguage();
  useDocumentTitle(t('bi.catalogue.title'));
  const client = useQueryClient();
  const [editing, setEditing] = useState<CatalogueWidget | null>(null);
  const query = useQuery({
    queryKey: CATALOGUE_KEY,
    queryFn: ({ signal }) => fetchCatalogue(signal),
  });
  const done = (message: string) => (list: CatalogueWidget[]) => {
    client.setQueryData(CATALOGUE_KEY, list);
    void client.invalidateQueries({ queryKey: AUDIT_KEY });
    void client.invalidateQueries({ queryKey: ['userWidgets'] });
    alerts.show({ message, type: 'Success', name: ALERT });
  };
  const failed = (error: unknown) =>
    alerts.show({
      message: `${t('bi.catalogue.failed')} ${t(errorMessageKey(error))}`,
      type: 'Error',
      name: ALERT,
    });
  const save = useMutation({
    mutationFn: ({ id, change }: { id: number; change: CatalogueUpdate }) =>
      saveCatalogueWidget(id, change),
    onSuccess: (list) => {
      setEditing(null);
      done(t('bi.catalogue.saved'))(list);
    },
    onError: failed,
  });
  const reorder = useMutation({
    mutationFn: saveCatalogueOrder,
    onSuccess: done(t('bi.catalogue.reordered')),
    onError: failed,
  });

  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {t('bi.catalogue.loadFailed')}
      </Alert>
    );
  }
  const list = query.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= list.length || reorder.isPending) return;
    const ids = list.map((widget) => widget.widgetID);
    [ids[index], ids[target]] = [ids[target] as number, ids[index] as number];
    reorder.mutate(ids);
  };
  const onRowKey = (index: number) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? -1 : 1);
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('bi.catalogue.title')}
      </Title>
      <Text>{t('bi.catalogue.intro')}</Text>
      <Text size="sm" c="dimmed" id="catalogue-hint">
        {t('bi.catalogue.reorderHint')}
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-describedby="catalogue-hint">
          <Table.Caption>{t('bi.catalogue.title')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('bi.catalogue.order')}</Table.Th>
              <Table.Th scope="col">{t('bi.catalogue.displayName')}</Table.Th>
              <Table.Th scope="col">{t('bi.catalogue.name')}</Table.Th>
              <Table.Th scope="col">{t('bi.catalogue.isActive')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('bi.catalogue.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((widget, index) => (
              <Table.Tr key={widget.widgetID} onKeyDown={onRowKey(index)} data-widget={widget.name}>
                <Table.Td>{widget.displayOrder}</Table.Td>
                <Table.Th scope="row" fw={500}>
                  {widget.title[language] || widget.displayName}
                </Table.Th>
                <Table.Td>{widget.name}</Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`${t('bi.catalogue.isActive')}: ${widget.displayName}`}
                    checked={widget.isActive}
                    disabled={save.isPending}
                    onChange={(event) =>
                      save.mutate({
                        id: widget.widgetID,
                        change: { ...editableOf(widget), isActive: event.currentTarget.checked },
                      })
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="default"
                      aria-label={t('bi.catalogue.moveUp', { name: widget.displayName })}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="default"
                      aria-label={t('bi.catalogue.moveDown', { name: widget.displayName })}
                      disabled={index === list.length - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </Button>
                    <Button size="compact-xs" variant="default" onClick={() => setEditing(widget)}>
                      {t('bi.catalogue.edit', { name: widget.displayName })}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && (
        <EditDialog
          widget={editing}
          saving={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(change) => save.mutate({ id: editing.widgetID, change })}
        />
      )}
    </Stack>
  );
}
