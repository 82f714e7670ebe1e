import { Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type DataTableColumn,
  type DataTableSortStatus,
  DataTable as MantineDataTable,
} from 'mantine-datatable';
import type { ReactNode } from 'react';

/**
 * A table wider than the screen scrolls inside its own box; keyboard users must be able to reach and
 * scroll it, so its viewport takes focus (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export const SCROLLABLE_REGION = { viewportProps: { tabIndex: 0 } };

/** Server-side paging: the list endpoint answers one page and the total. */
export interface DataTablePaging {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  pageSizeOptions?: number[];
  onPageSizeChange?: (pageSize: number) => void;
}

export interface DataTableProps<T> {
  /** The table's accessible name ("Orders", "Users"). */
  label: string;
  records: T[];
  columns: DataTableColumn<T>[];
  /** The row key; `id` when left out. */
  idAccessor?: keyof T & string;
  /** A page is being (re)fetched: the rows stay and a loader covers them. */
  fetching?: boolean;
  /** What an empty list says ("No orders match these filters."). */
  emptyText: string;
  paging?: DataTablePaging;
  sortStatus?: DataTableSortStatus<T>;
  onSortStatusChange?: (status: DataTableSortStatus<T>) => void;
  onRowClick?: (record: T, event: React.MouseEvent) => void;
  /** Extra attributes per row, e.g. a test id. */
  rowAttributes?: (record: T) => Record<string, unknown>;
  rowClassName?: string;
  /** Narrower than this, the table scrolls sideways rather than squeezing its columns. */
  minWidth?: number;
}

/** Phones (under Mantine's `sm`, 48em): a table becomes one card per row instead of scrolling sideways. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** A column's value in a card: what its `render` shows, else the record's field as text. */
function cellOf<T>(column: DataTableColumn<T>, record: T, index: number): ReactNode {
  if (column.render) return column.render(record, index);
  const value = (record as Record<string, unknown>)[column.accessor as string];
  return value === null || value === undefined ? '' : String(value);
}

/** The rows as cards: each column's title beside its value, the first column as the card's head. */
function DataCards<T>({
  label,
  records,
  columns,
  idAccessor,
  emptyText,
  paging,
}: Pick<DataTableProps<T>, 'label' | 'records' | 'columns' | 'emptyText' | 'paging'> & {
  idAccessor: keyof T & string;
}) {
  const shown = columns.filter((column) => !column.hidden);
  const [head, ...rest] = shown;
  return (
    <Stack gap="sm" data-testid="data-cards">
      {records.length === 0 ? (
        <Text c="dimmed" py="md">
          {emptyText}
        </Text>
      ) : (
        <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {records.map((record, index) => (
            <Paper component="li" key={String(record[idAccessor])} withBorder radius="md" p="sm">
              {head ? <div>{cellOf(head, record, index)}</div> : null}
              <Stack component="dl" gap={4} mt="xs" mb={0}>
                {rest.map((column) => (
                  <Group
                    key={String(column.accessor)}
                    justify="space-between"
                    align="flex-start"
                    gap="sm"
                    wrap="nowrap"
                  >
                    <Text component="dt" size="sm" c="dimmed">
                      {column.title ?? String(column.accessor)}
                    </Text>
                    <Text component="dd" size="sm" m={0} ta="right">
                      {cellOf(column, record, index)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {paging && paging.total > paging.pageSize ? (
        <Pagination
          total={Math.ceil(paging.total / paging.pageSize)}
          value={paging.page}
          onChange={paging.onPageChange}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          size="sm"
        />
      ) : null}
    </Stack>
  );
}

/**
 * The admin lists' table: mantine-datatable with the project's defaults (bordered, striped, a
 * minimum height so the loader and the empty text have room, and paging the server answers). On
 * phones the same rows show as cards (DataCards) instead of a table to scroll sideways.
 * The screen showing it imports 'mantine-datatable/styles.css', so only that lazy chunk carries them.
 */
export function DataTable<T>({
  label,
  records,
  columns,
  idAccessor,
  fetching,
  emptyText,
  paging,
  sortStatus,
  onSortStatusChange,
  onRowClick,
  rowAttributes,
  rowClassName,
  minWidth,
}: DataTableProps<T>) {
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  if (phone) {
    return (
      <DataCards
        label={label}
        records={records}
        columns={columns}
        idAccessor={idAccessor ?? ('id' as keyof T & string)}
        emptyText={emptyText}
        paging={paging}
      />
    );
  }
  const pagination = paging
    ? {
        page: paging.page,
        totalRecords: paging.total,
        recordsPerPage: paging.pageSize,
        onPageChange: paging.onPageChange,
        ...(paging.pageSizeOptions && paging.onPageSizeChange
          ? { recordsPerPageOptions: paging.pageSizeOptions, onRecordsPerPageChange: paging.onPageSizeChange }
          : {}),
        getPaginationItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
      }
    : {};
  const sorting = sortStatus && onSortStatusChange ? { sortStatus, onSortStatusChange } : {};
  return (
    <MantineDataTable<T>
      aria-label={label}
      withTableBorder
      striped
      highlightOnHover
      verticalSpacing="sm"
      verticalAlign="top"
      minHeight={records.length === 0 ? 160 : undefined}
      idAccessor={idAccessor ?? ('id' as keyof T & string)}
      records={records}
      columns={columns}
      fetching={fetching ?? false}
      noRecordsText={emptyText}
      scrollAreaProps={{ type: 'auto', ...SCROLLABLE_REGION }}
      styles={minWidth ? { table: { minWidth } } : undefined}
      rowClassName={rowClassName}
      customRowAttributes={rowAttributes ? (record) => rowAttributes(record) : undefined}
      onRowClick={onRowClick ? ({ record, event }) => onRowClick(record, event) : undefined}
      {...pagination}
      {...sorting}
    />
  );
}

export type { DataTableColumn, DataTableSortStatus };
