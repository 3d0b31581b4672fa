import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { formatFen } from '@xingtu/contracts/constants';
import { adjustWallet, fetchWallet, fetchWalletProblems } from '../../api/console.ts';
import type { LedgerEntryRecord } from '@xingtu/contracts/commerce';
import { EmptyState, PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { ConsoleTable, type ConsoleColumn } from './ConsoleTable.tsx';
import { yuanToFen } from './money.ts';
import { useReauth } from './Reauth.tsx';
import { messageOf, useLoad } from './use-load.ts';

const LEDGER_COLUMNS: ConsoleColumn<LedgerEntryRecord>[] = [
  { id: 'at', header: '时间', cell: ({ row }) => formatBeijing(row.original.createdAt, 'minute') },
  { id: 'cause', header: '类型', cell: ({ row }) => row.original.causeLabel },
  { id: 'delta', header: '变动', cell: ({ row }) => formatFen(row.original.deltaFen) },
  { id: 'balance', header: '余额', cell: ({ row }) => formatFen(row.original.balanceAfterFen) },
  { id: 'note', header: '说明', cell: ({ row }) => row.original.note ?? row.original.orderNo ?? '' },
];

function Integrity() {
  const { value, failed } = useLoad(fetchWalletProblems, []);
  if (failed) return <p className="console-error">对账结果加载失败。</p>;
  if (!value) return <p className="muted">正在对账…</p>;
  return value.length === 0 ? (
    <p className="console-notice">对账正常：所有钱包余额与明细一致。</p>
  ) : (
    <ul className="console-list console-error">
      {value.map((problem) => (
        <li key={problem.userId}>
          用户 {problem.userId}：余额 {formatFen(problem.balanceFen)}，明细合计{' '}
          {formatFen(problem.ledgerSumFen)}
        </li>
      ))}
    </ul>
  );
}

export function Wallet() {
  const [params, setParams] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const [typed, setTyped] = useState(userId);
  const [current, setCurrent] = useState(1);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const reauth = useReauth();
  const wallet = useLoad(
    () => (userId ? fetchWallet(userId, current) : Promise.resolve(null)),
    [userId, current],
  );

  const open = (event: FormEvent) => {
    event.preventDefault();
    setCurrent(1);
    setParams(typed.trim() ? { userId: typed.trim() } : {});
  };
  const adjust = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setNotice('');
    const fen = yuanToFen(amount, true);
    if (fen === null || fen === 0) {
      setError('请输入调整金额（元），扣减请在前面加负号');
      return;
    }
    if (reason.trim().length < 2) {
      setError('请填写调整原因');
      return;
    }
    const token = await reauth.ask();
    if (!token) return;
    try {
      await adjustWallet(userId, fen, reason.trim(), token);
      setNotice(`已${fen > 0 ? '增加' : '扣减'} ${formatFen(Math.abs(fen))}`);
      setAmount('');
      setReason('');
      wallet.reload();
    } catch (refused) {
      setError(messageOf(refused));
    }
  };

  return (
    <>
      <h1 className="console-title">钱包</h1>
      <section className="console-panel">
        <h2>对账</h2>
        <Integrity />
      </section>
      <form className="console-search" onSubmit={open} role="search">
        <input
          aria-label="用户编号"
          placeholder="用户编号"
          inputMode="numeric"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          查看钱包
        </button>
      </form>
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
      {!userId ? (
        <EmptyState text="输入用户编号查看其钱包。" />
      ) : wallet.failed ? (
        <PageError text="没有找到这位用户的钱包。" />
      ) : !wallet.value ? (
        <PageLoading />
      ) : (
        <>
          <section className="console-panel">
            <h2>
              {wallet.value.userName} 的余额：
              <span data-testid="wallet-balance">{formatFen(wallet.value.balanceFen)}</span>
            </h2>
            <form className="console-form-row" onSubmit={(event) => void adjust(event)}>
              <label className="console-field">
                <span>调整金额（元，扣减加负号）</span>
                <input value={amount} onChange={(event) => setAmount(event.target.value)} />
              </label>
              <label className="console-field">
                <span>原因</span>
                <input value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
              </label>
              <button type="submit" className="btn btn-danger">
                调整余额
              </button>
            </form>
          </section>
          <ConsoleTable
            label="钱包明细"
            columns={LEDGER_COLUMNS}
            loaded={{ value: wallet.value.ledger, failed: false, reload: wallet.reload }}
            rowKey={(line) => `${line.createdAt} ${line.cause} ${line.deltaFen} ${line.balanceAfterFen}`}
            failedText="钱包明细加载失败。"
            emptyText="这个钱包还没有明细。"
            onPage={setCurrent}
          />
        </>
      )}
      {reauth.dialog}
    </>
  );
}
