import { useState } from 'react';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { CAPACITY_TYPE_LABELS } from '@xingtu/contracts/enums';
import { formatFen } from '@xingtu/contracts/constants';
import {
  approveApplication,
  fetchApplications,
  fetchWithdrawals,
  payWithdrawal,
  rejectApplication,
  rejectWithdrawal,
} from '../../api/console.ts';
import { ConsoleList, useListState } from './ConsoleTable.tsx';
import { messageOf, useLoad } from './use-load.ts';

function useAction(reload: () => void) {
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const run = async (action: () => Promise<unknown>, done: string) => {
    setNotice('');
    setError('');
    try {
      await action();
      setNotice(done);
      reload();
    } catch (refused) {
      setError(messageOf(refused));
    }
  };
  const messages = (
    <>
      {notice && (
        <p className="console-notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
  return { run, messages };
}

function Applications() {
  const paging = useListState();
  const list = useLoad(() => fetchApplications(paging.current), [paging.current]);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const { run, messages } = useAction(list.reload);
  return (
    <>
      {messages}
      <ConsoleList
        loaded={list}
        rowKey={(application) => application.applicationNo}
        renderItem={(application) => (
          <article className="console-panel">
            <h3>
              {application.realName} ·{' '}
              {application.capacities.map((type) => CAPACITY_TYPE_LABELS[type]).join('、')}
            </h3>
            <p className="muted">
              {application.applicationNo} · 用户 {application.userId} ·{' '}
              {formatBeijing(application.createdAt, 'minute')}
            </p>
            <p>{application.experience}</p>
            <div className="console-actions">
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void run(() => approveApplication(application.applicationNo), '已通过')}
              >
                通过
              </button>
              <input
                aria-label="不通过的原因"
                placeholder="不通过的原因"
                value={reasons[application.applicationNo] ?? ''}
                onChange={(event) =>
                  setReasons({ ...reasons, [application.applicationNo]: event.target.value })
                }
              />
              <button
                type="button"
                className="btn btn-danger"
                onClick={() =>
                  void run(
                    () =>
                      rejectApplication(application.applicationNo, reasons[application.applicationNo] ?? ''),
                    '已驳回',
                  )
                }
              >
                不通过
              </button>
            </div>
          </article>
        )}
        failedText="申请加载失败。"
        emptyText="没有待审核的申请。"
        onPage={paging.setCurrent}
      />
    </>
  );
}

function Withdrawals() {
  const paging = useListState();
  const list = useLoad(() => fetchWithdrawals(paging.current), [paging.current]);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const { run, messages } = useAction(list.reload);
  return (
    <>
      {messages}
      <ConsoleList
        loaded={list}
        rowKey={(item) => item.withdrawalNo}
        renderItem={(item) => (
          <article className="console-panel">
            <h3>
              {formatFen(item.amountFen)} · {item.channelLabel} · {item.accountName} {item.accountNo}
            </h3>
            <p className="muted">
              {item.withdrawalNo} · 用户 {item.userId} · {formatBeijing(item.createdAt, 'minute')}
            </p>
            <div className="console-actions">
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void run(() => payWithdrawal(item.withdrawalNo), '已标记为已打款')}
              >
                已打款
              </button>
              <input
                aria-label="退回原因"
                placeholder="退回原因"
                value={reasons[item.withdrawalNo] ?? ''}
                onChange={(event) => setReasons({ ...reasons, [item.withdrawalNo]: event.target.value })}
              />
              <button
                type="button"
                className="btn btn-danger"
                onClick={() =>
                  void run(
                    () => rejectWithdrawal(item.withdrawalNo, reasons[item.withdrawalNo] ?? ''),
                    '已退回',
                  )
                }
              >
                退回
              </button>
            </div>
          </article>
        )}
        failedText="提现申请加载失败。"
        emptyText="没有待处理的提现。"
        onPage={paging.setCurrent}
      />
    </>
  );
}

export function Astrologers({ reviews, cashier }: { reviews: boolean; cashier: boolean }) {
  return (
    <>
      <h1 className="console-title">占星师审核</h1>
      {reviews && (
        <section>
          <h2>入驻申请</h2>
          <Applications />
        </section>
      )}
      {cashier && (
        <section>
          <h2>提现申请</h2>
          <Withdrawals />
        </section>
      )}
    </>
  );
}
