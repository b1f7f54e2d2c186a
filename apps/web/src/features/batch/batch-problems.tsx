import { Table, Text } from '@mantine/core';
import type { Batch } from '@portal/contracts/batch';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/language';

/**
 * A batch's refused rows (the first 200 the server sends): line, reference, column and why,
 * in the user's language by the problem's code; a code this screen does not know yet shows
 * the server's own words, which are in the user's report language.
 */
export function BatchProblems({ batch, captionId }: { batch: Batch; captionId: string }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const count = (n: number) => formatNumber(n, language);
  const problemText = (code: string, message: string) => {
    // The server's catalogue of batch outputs words each code, for the workbook and here.
    const key = `batchOutputs.problems.${code}`;
    return i18n.exists(key) ? String(t(key as 'batchOutputs.problems.required')) : message;
  };
  return (
    <>
      <Table striped withTableBorder aria-labelledby={captionId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('batch.list.line')}</Table.Th>
            <Table.Th>{t('batch.list.reference')}</Table.Th>
            <Table.Th>{t('batch.list.column')}</Table.Th>
            <Table.Th>{t('batch.list.problem')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {batch.problems.map((problem) => (
            <Table.Tr key={`${problem.line}:${problem.column ?? ''}:${problem.code}`}>
              <Table.Td>{count(problem.line)}</Table.Td>
              <Table.Td>{problem.reference}</Table.Td>
              <Table.Td>
                {problem.column ? t(`batch.columns.${problem.column}`) : t('batch.list.wholeRow')}
              </Table.Td>
              <Table.Td>{problemText(problem.code, problem.message)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {batch.refused > batch.problems.length && (
        <Text size="sm">
          {t('batch.list.problemsMore', {
            shown: count(batch.problems.length),
            total: count(batch.refused),
          })}
        </Text>
      )}
    </>
  );
}
