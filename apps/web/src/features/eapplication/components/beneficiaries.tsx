import { Button, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { BENEFICIARY_ITEMS } from '@portal/domain/eapp/field-items';
import {
  BENEFICIARY_CLASSES,
  type BeneficiaryCoverage,
  MAX_BENEFICIARIES,
} from '@portal/domain/eapp/form';
import { COVERAGE_NAMES } from '@portal/domain/eapp/validate';
import { useTranslation } from 'react-i18next';
import { fieldId, useCaption, useKit } from './form-kit';

/** Up to 3 beneficiaries of one coverage, primary or contingent, with their shares. */
export function BeneficiaryList({ coverage }: { coverage: BeneficiaryCoverage }) {
  const { t } = useTranslation();
  const kit = useKit();
  const list = kit.form.beneficiaries[coverage];
  const field = `beneficiaries.${coverage}`;
  const put = (next: typeof list) => {
    kit.set('beneficiaries', { ...kit.form.beneficiaries, [coverage]: next });
    kit.touch(field);
  };
  const error = kit.errorOf(field);
  const coverageName = COVERAGE_NAMES[kit.language][coverage];
  // Every row's name and relationship follow one control item each.
  const nameItem = kit.items?.[BENEFICIARY_ITEMS.name];
  const relationshipItem = kit.items?.[BENEFICIARY_ITEMS.relationship];
  const nameCaption = useCaption('beneficiaryName', t('eapp.beneficiaries.name'));
  const relationshipCaption = useCaption(
    'beneficiaryRelationship',
    t('eapp.beneficiaries.relationship'),
  );
  return (
    <Fieldset
      id={fieldId(field)}
      tabIndex={-1}
      legend={t('eapp.beneficiaries.coverage', { coverage: coverageName })}
      aria-describedby={error ? `${fieldId(field)}-error` : undefined}
    >
      <Stack gap="xs">
        {list.map((beneficiary, index) => {
          const n = index + 1;
          const change = (patch: Partial<typeof beneficiary>) =>
            put(list.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
          return (
            <Group key={`${coverage}-${n}`} align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                id={fieldId(`${field}.${index}.name`)}
                label={`${nameCaption} (${t('eapp.beneficiaries.row', { n })})`}
                withAsterisk={nameItem?.required}
                value={beneficiary.name}
                maxLength={nameItem?.maxLength || 120}
                error={kit.errorOf(`${field}.${index}.name`)}
                onChange={(event) => change({ name: event.currentTarget.value })}
              />
              <TextInput
                id={fieldId(`${field}.${index}.relationship`)}
                label={relationshipCaption}
                withAsterisk={relationshipItem?.required}
                value={beneficiary.relationship}
                maxLength={relationshipItem?.maxLength || 60}
                error={kit.errorOf(`${field}.${index}.relationship`)}
                onChange={(event) => change({ relationship: event.currentTarget.value })}
              />
              <NativeSelect
                label={t('eapp.beneficiaries.class')}
                value={beneficiary.beneficiaryClass}
                data={BENEFICIARY_CLASSES.map((value) => ({
                  value,
                  label: t(`eapp.beneficiaries.classes.${value}`),
                }))}
                onChange={(event) =>
                  change({
                    beneficiaryClass: event.currentTarget
                      .value as (typeof BENEFICIARY_CLASSES)[number],
                  })
                }
              />
              <TextInput
                label={t('eapp.beneficiaries.share')}
                inputMode="decimal"
                w={110}
                value={beneficiary.share}
                maxLength={6}
                onChange={(event) =>
                  change({ share: event.currentTarget.value.replace(/[^\d.,]/g, '') })
                }
              />
              <Button
                variant="default"
                aria-label={t('eapp.beneficiaries.remove', { n })}
                onClick={() => put(list.filter((_, i) => i !== index))}
              >
                ×
              </Button>
            </Group>
          );
        })}
        {list.length < MAX_BENEFICIARIES ? (
          <Group>
            <Button
              variant="light"
              onClick={() =>
                put([
                  ...list,
                  { name: '', relationship: '', beneficiaryClass: 'Primary', share: '' },
                ])
              }
            >
              {t('eapp.beneficiaries.add')}
            </Button>
          </Group>
        ) : (
          <Text size="sm">{t('eapp.beneficiaries.max', { max: MAX_BENEFICIARIES })}</Text>
        )}
        {error && (
          <Text id={`${fieldId(field)}-error`} c="red.9" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
