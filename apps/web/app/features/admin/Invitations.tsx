import { useState } from 'react';
import { beijingToday, formatBeijing } from '@xingtu/contracts/beijing-time';
import { SIGN_INVITE_NO_REWARD_LABELS } from '@xingtu/contracts/sign-share';
import { fetchInvitations } from '../../api/console-areas.ts';
import { ConsoleTable, useListState, type ConsoleColumn } from './ConsoleTable.tsx';
import { useLoad } from './use-load.ts';

// 邀请 (admin, support): one Beijing day's accepted sign-share invitations, with why an invitation
// earned no reward (same device, same number, too many from one network) — to spot invitation farming.

type InvitationRow = Awaited<ReturnType<typeof fetchInvitations>>['records'][number];

const COLUMNS: ConsoleColumn<InvitationRow>[] = [
  { id: 'at', header: '时间', cell: ({ row }) => formatBeijing(row.original.at, 'datetime') },
  { id: 'inviter', header: '邀请人', cell: ({ row }) => row.original.inviterId },
  { id: 'invitee', header: '新用户', cell: ({ row }) => row.original.inviteeId },
  { id: 'code', header: '分享码', cell: ({ row }) => row.original.shareCode },
  { id: 'ip', header: '网络', cell: ({ row }) => row.original.ip },
  { id: 'device', header: '设备', cell: ({ row }) => row.original.device ?? '—' },
  {
    id: 'reward',
    header: '奖励',
    cell: ({ row }) =>
      row.original.rewarded
        ? '已发放'
        : row.original.reason
          ? `未计：${SIGN_INVITE_NO_REWARD_LABELS[row.original.reason]}`
          : '未计',
  },
];

export function Invitations() {
  const [day, setDay] = useState(beijingToday());
  const paging = useListState();
  const list = useLoad(() => fetchInvitations(day, paging.current), [day, paging.current]);
  return (
    <>
      <h1 className="console-title">邀请</h1>
      <div className="console-search">
        <label className="console-field">
          日期（北京时间）
          <input
            type="date"
            value={day}
            max={beijingToday()}
            onChange={(event) => {
              if (!event.target.value) return;
              setDay(event.target.value);
              paging.restart();
            }}
          />
        </label>
      </div>
      {list.value && list.value.records.length > 0 && (
        <p className="muted">
          共 {list.value.total} 条，其中本页计奖励 {list.value.records.filter((row) => row.rewarded).length}{' '}
          条。
        </p>
      )}
      <ConsoleTable
        label="邀请记录"
        columns={COLUMNS}
        loaded={list}
        rowKey={(row) => `${row.at} ${row.inviteeId}`}
        failedText="邀请记录加载失败。"
        emptyText="这一天没有邀请记录。"
        onPage={paging.setCurrent}
      />
    </>
  );
}
