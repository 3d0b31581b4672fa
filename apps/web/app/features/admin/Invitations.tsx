import { useState } from 'react';
import { beijingToday, formatBeijing } from '@xingtu/contracts/beijing-time';
import { SIGN_INVITE_NO_REWARD_LABELS } from '@xingtu/contracts/sign-share';
import { fetchInvitations } from '../../api/console-areas.ts';
import { EmptyState, PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { Pager } from '../../components/ui/Pager.tsx';
import { useLoad } from './use-load.ts';

// 邀请 (admin, support): one Beijing day's accepted sign-share invitations, with why an invitation
// earned no reward (same device, same number, too many from one network) — to spot invitation farming.

export function Invitations() {
  const [day, setDay] = useState(beijingToday());
  const [current, setCurrent] = useState(1);
  const list = useLoad(() => fetchInvitations(day, current), [day, current]);
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
              setCurrent(1);
            }}
          />
        </label>
      </div>
      {list.failed ? (
        <PageError
          text="邀请记录加载失败。"
          action={
            <button type="button" className="btn" onClick={list.reload}>
              重新加载
            </button>
          }
        />
      ) : !list.value ? (
        <PageLoading />
      ) : list.value.records.length === 0 ? (
        <EmptyState text="这一天没有邀请记录。" />
      ) : (
        <>
          <p className="muted">
            共 {list.value.total} 条，其中本页计奖励 {list.value.records.filter((row) => row.rewarded).length}{' '}
            条。
          </p>
          <div className="console-table-wrap">
            <table className="console-table">
              <thead>
                <tr>
                  <th>时间</th>
                  <th>邀请人</th>
                  <th>新用户</th>
                  <th>分享码</th>
                  <th>网络</th>
                  <th>设备</th>
                  <th>奖励</th>
                </tr>
              </thead>
              <tbody>
                {list.value.records.map((row) => (
                  <tr key={`${row.at} ${row.inviteeId}`}>
                    <td>{formatBeijing(row.at, 'datetime')}</td>
                    <td>{row.inviterId}</td>
                    <td>{row.inviteeId}</td>
                    <td>{row.shareCode}</td>
                    <td>{row.ip}</td>
                    <td>{row.device ?? '—'}</td>
                    <td>
                      {row.rewarded
                        ? '已发放'
                        : row.reason
                          ? `未计：${SIGN_INVITE_NO_REWARD_LABELS[row.reason]}`
                          : '未计'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            current={current}
            pages={Math.ceil(list.value.total / list.value.size)}
            onChange={setCurrent}
          />
        </>
      )}
    </>
  );
}
