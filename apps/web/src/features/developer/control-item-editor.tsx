import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { StoredControlItem, StoredOptionItem } from '@portal/contracts/fields';
import { FIELD_TYPES, type FieldType } from '@portal/domain/fields/control-item';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/dialog/app-dialog';

const FLAGS = [
  'required',
  'disabled',
  'displayHidden',
  'readOnly',
  'displayDisabled',
  'locked',
  'disableOnError',
] as const;
const DISPLAY_FLAGS = ['showLabel', 'showTooltip', 'isOptional'] as const;
const TEXTS = ['captionEn', 'captionFr', 'statusEn', 'statusFr', 'errorEn', 'errorFr'] as const;
const CHOICE_TYPES: ReadonlySet<FieldType> = new Set(['combo', 'radio', 'multiCheck']);

export function blankControlItem(): StoredControlItem {
  return {
    fieldName: '',
    formName: '',
    fieldType: 'text',
    required: false,
    disabled: false,
    displayHidden: false,
    useLimits: false,
    min: null,
    max: null,
    decimalPlaces: 0,
    allowZero: false,
    useMinLength: false,
    minLength: 0,
    maxLength: null,
    isDirty: false,
    isError: false,
    readOnly: false,
    displayDisabled: false,
    showLabel: true,
    showTooltip: false,
    isOptional: false,
    locked: false,
    optionItems: [],
    disableOnError: false,
    delayTime: 0,
    captionEn: '',
    captionFr: '',
    statusEn: '',
    statusFr: '',
    errorEn: '',
    errorFr: '',
  };
}

const numberOrNull = (value: string | number) =>
  value === '' || value === null ? null : Number(value);

/**
 * Every attribute of a control item (spec 3) and both languages' texts. The field name of
 * an existing item is fixed (it is the key forms use). Checks here are the obvious ones; the
 * server checks everything again and its refusal shows as the spec's failure message.
 */
