import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { SETUP_TYPES, type SetupItem, type SetupType } from '@portal/contracts/fields';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/dialog/app-dialog';

export function blankSetup(prodID: string): SetupItem {
  return {
    prodID,
    setupType: 'product',
    setupKey: '',
    value: '',
    captionEn: '',
    captionFr: '',
    displayOrder: 1,
    isActive: true,
  };
}

/** One setup item; its product, type and key are fixed once it exists (they are its key). */
export function SetupEditor({
  initial,
  isNew,
  saving,
  onCancel,
  onSave,
}: {
  initial: SetupItem;
  isNew: boolean;
  saving: boolean;
  onCancel: () => void;
  onSave: (item: SetupItem) => void;
}) {
  const { t } = useTranslation();
  const [item, setItem] = useState(initial);
  const [tried, setTried] = useState(false);
  const set = <K extends keyof SetupItem>(key: K, value: SetupItem[K]) =>
    setItem((current) => ({ ...current, [key]: value }));
  const problems = {
    prodID: !/^\d{4}$/.test(item.prodID),
    setupKey: !/^[A-Za-z0-9_]+$/.test(item.setupKey),
    value: item.setupType === 'fund' && !/^-?\d+(\.\d+)?$/.test(item.value),
  };
  const invalid = Object.values(problems).some(Boolean);
  const error = (key: keyof typeof problems) =>
    tried && problems[key] ? t('developer.fixFirst') : undefined;
  const name = `${initial.prodID} ${initial.setupKey}`;
  return (
    <AppDialog
      opened
      closeLabel={t('fields.close')}
      onClose={onCancel}
      size="lg"
      title={isNew ? t('developer.setup.editorNew') : t('developer.setup.editorEdit', { name })}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!invalid) onSave(item);
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('developer.setup.prodID')}
              value={item.prodID}
              readOnly={!isNew}
              withAsterisk
              maxLength={4}
              error={error('prodID')}
              onChange={(event) => set('prodID', event.currentTarget.value.trim())}
            />
            <Select
              label={t('developer.setup.setupType')}
              value={item.setupType}
              readOnly={!isNew}
              data={SETUP_TYPES.map((type) => ({
                value: type,
                label: t(`developer.setup.types.${type}`),
              }))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              onChange={(value) => value && set('setupType', value as SetupType)}
            />
            <TextInput
              label={t('developer.setup.setupKey')}
              value={item.setupKey}
              readOnly={!isNew}
              withAsterisk
              error={error('setupKey')}
              onChange={(event) => set('setupKey', event.currentTarget.value.trim())}
            />
          </SimpleGrid>
          <TextInput
            label={t('developer.setup.value')}
            description={item.setupType === 'fund' ? t('developer.setup.valueFundHint') : undefined}
            value={item.value}
            error={error('value')}
            data-autofocus={!isNew || undefined}
            onChange={(event) => set('value', event.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('developer.setup.captionEn')}
              value={item.captionEn}
              lang="en-CA"
              onChange={(event) => set('captionEn', event.currentTarget.value)}
            />
            <TextInput
              label={t('developer.setup.captionFr')}
              value={item.captionFr}
              lang="fr-CA"
              onChange={(event) => set('captionFr', event.currentTarget.value)}
            />
          </SimpleGrid>
          <Group align="flex-end">
            <NumberInput
              label={t('developer.setup.displayOrder')}
              value={item.displayOrder}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              onChange={(value) => set('displayOrder', Number(value) || 0)}
            />
            <Checkbox
              label={t('developer.setup.isActive')}
              checked={item.isActive}
              onChange={(event) => set('isActive', event.currentTarget.checked)}
            />
          </Group>
          {tried && invalid ? (
            <Text c="var(--mantine-color-error)" role="alert">
              {t('developer.fixFirst')}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('developer.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('developer.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
