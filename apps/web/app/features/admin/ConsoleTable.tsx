import { useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import type { PageData } from '@xingtu/contracts/envelope';
import { EmptyState, PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { Pager } from '../../components/ui/Pager.tsx';
import type { Loaded } from './use-load.ts';

// The console's one table (issue 21 §2): a headless TanStack table over what the server answered.
// Paging and sorting happen on the server — the table only shows the page and asks for another —
// and every list has the same four states: loading, failed (with a reload), empty, rows.

/** A column: TanStack's definition; `enableSorting: true` makes its header ask the server to sort. */
export type ConsoleColumn<T> = ColumnDef<T, unknown>;

/** The server-side sort: a column id and its direction, or none (the server's own order). */
export interface ServerSort {
  id: string;
  desc: boolean;
}

/** Page and sort state of one list; changing the sort goes back to the first page. */
export function useListState(initialSort: ServerSort | null = null) {
  const [current, setCurrent] = useState(1);
  const [sort, setSortState] = useState<ServerSort | null>(initialSort);
  const setSort = (next: ServerSort | null) => {
    setCurrent(1);
    setSortState(next);
  };
  /** Back to the first page (a new filter). */
  const restart = () => setCurrent(1);
  return { current, setCurrent, sort, setSort, restart };
}

interface ConsoleTableProps<T> {
  /** What the table lists, for screen readers (e.g. 商品列表). */
  label: string;
  columns: ConsoleColumn<T>[];
  /** A page from the server, or a whole short list. */
  loaded: Loaded<PageData<T> | T[]>;
  rowKey: (row: T) => string;
  failedText: string;
  emptyText: string;
  /** Paged lists: the page shown and how to ask for another. */
  onPage?: (page: number) => void;
  sort?: ServerSort | null;
  onSort?: (sort: ServerSort | null) => void;
}

const SORT_MARK = { asc: '↑', desc: '↓' } as const;

export function ConsoleTable<T>({
  label,
  columns,
  loaded,
  rowKey,
  failedText,
  emptyText,
  onPage,
  sort = null,
  onSort,
}: ConsoleTableProps<T>) {
  const value = loaded.value;
  const rows = value === undefined ? [] : Array.isArray(value) ? value : value.records;
  const sorting: SortingState = sort ? [sort] : [];
  const table = useReactTable<T>({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowKey(row),
    // Only columns that say so sort (on the server).
    defaultColumn: { enableSorting: false },
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: true,
    enableMultiSort: false,
    sortDescFirst: true,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSort?.(next[0] ? { id: next[0].id, desc: next[0].desc } : null);
    },
  });

  return (
    <ListFrame loaded={loaded} failedText={failedText} emptyText={emptyText} onPage={onPage}>
      <div className="console-table-wrap">
        <table className="console-table" aria-label={label}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  const canSort = Boolean(onSort) && header.column.getCanSort();
                  const direction = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      aria-sort={
                        direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                      }
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className="console-sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {title}
                          <span aria-hidden="true">{direction ? SORT_MARK[direction] : '↕'}</span>
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ListFrame>
  );
}

interface FrameProps<T> {
  loaded: Loaded<PageData<T> | T[]>;
  failedText: string;
  emptyText: string;
  onPage?: ((page: number) => void) | undefined;
  children: ReactNode;
}

/** The four states every console list has, and the pager under a page from the server. */
function ListFrame<T>({ loaded, failedText, emptyText, onPage, children }: FrameProps<T>) {
  const { value, failed, reload } = loaded;
  if (failed)
    return (
      <PageError
        text={failedText}
        action={
          <button type="button" className="btn" onClick={reload}>
            重新加载
          </button>
        }
      />
    );
  if (value === undefined) return <PageLoading />;
  const rows = Array.isArray(value) ? value : value.records;
  if (rows.length === 0) return <EmptyState text={emptyText} />;
  return (
    <>
      {children}
      {onPage && !Array.isArray(value) && (
        <Pager current={value.current} pages={Math.ceil(value.total / value.size)} onChange={onPage} />
      )}
    </>
  );
}

interface ConsoleListProps<T> {
  loaded: Loaded<PageData<T> | T[]>;
  rowKey: (row: T) => string;
  /** One item as a card (queues whose items carry their own forms). */
  renderItem: (row: T) => ReactNode;
  failedText: string;
  emptyText: string;
  onPage?: (page: number) => void;
}

/** The console's card lists (moderation queues): the same states and paging as ConsoleTable. */
export function ConsoleList<T>({
  loaded,
  rowKey,
  renderItem,
  failedText,
  emptyText,
  onPage,
}: ConsoleListProps<T>) {
  const value = loaded.value;
  const rows = value === undefined ? [] : Array.isArray(value) ? value : value.records;
  return (
    <ListFrame loaded={loaded} failedText={failedText} emptyText={emptyText} onPage={onPage}>
      {rows.map((row) => (
        <div key={rowKey(row)}>{renderItem(row)}</div>
      ))}
    </ListFrame>
  );
}
