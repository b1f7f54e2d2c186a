import { Code, Table, Text, Title } from '@mantine/core';
import { productIds } from '@portal/actuarial/products/types';
import { CENSUS_COLUMNS, CENSUS_HEADERS } from '@portal/contracts/batch';
import { PRODUCT_LABELS } from '@portal/domain/labels/products';
import { labelIn } from '@portal/domain/labels/table';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';

/** What each census column holds and the headers that name it (CENSUS_HEADERS). */
export function CensusColumns() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const headingId = useId();
  const products = productIds
    .map((id) => `${id} (${labelIn(PRODUCT_LABELS, id, language)})`)
    .join(', ');
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {t('batch.census.columnsTitle')}
      </Title>
      <Text size="sm" my="xs">
        {t('batch.census.columnsIntro')}
      </Text>
      <Table striped withTableBorder aria-labelledby={headingId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('batch.census.column')}</Table.Th>
            <Table.Th scope="col">{t('batch.census.headers')}</Table.Th>
            <Table.Th scope="col">{t('batch.census.holds')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {CENSUS_COLUMNS.map((column) => (
            <Table.Tr key={column}>
              <Table.Th scope="row">{t(`batch.columns.${column}`)}</Table.Th>
              <Table.Td>
                {CENSUS_HEADERS[column].map((header, index) => (
                  <span key={header}>
                    {index > 0 && ', '}
                    <Code>{header}</Code>
                  </span>
                ))}
              </Table.Td>
              <Table.Td>{t(`batch.census.explain.${column}`, { products })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
