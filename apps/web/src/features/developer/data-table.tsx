import {
  Button,
  Group,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Column<Row> {
  key: string;
  header: string;
  /** The text searched and sorted on. */
  text: (row: Row) => string;
  /** What the cell shows (the text by default). */
  cell?: (row: Row) => ReactNode;
  numeric?: boolean;
}

interface DataTableProps<Row> {
  label: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  rowName: (row: Row) => string;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  toolbar?: ReactNode;
}

/** A searchable table sorted by any column (header buttons, aria-sort), with row actions. */
export function DataTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  rowName,
  onEdit,
  onDelete,
  toolbar,
}: DataTableProps<Row>) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: string; descending: boolean }>({
    key: columns[0]?.key ?? '',
    descending: false,
  });
  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase(i18n.language);
    const column = columns.find((entry) => entry.key === sort.key) ?? columns[0];
    const filtered = needle
      ? rows.filter((row) =>
          columns.some((entry) =>
            entry.text(row).toLocaleLowerCase(i18n.language).includes(needle),
          ),
        )
      : [...rows];
    if (!column) return filtered;
    const collator = new Intl.Collator(i18n.language, { numeric: true, sensitivity: 'base' });
    filtered.sort((a, b) => collator.compare(column.text(a), column.text(b)));
    return sort.descending ? filtered.reverse() : filtered;
  }, [rows, columns, search, sort, i18n.language]);

  return (
    <>
      <Group align="flex-end" justify="space-between" mb="sm">
        <TextInput
          label={t('developer.search')}
          description={t('developer.searchHint')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          w={320}
        />
        {toolbar}
      </Group>
      <Text size="sm" role="status" aria-live="polite" mb="xs">
        {t('developer.shown', { shown: shown.length, total: rows.length })}
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const active = sort.key === column.key;
                return (
                  <Table.Th
                    key={column.key}
                    aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                  >
                    <UnstyledButton
                      fw={600}
                      aria-label={t('developer.sortBy', { column: column.header })}
                      onClick={() =>
                        setSort({
                          key: column.key,
                          descending: active ? !sort.descending : false,
                        })
                      }
                    >
                      {column.header}
                      <span aria-hidden="true">
                        {active ? (sort.descending ? ' ▼' : ' ▲') : ''}
                      </span>
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
              <Table.Th>
                <VisuallyHidden>{t('developer.edit')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined}>
                    {column.cell ? column.cell(row) : column.text(row)}
                  </Table.Td>
                ))}
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={t('developer.editNamed', { name: rowName(row) })}
                      onClick={() => onEdit(row)}
                    >
                      {t('developer.edit')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      aria-label={t('developer.deleteNamed', { name: rowName(row) })}
                      onClick={() => onDelete(row)}
                    >
                      {t('developer.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {shown.length === 0 ? <Text mt="sm">{t('developer.none')}</Text> : null}
    </>
  );
}
