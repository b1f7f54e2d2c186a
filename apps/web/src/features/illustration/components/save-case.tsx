import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { SavedIllustration } from '@portal/contracts/illustration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/dialog/app-dialog';
import { logFailure } from '@/lib/log';
import { createSaved, newSaveKey, tieNeedsToCase, updateSaved } from '../api';
import { type IllustrationFormValues, NEEDS_ANALYSIS_FIELD } from '../form-model';

/** The form without the bookkeeping of which case is open. */
export function caseForm(values: IllustrationFormValues): IllustrationFormValues {
  const { savedId: _id, savedName: _name, ...form } = values;
  return form;
}

/** Save (or save as new) the whole form as an illustration case. */
export function SaveCase({
  values,
  onSaved,
}: {
  values: IllustrationFormValues;
  onSaved: (saved: SavedIllustration) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<null | 'save' | 'new'>(null);
  const currentId = typeof values.savedId === 'string' && values.savedId ? values.savedId : null;
  const currentName = typeof values.savedName === 'string' ? values.savedName : '';
  const clientName = typeof values.insuredName === 'string' ? values.insuredName.trim() : '';
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  // One per opening of the dialog: pressing Save again after an error resends the same save.
  const [saveKey, setSaveKey] = useState(newSaveKey);
  const save = useMutation({
    mutationFn: async (mode: 'save' | 'new') => {
      const body = {
        name: name.trim(),
        clientName,
        productId: String(values.productId ?? ''),
        form: caseForm(values),
      };
      return mode === 'save' && currentId
        ? updateSaved(currentId, body)
        : createSaved(body, saveKey);
    },
    onSuccess: async (saved) => {
      setOpened(null);
      setMessage(t('illustration.save.saved', { name: saved.name }));
      onSaved(saved);
      await queryClient.invalidateQueries({ queryKey: ['illustration', 'saved'] });
      // The needs analysis this case illustrates is saved with it (issue 22): tied on the
      // server, so the needs screen lists it with this case.
      const needsId = values[NEEDS_ANALYSIS_FIELD];
      if (typeof needsId === 'string' && needsId) {
        try {
          await tieNeedsToCase(needsId, saved.id);
          await queryClient.invalidateQueries({ queryKey: ['needs'] });
        } catch (error) {
          logFailure('Tie the needs analysis', error);
          setMessage(
            `${t('illustration.save.saved', { name: saved.name })} ${t('illustration.report.needsLinkFailed')}`,
          );
        }
      }
    },
  });
  const open = (mode: 'save' | 'new') => {
    setName(
      mode === 'save' && currentName ? currentName : clientName || t('illustration.save.newCase'),
    );
    save.reset();
    setSaveKey(newSaveKey());
    setOpened(mode);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && opened) save.mutate(opened);
  };
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Button onClick={() => open('save')}>{t('illustration.save.button')}</Button>
        {currentId && (
          <Button variant="default" onClick={() => open('new')}>
            {t('illustration.save.saveAsNew')}
          </Button>
        )}
      </Group>
      {currentId && <Text size="sm">{t('illustration.save.current', { name: currentName })}</Text>}
      <div aria-live="polite">{message && <Text size="sm">{message}</Text>}</div>
      <AppDialog
        closeLabel={t('shell.dialog.close')}
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={t('illustration.save.title')}
      >
        <form onSubmit={submit}>
          <Stack>
            <TextInput
              label={t('illustration.save.name')}
              value={name}
              maxLength={120}
              required
              data-autofocus
              onChange={(event) => setName(event.currentTarget.value)}
            />
            {save.isError && (
              <Text c="red.8" size="sm" role="alert">
                {t('illustration.save.failed')}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(null)}>
                {t('illustration.save.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} disabled={!name.trim()}>
                {t('illustration.save.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </AppDialog>
    </Stack>
  );
}
