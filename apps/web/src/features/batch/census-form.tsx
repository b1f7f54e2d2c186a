import { Alert, Button, Checkbox, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { CENSUS_MAX_BYTES, CENSUS_MAX_ROWS } from '@portal/contracts/batch';
import { formatFileSize } from '@portal/domain/fields/file-size';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/language';
import { useSession } from '@/lib/session';
import { sendCensus } from './api';
import { CENSUS_ACCEPT, type CensusFileProblem, censusFileProblem } from './census-file';
import { censusTemplate, saveText } from './census-template';
import { LanguageChoice, type OutputLanguage } from './language-choice';
import { useSendBatch } from './use-send-batch';

/**
 * The new-business batch's form (decision 0086): the census file (its type and size checked
 * here before anything is sent, its name and size shown), the outputs' language (the user's
 * report language unless changed), the combined PDF, and Send; and the template to start from.
 */
export function CensusForm() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { user } = useSession();
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<CensusFileProblem | null>(null);
  const [outputs, setOutputs] = useState<OutputLanguage>(
    user?.reportLanguage === 'French' ? 'F' : 'E',
  );
  const [pdf, setPdf] = useState(true);
  const send = useSendBatch('newBusiness', (chosen: File) =>
    sendCensus(chosen, { language: outputs, pdf }),
  );
  const size = (bytes: number) => formatFileSize(bytes, language);

  function choose(chosen: File | null) {
    setFile(chosen);
    setProblem(chosen ? censusFileProblem(chosen) : null);
  }

  function downloadTemplate() {
    const text = censusTemplate(
      {
        reference: t('batch.census.templateHeaders.reference'),
        productId: t('batch.census.templateHeaders.productId'),
        issueAge: t('batch.census.templateHeaders.issueAge'),
        sex: t('batch.census.templateHeaders.sex'),
        smokeClass: t('batch.census.templateHeaders.smokeClass'),
        faceAmount: t('batch.census.templateHeaders.faceAmount'),
        premium: t('batch.census.templateHeaders.premium'),
        premiumMode: t('batch.census.templateHeaders.premiumMode'),
      },
      (n) => t('batch.census.templateExample', { n }),
      t('batch.census.templateMode'),
    );
    saveText(text, t('batch.census.templateName'), 'text/csv;charset=utf-8');
  }

  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('batch.census.title')}
      </Title>
      <Text size="sm">{t('batch.census.intro')}</Text>
      <Text size="sm" c="dimmed">
        {t('batch.census.fileHint', {
          size: size(CENSUS_MAX_BYTES),
          rows: formatNumber(CENSUS_MAX_ROWS, language),
        })}
      </Text>
      <Group>
        <FileButton onChange={choose} accept={CENSUS_ACCEPT}>
          {(props) => (
            <Button variant="default" {...props} disabled={send.isPending}>
              {t('batch.census.selectFile')}
            </Button>
          )}
        </FileButton>
        <Button variant="subtle" onClick={downloadTemplate}>
          {t('batch.census.template')}
        </Button>
      </Group>
      {file ? (
        <Text size="sm" data-testid="census-file">
          {t('batch.census.fileName')}: {file.name} · {t('batch.census.fileSize')}:{' '}
          {size(file.size)}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('batch.census.noFile')}
        </Text>
      )}
      {file && problem && (
        <Alert variant="default" color="red.9" role="alert">
          {problem === 'tooLarge'
            ? t('batch.census.tooLarge', { size: size(file.size), max: size(CENSUS_MAX_BYTES) })
            : t(`batch.census.${problem}`)}
        </Alert>
      )}
      <LanguageChoice label={t('batch.census.language')} value={outputs} onChange={setOutputs} />
      <Checkbox
        label={t('batch.census.pdf')}
        checked={pdf}
        onChange={(event) => setPdf(event.currentTarget.checked)}
      />
      <Group>
        <Button
          onClick={() => file && !problem && send.mutate(file)}
          disabled={file === null || problem !== null}
          loading={send.isPending}
        >
          {t('batch.census.send')}
        </Button>
      </Group>
    </Stack>
  );
}
