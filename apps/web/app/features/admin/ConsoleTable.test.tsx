// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageData } from '@xingtu/contracts/envelope';
import { ConsoleTable, type ConsoleColumn, type ServerSort } from './ConsoleTable.tsx';
import type { Loaded } from './use-load.ts';

// The one console table: its four states, server-side sorting (a header click asks, the rows are
// never reordered here) and paging.

afterEach(cleanup);

interface Row {
  id: number;
  title: string;
  priceFen: number;
}
const columns: ConsoleColumn<Row>[] = [
  { id: 'title', header: '名称', cell: ({ row }) => row.original.title },
  { id: 'price', accessorKey: 'priceFen', header: '售价', enableSorting: true },
];
const pageOf = (records: Row[], total = records.length): PageData<Row> => ({
  records,
  total,
  size: 2,
  current: 1,
});
const loaded = (value: PageData<Row> | undefined, failed = false): Loaded<PageData<Row>> => ({
  value,
  failed,
  reload: vi.fn(),
});

function show(
  state: Loaded<PageData<Row>>,
  extra: {
    sort?: ServerSort | null;
    onSort?: (s: ServerSort | null) => void;
    onPage?: (n: number) => void;
  } = {},
) {
  return render(
    <ConsoleTable
      label="测试列表"
      columns={columns}
      loaded={state}
      rowKey={(row) => String(row.id)}
      failedText="加载失败。"
      emptyText="没有商品。"
      {...extra}
    />,
  );
}

describe('ConsoleTable', () => {
  it('shows loading, then failure with a reload, then the empty text', async () => {
    show(loaded(undefined));
    expect(screen.getByRole('status').textContent).toContain('加载中');
    cleanup();
    const failed = loaded(undefined, true);
    show(failed);
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(failed.reload).toHaveBeenCalledOnce();
    cleanup();
    show(loaded(pageOf([])));
    expect(screen.getByText('没有商品。')).toBeTruthy();
  });

  it('asks the server to sort (descending first) and keeps the rows in the order the server gave', async () => {
    const onSort = vi.fn();
    const rows = [
      { id: 1, title: '甲', priceFen: 100 },
      { id: 2, title: '乙', priceFen: 900 },
    ];
    const view = show(loaded(pageOf(rows)), { onSort, sort: null });
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['甲100', '乙900']);
    expect(screen.queryByRole('button', { name: /名称/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /售价/ }));
    expect(onSort).toHaveBeenLastCalledWith({ id: 'price', desc: true });
    view.rerender(
      <ConsoleTable
        label="测试列表"
        columns={columns}
        loaded={loaded(pageOf(rows))}
        rowKey={(row) => String(row.id)}
        failedText="加载失败。"
        emptyText="没有商品。"
        sort={{ id: 'price', desc: true }}
        onSort={onSort}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /售价/ }).getAttribute('aria-sort')).toBe('descending');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['甲100', '乙900']);
    await userEvent.click(screen.getByRole('button', { name: /售价/ }));
    expect(onSort).toHaveBeenLastCalledWith({ id: 'price', desc: false });
  });

  it('pages through the server’s pages', async () => {
    const onPage = vi.fn();
    show(loaded(pageOf([{ id: 1, title: '甲', priceFen: 100 }], 5)), { onPage });
    expect(screen.getByText('第 1 / 3 页')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
