import {
  type DataTableColumn,
  type DataTableSortStatus,
  DataTable as MantineDataTable,
} from 'mantine-datatable';

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

/**
 * The admin lists' table: mantine-datatable with the project's defaults (bordered, striped, a
 * minimum height so the loader and the empty text have room, and paging the server answers).
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
