import { Button, Group, Table, Text, Title } from '@mantine/core';
import type { NeedsAnalysisSummary } from '@portal/contracts/needs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/fields';
import { formatDate, formatMoney } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { printNeedsAnalysis, savedNeedsQuery } from './api';

/**
 * The agent's saved analyses (issue 22), newest first: which case each belongs to, and
 * buttons to open one (to continue or illustrate it) or print it. Each button's name says
 * which analysis it acts on, so a screen-reader user hears more than "Open, Open, Open".
 */
export function SavedAnalyses({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const list = useQuery(savedNeedsQuery);
  const print = useMutation({
    mutationFn: printNeedsAnalysis,
    // The signed link opens without headers in a new window (decision 0027).
    onSuccess: (output) => window.open(output.openUrl, '_blank', 'noopener'),
  });
  const described = (row: NeedsAnalysisSummary) => ({
    name: row.clientName,
    date: formatDate(new Date(row.createdAt), language),
  });
  return (
    <section aria-labelledby="needs-saved-title" data-testid="needs-saved">
      <Title order={2} size="h4" id="needs-saved-title" mb="xs">
        {t('needs.savedList.title')}
      </Title>
      {list.isError && <AlertBanner type="Error">{t('needs.savedList.loadFailed')}</AlertBanner>}
      {list.data?.length === 0 && <Text size="sm">{t('needs.savedList.empty')}</Text>}
      {list.data && list.data.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('needs.savedList.client')}</Table.Th>
                <Table.Th scope="col">{t('needs.savedList.kind')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('needs.savedList.face')}
                </Table.Th>
                <Table.Th scope="col">{t('needs.savedList.date')}</Table.Th>
                <Table.Th scope="col">{t('needs.savedList.case')}</Table.Th>
                <Table.Th scope="col">{t('needs.savedList.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Th scope="row" fw={500}>
                    {row.clientName}
                  </Table.Th>
                  <Table.Td>{t(`needs.${row.kind}`)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.suggestedFace, language)}</Table.Td>
                  <Table.Td>{described(row).date}</Table.Td>
                  <Table.Td>{row.caseName ?? t('needs.savedList.noCase')}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('needs.savedList.openLabel', described(row))}
                        onClick={() => onOpen(row.id)}
                      >
                        {t('needs.savedList.open')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('needs.savedList.printLabel', described(row))}
                        loading={print.isPending && print.variables === row.id}
                        onClick={() => print.mutate(row.id)}
                      >
                        {t('needs.savedList.print')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {print.isError && <AlertBanner type="Error">{print.error.message}</AlertBanner>}
    </section>
  );
}
