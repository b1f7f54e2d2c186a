import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The outputs' language, as the contract writes it. */
export type OutputLanguage = 'E' | 'F';

/** Which language the batch's workbook and PDFs are written in. */
export function LanguageChoice({
  label,
  value,
  onChange,
}: {
  label: string;
  value: OutputLanguage;
  onChange: (next: OutputLanguage) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(next) => onChange(next === 'F' ? 'F' : 'E')}
    >
      <Group mt={4}>
        <Radio value="E" label={t('batch.languages.E')} />
        <Radio value="F" label={t('batch.languages.F')} />
      </Group>
    </Radio.Group>
  );
}