export function ControlItemEditor({
  initial,
  isNew,
  saving,
  onCancel,
  onSave,
}: {
  initial: StoredControlItem;
  isNew: boolean;
  saving: boolean;
  onCancel: () => void;
  onSave: (item: StoredControlItem) => void;
}) {
  const { t } = useTranslation();
  const [item, setItem] = useState(initial);
  const [tried, setTried] = useState(false);
  const set = <K extends keyof StoredControlItem>(key: K, value: StoredControlItem[K]) =>
    setItem((current) => ({ ...current, [key]: value }));
  const label = (key: string) => t(`developer.attributes.${key}` as 'developer.attributes.min');

  const problems: Partial<Record<keyof StoredControlItem, string>> = {};
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(item.fieldName)) problems.fieldName = label('fieldName');
  if (item.formName.trim() === '') problems.formName = label('formName');
  if (item.min !== null && item.max !== null && item.min > item.max) problems.max = label('max');
  if (item.maxLength !== null && item.minLength > item.maxLength) {
    problems.minLength = label('minLength');
  }
  const error = (key: keyof StoredControlItem) =>
    tried && problems[key] ? t('developer.fixFirst') : undefined;

  const setOption = (index: number, patch: Partial<StoredOptionItem>) =>
    set(
      'optionItems',
      item.optionItems.map((option, at) => (at === index ? { ...option, ...patch } : option)),
    );

  return (
    <AppDialog
      opened
      closeLabel={t('fields.close')}
      onClose={onCancel}
      size="xl"
      title={
        isNew
          ? t('developer.controlItems.editorNew')
          : t('developer.controlItems.editorEdit', { name: initial.fieldName })
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (Object.keys(problems).length > 0) return;
          onSave({
            ...item,
            optionItems: CHOICE_TYPES.has(item.fieldType) ? item.optionItems : [],
          });
        }}
      >
        <Stack gap="md">
          <Fieldset legend={t('developer.controlItems.sections.identity')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={label('fieldName')}
                value={item.fieldName}
                readOnly={!isNew}
                withAsterisk
                error={error('fieldName')}
                data-autofocus={isNew || undefined}
                onChange={(event) => set('fieldName', event.currentTarget.value.trim())}
              />
              <TextInput
                label={label('formName')}
                value={item.formName}
                withAsterisk
                error={error('formName')}
                onChange={(event) => set('formName', event.currentTarget.value)}
              />
              <Select
                label={label('fieldType')}
                value={item.fieldType}
                data={[...FIELD_TYPES]}
                allowDeselect={false}
                searchable
                comboboxProps={{ withinPortal: true }}
                onChange={(value) => value && set('fieldType', value as FieldType)}
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('developer.controlItems.sections.behaviour')}>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {FLAGS.map((flag) => (
                <Checkbox
                  key={flag}
                  label={label(flag)}
                  checked={item[flag]}
                  onChange={(event) => set(flag, event.currentTarget.checked)}
                />
              ))}
              <NumberInput
                label={label('delayTime')}
                value={item.delayTime}
                min={0}
                max={600000}
                allowDecimal={false}
                allowNegative={false}
                onChange={(value) => set('delayTime', Number(value) || 0)}
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('developer.controlItems.sections.limits')}>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <Checkbox
                label={label('useLimits')}
                checked={item.useLimits}
                onChange={(event) => set('useLimits', event.currentTarget.checked)}
              />
              <Checkbox
                label={label('allowZero')}
                checked={item.allowZero}
                onChange={(event) => set('allowZero', event.currentTarget.checked)}
              />
              <Checkbox
                label={label('useMinLength')}
                checked={item.useMinLength}
                onChange={(event) => set('useMinLength', event.currentTarget.checked)}
              />
              <span />
              <NumberInput
                label={label('min')}
                description={t('developer.attributes.noLimit')}
                value={item.min ?? ''}
                onChange={(value) => set('min', numberOrNull(value))}
              />
              <NumberInput
                label={label('max')}
                description={t('developer.attributes.noLimit')}
                value={item.max ?? ''}
                error={error('max')}
                onChange={(value) => set('max', numberOrNull(value))}
              />
              <NumberInput
                label={label('decimalPlaces')}
                value={item.decimalPlaces}
                min={0}
                max={10}
                allowDecimal={false}
                allowNegative={false}
                onChange={(value) => set('decimalPlaces', Number(value) || 0)}
              />
              <span />
              <NumberInput
                label={label('minLength')}
                value={item.minLength}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                error={error('minLength')}
                onChange={(value) => set('minLength', Number(value) || 0)}
              />
              <NumberInput
                label={label('maxLength')}
                description={t('developer.attributes.noLimit')}
                value={item.maxLength ?? ''}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                onChange={(value) => {
                  const next = numberOrNull(value);
                  set('maxLength', next === null || next < 1 ? null : next);
                }}
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('developer.controlItems.sections.display')}>
            <Group>
              {DISPLAY_FLAGS.map((flag) => (
                <Checkbox
                  key={flag}
                  label={label(flag)}
                  checked={item[flag]}
                  onChange={(event) => set(flag, event.currentTarget.checked)}
                />
              ))}
            </Group>
          </Fieldset>

          <Fieldset legend={t('developer.controlItems.sections.texts')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {TEXTS.map((key) => (
                <TextInput
                  key={key}
                  label={label(key)}
                  value={item[key]}
                  lang={key.endsWith('Fr') ? 'fr-CA' : 'en-CA'}
                  maxLength={500}
                  onChange={(event) => set(key, event.currentTarget.value)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>

          {CHOICE_TYPES.has(item.fieldType) ? (
            <Fieldset legend={t('developer.controlItems.sections.options')}>
              <Stack gap="xs">
                {item.optionItems.map((option, index) => (
                  <Group
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
                    key={index}
                    align="flex-end"
                    wrap="nowrap"
                    role="group"
                    aria-label={`${label('optionItems')} ${index + 1}`}
                  >
                    <TextInput
                      label={label('optionValue')}
                      value={option.value}
                      w={110}
                      onChange={(event) => setOption(index, { value: event.currentTarget.value })}
                    />
                    {(['labelEn', 'labelFr', 'infoEn', 'infoFr'] as const).map((key) => (
                      <TextInput
                        key={key}
                        label={label(key)}
                        value={option[key]}
                        style={{ flex: 1 }}
                        onChange={(event) => setOption(index, { [key]: event.currentTarget.value })}
                      />
                    ))}
                    <ActionIcon
                      variant="light"
                      color="red"
                      size="lg"
                      aria-label={t('developer.attributes.removeOption', { number: index + 1 })}
                      onClick={() =>
                        set(
                          'optionItems',
                          item.optionItems.filter((_, at) => at !== index),
                        )
                      }
                    >
                      <span aria-hidden="true">×</span>
                    </ActionIcon>
                  </Group>
                ))}
                <Group>
                  <Button
                    variant="light"
                    onClick={() =>
                      set('optionItems', [
                        ...item.optionItems,
                        { value: '', labelEn: '', labelFr: '', infoEn: '', infoFr: '' },
                      ])
                    }
                  >
                    {t('developer.attributes.addOption')}
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
          ) : null}

          {tried && Object.keys(problems).length > 0 ? (
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
