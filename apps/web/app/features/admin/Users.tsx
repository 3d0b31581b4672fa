import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { USER_STATUS_LABELS } from '@xingtu/contracts/console';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { searchUsers } from '../../api/console.ts';
import type { AdminUserRow, UserSortField } from '@xingtu/contracts/console';
import { ConsoleTable, useListState, type ConsoleColumn } from './ConsoleTable.tsx';
import { useLoad } from './use-load.ts';

const COLUMNS: ConsoleColumn<AdminUserRow>[] = [
  {
    id: 'id',
    accessorKey: 'userId',
    header: '编号',
    enableSorting: true,
    cell: ({ row }) => <Link to={`/admin/users/${row.original.userId}`}>{row.original.userId}</Link>,
  },
  {
    id: 'name',
    accessorKey: 'userName',
    header: '昵称',
    enableSorting: true,
    cell: ({ row }) => row.original.userName,
  },
  { id: 'mobile', header: '手机号', cell: ({ row }) => row.original.mobile ?? '—' },
  { id: 'email', header: '邮箱', cell: ({ row }) => row.original.email ?? '—' },
  {
    id: 'status',
    accessorKey: 'status',
    header: '状态',
    enableSorting: true,
    cell: ({ row }) => USER_STATUS_LABELS[row.original.status] ?? row.original.status,
  },
  {
    id: 'created',
    accessorKey: 'createdAt',
    header: '注册时间',
    enableSorting: true,
    cell: ({ row }) => formatBeijing(row.original.createdAt, 'minute'),
  },
];

export function Users() {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const list = useListState();
  const loaded = useLoad(
    () =>
      searchUsers(
        keyword,
        list.current,
        list.sort ? { by: list.sort.id as UserSortField, desc: list.sort.desc } : null,
      ),
    [keyword, list.current, list.sort],
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    list.restart();
    setKeyword(typed.trim());
  };
  return (
    <>
      <h1 className="console-title">用户</h1>
      <form className="console-search" onSubmit={search} role="search">
        <input
          aria-label="手机号、邮箱、用户编号或昵称"
          placeholder="手机号、邮箱、用户编号或昵称"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          搜索
        </button>
      </form>
      <ConsoleTable
        label="用户列表"
        columns={COLUMNS}
        loaded={loaded}
        rowKey={(user) => user.userId}
        failedText="用户列表加载失败。"
        emptyText="没有找到符合条件的用户。"
        onPage={list.setCurrent}
        sort={list.sort}
        onSort={list.setSort}
      />
    </>
  );
}
