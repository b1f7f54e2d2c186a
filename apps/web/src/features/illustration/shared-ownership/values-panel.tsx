import {
  Alert,
  Button,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  SHARED_BENEFICIARY_ROWS,
  SHARED_TABLE_COLUMNS,
  type SharedOwnershipData,
  type SharedOwnershipResponse,
} from '@portal/contracts/shared-ownership';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { formatMoney, formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { issueText } from '@/lib/issue-text';
import { sharedOwnershipQuery } from '../api';
import { useDynamicT } from '../form-context';

type Basis = 'guaranteed' | 'illustrated';
const EXECUTIVE_END = [
  'accountValue',
  'cashSurrenderValue',
  'totalDeposits',
  'cumulativeTaxableBenefit',
  'adjustedCostBasis',
  'policyGainOnSurrender',
  'deathBenefitAfter',
] as const;
const CORPORATION_END = [
  'totalDeposits',
  'totalCostOfInsurance',
  'paidBeyondShare',
  'coverPaidByExecutive',
  'coverGivenUp',
] as const;

function EndFigures({ result, basis }: { result: SharedOwnershipResponse; basis: Basis }) {
  const t = useDynamicT();
  const language = currentLanguage();
  const end = result[basis].end;
  if (!end) return null;
  const list = (who: 'executive' | 'corporation', keys: readonly string[]) => (
    <Stack gap={4}>
      <Title order={5}>{t(`sharedOwnership.values.${who}`)}</Title>
      <dl style={{ margin: 0 }}>
        {keys.map((key) => (
          <div key={key} style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
            <dt>{t(`sharedOwnership.values.end.${key}`)}</dt>
            <dd style={{ margin: 0 }}>
              {formatMoney((end[who] as Record<string, number>)[key] ?? 0, language)}
            </dd>
          </div>
        ))}
      </dl>
    </Stack>
  );
  return (
    <Stack gap="xs">
      <Title order={4}>
        {t('sharedOwnership.values.endTitle', { year: end.year, age: end.age })}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {list('executive', EXECUTIVE_END)}
        {list('corporation', CORPORATION_END)}
      </SimpleGrid>
    </Stack>
  );
}

function Beneficiaries({ data }: { data: SharedOwnershipData }) {
  const t = useDynamicT();
  const rows = Array.from({ length: SHARED_BENEFICIARY_ROWS }, (_, i) => i + 1).filter(
    (n) => String(data[`txtSharedBeneficiaryName${n}`] ?? '').trim() !== '',
  );
  if (rows.length === 0) return null;
  const c = (key: string) => t(`sharedOwnership.values.beneficiaryColumns.${key}`);
  return (
    <Table>
      <Table.Caption>{t('sharedOwnership.values.beneficiaries')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{c('name')}</Table.Th>
          <Table.Th>{c('relationship')}</Table.Th>
          <Table.Th>{c('share')}</Table.Th>
          <Table.Th>{c('irrevocable')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((n) => {
          const code = String(data[`cboSharedRelationshipToInsured${n}`] ?? '');
          return (
            <Table.Tr key={n}>
              <Table.Td>{String(data[`txtSharedBeneficiaryName${n}`])}</Table.Td>
              <Table.Td>{code ? t(`sharedOwnership.fields.relationships.${code}`) : ''}</Table.Td>
              <Table.Td>{String(data[`txtSharedPercentShare${n}`] ?? '')}</Table.Td>
              <Table.Td>
                {t(
                  data[`chkSharedIrrevocable${n}`] === true
                    ? 'sharedOwnership.values.yes'
                    : 'sharedOwnership.values.no',
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The Shared Ownership tab (issue 21 §3): once the slideshow is finished, the concept's values
 * from the engine on the basis chosen, the end-of-benefit-period figures, the year-by-year
 * split and the beneficiary designations.
 */
export function SharedOwnershipValues({
  data,
  onEdit,
}: {
  data: SharedOwnershipData;
  onEdit: () => void;
}) {
  const t = useDynamicT();
  const language = currentLanguage();
  const [basis, setBasis] = useState<Basis>('illustrated');
  const query = useQuery(sharedOwnershipQuery(data.finished ? data : null));
  const edit = (
    <Button variant="default" onClick={onEdit} style={{ alignSelf: 'flex-start' }}>
      {t('sharedOwnership.values.edit')}
    </Button>
  );
  if (!data.finished)
    return (
      <Stack gap="sm">
        <Text>{t('sharedOwnership.values.notFinished')}</Text>
        {edit}
      </Stack>
    );
  if (query.isPending)
    return (
      <Text role="status">
        <Loader size="xs" aria-hidden="true" /> {t('sharedOwnership.values.loading')}
      </Text>
    );
  if (query.isError) {
    const issues = query.error instanceof ApiError ? query.error.issues : [];
    return (
      <Stack gap="sm">
        <Alert variant="default" color="red.9" role="alert">
          <Text>{t('sharedOwnership.values.failed')}</Text>
          {issues.map((issue) => (
            <Text key={`${issue.path}-${issue.code}`}>{issueText(issue, language)}</Text>
          ))}
        </Alert>
        {edit}
      </Stack>
    );
  }
  const result = query.data;
  const rows = result[basis].rows;
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <Stack gap="md">
      <Title order={3}>{t('sharedOwnership.values.title')}</Title>
      <Text>
        {t('sharedOwnership.values.summary', {
          name: String(data.txtSharedInsuredName ?? ''),
          company: String(data.txtCompanyName ?? ''),
          face: money(rows[0]?.totalDeathBenefit ?? 0),
          deposit: money(result.annualDeposit),
          period: String(data.txtSharedEmployerBenefitPeriod ?? ''),
          age: Number(data.txtSharedAge ?? 0) + Number(data.txtSharedEmployerBenefitPeriod ?? 0),
        })}
      </Text>
      <SegmentedControl
        aria-label={t('sharedOwnership.values.basis')}
        value={basis}
        onChange={(value) => setBasis(value as Basis)}
        data={(['illustrated', 'guaranteed'] as const).map((value) => ({
          value,
          label: t(`sharedOwnership.values.bases.${value}`),
        }))}
      />
      {result[basis].lapseYear !== null && (
        <Alert variant="default" role="status">
          {t('sharedOwnership.values.lapse', { year: result[basis].lapseYear })}
        </Alert>
      )}
      <EndFigures result={result} basis={basis} />
      <Table.ScrollContainer minWidth={900}>
        <Table striped>
          <Table.Caption>
            {t('sharedOwnership.values.tableCaption', {
              basis: t(`sharedOwnership.values.bases.${basis}`),
            })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {SHARED_TABLE_COLUMNS.map((column) => (
                <Table.Th key={column} scope="col">
                  {t(`sharedOwnership.values.columns.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.year}>
                {SHARED_TABLE_COLUMNS.map((column) => (
                  <Table.Td key={column} style={{ textAlign: 'right' }}>
                    {column === 'year' || column === 'age'
                      ? formatNumber(row[column], language)
                      : money(row[column])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Beneficiaries data={data} />
      {edit}
    </Stack>
  );
}
