import { Box, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './results-table.module.css';

export interface ResultColumn<Row> {
  key: string;
  header: string;
  /** The cell's content; text is shown as it is. */
  cell: (row: Row) => ReactNode;
  /**
   * Least width in pixels (120 by default). Columns share out a wider container in proportion
   * to these, so a table narrower than its space fills it and one wider scrolls sideways.
   */
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** With the table's `sort`: the header is a button that sorts by this column. */
  sortable?: boolean;
}

/** Sorting done by the caller (a server's page, say): the table draws and reports the choice. */
export interface TableSort {
  key: string;
  order: 'asc' | 'desc';
  /** Asked when a sortable header is chosen: the caller decides the order it then uses. */
  onSort: (key: string) => void;
}

export interface ResultsTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly ResultColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Leading columns that stay in place while scrolling sideways (spec 9: 3 by default). */
  frozenColumns?: number;
  /** Height of the scrolling area in pixels. */
  height?: number;
  rowHeight?: number;
  sort?: TableSort;
}

export const DEFAULT_FROZEN_COLUMNS = 3;

/** Text that a narrow column cuts with an ellipsis keeps its whole value as a tooltip. */
function cellContent(content: ReactNode): ReactNode {
  return typeof content === 'string' && content !== '' ? (
    <span title={content}>{content}</span>
  ) : (
    content
  );
}
const DEFAULT_WIDTH = 120;

const ariaSort = (sort: TableSort, key: string) =>
  sort.key !== key ? 'none' : sort.order === 'asc' ? 'ascending' : 'descending';

/**
 * A results table with frozen leading columns and rows drawn only when in view, so a
 * 121-year projection or a long lookup scrolls smoothly. It is a real table (headers,
 * row and column counts) for screen readers; the scroll area is focusable for the keyboard.
 */
export function ResultsTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  frozenColumns = DEFAULT_FROZEN_COLUMNS,
  height = 480,
  rowHeight = 36,
  sort,
}: ResultsTableProps<Row>) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    initialRect: { width: 800, height },
  });
  const offsets: number[] = [];
  let left = 0;
  columns.forEach((column, index) => {
    offsets[index] = left;
    left += column.width ?? DEFAULT_WIDTH;
  });
  const frozen = (index: number) => index < frozenColumns;
  // Widths are shares of the table, which is as wide as its container or as the columns' least
  // widths, whichever is more; frozen columns stick at their least offsets, reached only when
  // the table is wider than its container and scrolls.
  const cellStyle = (index: number, column: ResultColumn<Row>) => ({
    width: `${(((column.width ?? DEFAULT_WIDTH) / left) * 100).toFixed(4)}%`,
    minWidth: column.width ?? DEFAULT_WIDTH,
    textAlign: column.align ?? 'left',
    ...(frozen(index) ? { left: offsets[index] } : {}),
  });

  if (rows.length === 0) return <Text>{t('fields.noRows')}</Text>;
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <Box
      ref={scroller}
      className={classes.scroller}
      style={{ maxHeight: height }}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table
        className={classes.table}
        aria-rowcount={rows.length + 1}
        style={{ width: `max(100%, ${left}px)` }}
      >
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column, index) => (
              <th
                key={column.key}
                scope="col"
                className={frozen(index) ? classes.frozen : undefined}
                style={cellStyle(index, column)}
                aria-sort={sort && column.sortable ? ariaSort(sort, column.key) : undefined}
              >
                {sort && column.sortable ? (
                  <button
                    type="button"
                    className={classes.sortButton}
                    onClick={() => sort.onSort(column.key)}
                  >
                    {column.header}
                    <span aria-hidden="true" className={classes.sortMark}>
                      {sort.key !== column.key ? '↕' : sort.order === 'asc' ? '▲' : '▼'}
                    </span>
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {before > 0 ? (
            <tr>
              <td colSpan={columns.length} style={{ height: before, padding: 0 }} />
            </tr>
          ) : null}
          {items.map((virtual) => {
            const row = rows[virtual.index] as Row;
            return (
              <tr
                key={rowKey(row, virtual.index)}
                aria-rowindex={virtual.index + 2}
                style={{ height: rowHeight }}
              >
                {columns.map((column, index) => (
                  <td
                    key={column.key}
                    className={frozen(index) ? classes.frozen : undefined}
                    style={cellStyle(index, column)}
                  >
                    {cellContent(column.cell(row))}
                  </td>
                ))}
              </tr>
            );
          })}
          {after > 0 ? (
            <tr>
              <td colSpan={columns.length} style={{ height: after, padding: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </Box>
  );
}
