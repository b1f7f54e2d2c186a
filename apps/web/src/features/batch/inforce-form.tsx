import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  INFORCE_BATCH_MAX_PDFS,
  INFORCE_BATCH_MAX_POLICIES,
  type InforceBatchRequest,
} from '@portal/contracts/batch';
import { POLICY_NUMBER_MAX } from '@portal/contracts/inforce';
import { POLICY_TYPES } from '@portal/domain/inforce/types';
import { PRODUCT_LABELS } from '@portal/domain/labels/products';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/language';
import { useSession } from '@/lib/session';
import { BATCH_KEY, fetchPolicyStatuses, sendInforceBatch } from './api';
import { LanguageChoice, type OutputLanguage } from './language-choice';
import { parsePolicyNumbers } from './policy-numbers';
import { useSendBatch } from './use-send-batch';

type Choice = 'numbers' | 'filter';
interface Filter {
  policyStatusCode: string;
  policyType: string;
  productId: string;
}
const NO_FILTER: Filter = { policyStatusCode: '', policyType: '', productId: '' };

/**
 * The in-force batch's form (decision 0086): policy numbers (one a line or comma-separated,
 * counted as typed, within the contract's limits) or a filter (status, type, product), the PDFs
 * of each policy (not offered past INFORCE_BATCH_MAX_PDFS policies, and the reason said), the
 * outputs' language, and Send.
 */
export function InforceForm() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { user } = useSession();
  const headingId = useId();
  const [choice, setChoice] = useState<Choice>('numbers');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [pdf, setPdf] = useState(false);
  const [outputs, setOutputs] = useState<OutputLanguage>(
    user?.reportLanguage === 'French' ? 'F' : 'E',
  );
  const statuses = useQuery({
    queryKey: [...BATCH_KEY, 'statuses', language],
    queryFn: () => fetchPolicyStatuses(user?.username ?? ''),
    enabled: choice === 'filter',
  });
  const send = useSendBatch('inforce', sendInforceBatch);
  const count = (n: number) => formatNumber(n, language);

  const { numbers, tooLong } = parsePolicyNumbers(text);
  const numbersProblem =
    tooLong !== null
      ? t('batch.inforce.numberTooLong', { max: POLICY_NUMBER_MAX, number: tooLong })
      : numbers.length > INFORCE_BATCH_MAX_POLICIES
        ? t('batch.inforce.tooManyNumbers', { max: count(INFORCE_BATCH_MAX_POLICIES) })
        : numbers.length === 0 && tried
          ? t('batch.inforce.noNumbers')
          : null;
  const tooManyForPdfs = choice === 'numbers' && numbers.length > INFORCE_BATCH_MAX_PDFS;

  function submit() {
    setTried(true);
    if (choice === 'numbers') {
      if (numbers.length === 0 || numbersProblem !== null) return;
      send.mutate({ policyNumbers: numbers, pdf: pdf && !tooManyForPdfs, language: outputs });
      return;
    }
    const chosen: NonNullable<InforceBatchRequest['filter']> = {};
    if (filter.policyStatusCode) chosen.policyStatusCode = filter.policyStatusCode;
    if (filter.policyType) chosen.policyType = filter.policyType;
    if (filter.productId) chosen.productId = filter.productId;
    send.mutate({ filter: chosen, pdf, language: outputs });
  }

  const all = { value: '', label: t('batch.inforce.all') };
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('batch.inforce.title')}
      </Title>
      <Text size="sm">{t('batch.inforce.intro')}</Text>
      <Radio.Group
        label={t('batch.inforce.choose')}
        value={choice}
        onChange={(next) => setChoice(next === 'filter' ? 'filter' : 'numbers')}
      >
        <Group mt={4}>
          <Radio value="numbers" label={t('batch.inforce.byNumbers')} />
          <Radio value="filter" label={t('batch.inforce.byFilter')} />
        </Group>
      </Radio.Group>
      {choice === 'numbers' ? (
        <Stack gap={4}>
          <Textarea
            label={t('batch.inforce.numbers')}
            description={t('batch.inforce.numbersHint', {
              max: count(INFORCE_BATCH_MAX_POLICIES),
            })}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={numbersProblem}
            rows={6}
          />
          <Text size="sm" aria-live="polite">
            {t('batch.inforce.count', { count: numbers.length })}
          </Text>
        </Stack>
      ) : (
        <Stack gap={4}>
          {statuses.isError && (
            <Alert variant="default" color="red.9" role="alert">
              {t('batch.inforce.listsFailed')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label={t('batch.inforce.status')}
              value={filter.policyStatusCode}
              onChange={(event) =>
                setFilter({ ...filter, policyStatusCode: event.currentTarget.value })
              }
              data={[
                all,
                ...(statuses.data?.policyStatusList ?? []).map((status) => ({
                  value: status.policyStatusCode,
                  label: status.policyStatusDescription,
                })),
              ]}
            />
            <NativeSelect
              label={t('batch.inforce.policyType')}
              value={filter.policyType}
              onChange={(event) => setFilter({ ...filter, policyType: event.currentTarget.value })}
              data={[
                all,
                ...POLICY_TYPES.map((type) => ({
                  value: type,
                  label: t(`inforce.enums.policyType.${type}`),
                })),
              ]}
            />
            <NativeSelect
              label={t('batch.inforce.product')}
              value={filter.productId}
              onChange={(event) => setFilter({ ...filter, productId: event.currentTarget.value })}
              data={[
                all,
                ...PRODUCT_LABELS.entries.map((entry) => ({
                  value: entry.codes[0] ?? '',
                  label: `${entry.codes[0]} ${entry[language]}`,
                })),
              ]}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('batch.inforce.filterHint')}
          </Text>
        </Stack>
      )}
      <LanguageChoice label={t('batch.inforce.language')} value={outputs} onChange={setOutputs} />
      <Checkbox
        label={t('batch.inforce.pdf')}
        checked={pdf && !tooManyForPdfs}
        disabled={tooManyForPdfs}
        onChange={(event) => setPdf(event.currentTarget.checked)}
        description={
          tooManyForPdfs
            ? t('batch.inforce.pdfTooMany', {
                max: count(INFORCE_BATCH_MAX_PDFS),
                policies: count(numbers.length),
              })
            : choice === 'filter'
              ? t('batch.inforce.pdfFilterHint', { max: count(INFORCE_BATCH_MAX_PDFS) })
              : undefined
        }
      />
      <Group>
        <Button onClick={submit} loading={send.isPending}>
          {t('batch.inforce.send')}
        </Button>
      </Group>
    </Stack>
  );
}
