import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/dialog/app-dialog';

/** Asks before a delete; Cancel has the focus first, so Enter never deletes by accident. */
export function ConfirmDelete({
  opened,
  title,
  message,
  busy,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  message: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppDialog opened={opened} onClose={onCancel} title={title} closeLabel={t('fields.close')}>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('developer.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {t('developer.yes')}
        </Button>
      </Group>
    </AppDialog>
  );
}
