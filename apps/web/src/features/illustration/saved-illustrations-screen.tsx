import { Alert, Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SavedIllustrationSummary } from '@portal/contracts/illustration';
import { canAdministerEapplication, canUseEapplication } from '@portal/domain/access/products';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppDialog } from '@/components/dialog/app-dialog';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import {
  deleteSaved,
  duplicateSaved,
  loadSaved,
  newSaveKey,
  productCatalogueQuery,
  savedListQuery,
  updateSaved,
} from './api';
import { EAPPLICATION_PATH, handOverToApplication } from './apply';
import { checkForm, defaultForm, type IllustrationFormValues, storeForm } from './form-model';

type Dialog =
  | { kind: 'rename'; item: SavedIllustrationSummary }
  | { kind: 'delete'; item: SavedIllustrationSummary }
  | null;

/** /illustration/savedIllustration: the agent's saved cases (an administrator sees everyone's). */
export default function SavedIllustrationsScreen() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const { user } = useSession();
  const canApply = user ? canUseEapplication(user) || canAdministerEapplication(user) : false;
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 200);
  const list = useQuery(savedListQuery(debounced));
  // Products by name, as agents know them; the code only while the catalogue is loading.
  const catalogue = useQuery(productCatalogueQuery);
  const productName = (id: string) => {
    const product = catalogue.data?.products.find((p) => p.productId === id);
    return product ? product.name[language] : id;
  };
  const [dialog, setDialog] = useState<Dialog>(null);
  const [newName, setNewName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['illustration', 'saved'] });

  const open = useMutation({
    mutationFn: (id: string) => loadSaved(id),
    onSuccess: async (saved) => {
      const form: IllustrationFormValues = { ...defaultForm() };
      for (const [name, value] of Object.entries(saved.form)) {
        if (typeof value === 'string' || typeof value === 'boolean') form[name] = value;
      }
      form.savedId = saved.id;
      form.savedName = saved.name;
      storeForm(form);
      await navigate(paths.section.getHref('illustration', 'illustration'));
    },
  });
  // Apply on a saved case: priced as the form would price it, the case's id kept as the link.
  const apply = useMutation({
    mutationFn: (id: string) => loadSaved(id),
    onSuccess: async (saved) => {
      const form: IllustrationFormValues = { ...defaultForm() };
      for (const [name, value] of Object.entries(saved.form)) {
        if (typeof value === 'string' || typeof value === 'boolean') form[name] = value;
      }
      const input = catalogue.data
        ? checkForm(form, catalogue.data, new Date(), language).input
        : null;
      handOverToApplication(form, input, saved.id);
      await navigate(EAPPLICATION_PATH);
    },
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => updateSaved(id, { name }),
    onSuccess: async (saved) => {
      setDialog(null);
      setMessage(t('illustration.saved.renamed', { name: saved.name }));
      await refresh();
    },
  });
  const duplicate = useMutation({
    // Each click is a copy of its own; a replay of the same click is not.
    mutationFn: (id: string) => duplicateSaved(id, newSaveKey()),
    onSuccess: async (saved) => {
      setMessage(t('illustration.saved.duplicated', { name: saved.name }));
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (item: SavedIllustrationSummary) => deleteSaved(item.id).then(() => item),
    onSuccess: async (item) => {
      setDialog(null);
      setMessage(t('illustration.saved.deleted', { name: item.name }));
      await refresh();
    },
  });
  const failed = open.isError || rename.isError || duplicate.isError || remove.isError;

  const submitRename = (event: FormEvent) => {
    event.preventDefault();
    if (dialog?.kind === 'rename' && newName.trim())
      rename.mutate({ id: dialog.item.id, name: newName.trim() });
  };

  return (
    <Stack gap="md">
      <TextInput
        label={t('illustration.saved.search')}
        type="search"
        value={search}
        maxLength={120}
        onChange={(event) => setSearch(event.currentTarget.value)}
        style={{ maxWidth: 360 }}
      />
      <div aria-live="polite">
        {message && <Text size="sm">{message}</Text>}
        {failed && (
          <Text size="sm" c="red.8">
            {t('illustration.saved.actionFailed')}
          </Text>
        )}
      </div>
      {list.isPending ? (
        <Text role="status">
          <Loader size="xs" aria-hidden="true" /> {t('illustration.saved.loading')}
        </Text>
      ) : list.isError ? (
        <Alert variant="default" color="red.9" role="alert">
          {t('illustration.saved.failed')}
        </Alert>
      ) : list.data.length === 0 ? (
        <Alert variant="default">
          {debounced ? t('illustration.saved.noMatch') : t('illustration.saved.none')}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label={t('illustration.saved.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('illustration.saved.name')}</Table.Th>
                <Table.Th scope="col">{t('illustration.saved.client')}</Table.Th>
                <Table.Th scope="col">{t('illustration.saved.product')}</Table.Th>
                <Table.Th scope="col">{t('illustration.saved.owner')}</Table.Th>
                <Table.Th scope="col">{t('illustration.saved.updated')}</Table.Th>
                <Table.Th scope="col">{t('illustration.saved.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Th scope="row">{item.name}</Table.Th>
                  <Table.Td>{item.clientName}</Table.Td>
                  <Table.Td>{productName(item.productId)}</Table.Td>
                  <Table.Td>{item.ownerName}</Table.Td>
                  <Table.Td>
                    {formatDate(new Date(item.updatedAt), language, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="xs"
                        aria-label={t('illustration.saved.openCase', { name: item.name })}
                        onClick={() => open.mutate(item.id)}
                        loading={open.isPending && open.variables === item.id}
                      >
                        {t('illustration.saved.open')}
                      </Button>
                      {canApply && (
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`${t('eapp.apply')} – ${item.name}`}
                          onClick={() => apply.mutate(item.id)}
                          loading={apply.isPending && apply.variables === item.id}
                        >
                          {t('eapp.apply')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('illustration.saved.renameCase', { name: item.name })}
                        onClick={() => {
                          setNewName(item.name);
                          rename.reset();
                          setDialog({ kind: 'rename', item });
                        }}
                      >
                        {t('illustration.saved.rename')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('illustration.saved.duplicateCase', { name: item.name })}
                        onClick={() => duplicate.mutate(item.id)}
                      >
                        {t('illustration.saved.duplicate')}
                      </Button>
                      <Button
                        size="xs"
                        color="red.9"
                        variant="outline"
                        aria-label={t('illustration.saved.deleteCase', { name: item.name })}
                        onClick={() => {
                          remove.reset();
                          setDialog({ kind: 'delete', item });
                        }}
                      >
                        {t('illustration.saved.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <AppDialog
        closeLabel={t('shell.dialog.close')}
        opened={dialog?.kind === 'rename'}
        onClose={() => setDialog(null)}
        title={t('illustration.saved.renameTitle')}
      >
        <form onSubmit={submitRename}>
          <Stack>
            <TextInput
              label={t('illustration.saved.newName')}
              value={newName}
              maxLength={120}
              required
              data-autofocus
              onChange={(event) => setNewName(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog(null)}>
                {t('illustration.saved.cancel')}
              </Button>
              <Button type="submit" loading={rename.isPending} disabled={!newName.trim()}>
                {t('illustration.saved.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </AppDialog>

      <AppDialog
        closeLabel={t('shell.dialog.close')}
        opened={dialog?.kind === 'delete'}
        onClose={() => setDialog(null)}
        title={t('illustration.saved.confirmDeleteTitle')}
      >
        <Stack>
          <Text>{t('illustration.saved.confirmDelete', { name: dialog?.item.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialog(null)} data-autofocus>
              {t('illustration.saved.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => {
                if (dialog?.kind === 'delete') remove.mutate(dialog.item);
              }}
            >
              {t('illustration.saved.confirm')}
            </Button>
          </Group>
        </Stack>
      </AppDialog>
    </Stack>
  );
}
