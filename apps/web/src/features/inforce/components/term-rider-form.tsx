import { Button, Group, Paper, SimpleGrid, Title } from '@mantine/core';
import type { FormValues } from '@portal/domain/fields/control-item';
import { FIELD_MESSAGES } from '@portal/domain/fields/messages';
import { TERM_RIDER_ITEMS } from '@portal/domain/inforce/term-rider';
import { useEffect, useMemo } from 'react';
import {
  AlertBanner,
  FormSummary,
  NumberField,
  SelectField,
  TextField,
  useFieldForm,
} from '@/components/fields';
import { useInforceWords } from '../words';

const INITIAL = {
  faceAmount: '',
  age: '',
  name: '',
  sex: '',
  smokeClass: '',
  rateClass: '',
  rating: '100',
  flatExtra: '',
  flatExtraDuration: '',
};

interface TermRiderFormProps {
  onAdd(values: FormValues): void;
  onCancel(): void;
  /** The premium summary shows not applicable while the form has errors (spec 2). */
  onErrorsChange(hasErrors: boolean): void;
  busy: boolean;
  /** Why the last attempt was not added (the rider could not be priced), shown in the form. */
  failure?: string | null;
}

/** Add a term rider (spec 4): the field engine validates it with the rider's control items. */
export function TermRiderForm({
  onAdd,
  onCancel,
  onErrorsChange,
  busy,
  failure = null,
}: TermRiderFormProps) {
  const { t, language } = useInforceWords();
  const items = useMemo(() => {
    const withOptions = structuredClone(TERM_RIDER_ITEMS);
    const label = (group: 'sexes' | 'smokeClasses' | 'rateClasses', value: string) =>
      t(`inforce.rider.${group}.${value}` as 'inforce.rider.sexes.M');
    for (const option of withOptions.sex?.optionItems ?? [])
      option.label = label('sexes', option.value);
    for (const option of withOptions.smokeClass?.optionItems ?? [])
      option.label = label('smokeClasses', option.value);
    if (withOptions.rateClass) {
      withOptions.rateClass.optionItems = [
        { value: '', label: t('inforce.rider.rateClassBlank') },
        ...withOptions.rateClass.optionItems.map((o) => ({
          ...o,
          label: label('rateClasses', o.value),
        })),
      ];
    }
    return withOptions;
  }, [t]);
  const catalogue = useMemo(() => {
    const captions: Record<string, string> = {};
    for (const name of Object.keys(TERM_RIDER_ITEMS)) {
      captions[`${name}-caption`] = t(`inforce.rider.${name}` as 'inforce.rider.age');
    }
    return { ...FIELD_MESSAGES[language], ...captions };
  }, [t, language]);
  const form = useFieldForm({
    formName: 'inforceTermRider',
    items,
    catalogue,
    language,
    initialValues: INITIAL,
  });
  const hasVisibleErrors =
    form.errorCount > 0 && Object.values(form.items).some((item) => item.isDirty);
  useEffect(() => onErrorsChange(hasVisibleErrors), [hasVisibleErrors, onErrorsChange]);

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="term-rider-title">
      <Title order={2} id="term-rider-title" mb="xs">
        {t('inforce.rider.title')}
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.submit({ onSubmit: onAdd });
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberField {...form.field('faceAmount')} />
          <NumberField {...form.field('age')} />
          <TextField {...form.field('name')} />
          <SelectField {...form.field('sex')} />
          <SelectField {...form.field('smokeClass')} />
          <SelectField {...form.field('rateClass')} />
          <SelectField {...form.field('rating')} />
          <NumberField {...form.field('flatExtra')} />
          <NumberField {...form.field('flatExtraDuration')} />
        </SimpleGrid>
        {hasVisibleErrors && <FormSummary summary={form.summary} errors={form.errorList} />}
        {failure && (
          <AlertBanner type="Error">
            <span>{failure}</span>
          </AlertBanner>
        )}
        <Group mt="sm">
          <Button type="submit" loading={busy}>
            {t('inforce.rider.submit')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('inforce.rider.cancel')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
