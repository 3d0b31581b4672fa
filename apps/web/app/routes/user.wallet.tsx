import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNavigate, type MetaFunction } from 'react-router';
import { TOPUP_MAX_FEN, TOPUP_MIN_FEN, type LedgerEntryRecord } from '@xingtu/contracts/commerce';
import { formatFen } from '@xingtu/contracts/constants';
import type { PageData } from '@xingtu/contracts/envelope';
import { createTopup, fetchLedger, fetchWallet } from '../api/commerce.ts';
import { Field } from '../components/ui/Field.tsx';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import '../features/commerce/commerce.css';
import { Pager } from '../components/ui/Pager.tsx';

export const meta: MetaFunction = () => [{ title: '我的钱包 - 星图' }];

const shanghai = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });

/** "12.5" yuan typed by the user → 1250 fen, by string arithmetic. */
function yuanInputToFen(text: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

export default function UserWalletPage() {
  const navigate = useNavigate();
  const [balance, setBalance] = useState<number | null>(null);
  const [ledger, setLedger] = useState<PageData<LedgerEntryRecord> | null>(null);
  const [current, setCurrent] = useState(1);
  const [failed, setFailed] = useState(false);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const load = useCallback(async () => {
    try {
      const [wallet, entries] = await Promise.all([fetchWallet(), fetchLedger({ current, size: 20 })]);
      setBalance(wallet.balanceFen);
      setLedger(entries);
    } catch {
      setFailed(true);
    }
  }, [current]);

  useEffect(() => {
    void load();
  }, [load]);

  const topup = async (event: FormEvent) => {
    event.preventDefault();
    const fen = yuanInputToFen(amount);
    if (fen === null || fen < TOPUP_MIN_FEN || fen > TOPUP_MAX_FEN) {
      setError(`请输入 ${formatFen(TOPUP_MIN_FEN)} 到 ${formatFen(TOPUP_MAX_FEN)} 之间的金额`);
      return;
    }
    setError(undefined);
    const order = await createTopup(fen).catch(() => null);
    if (order) navigate(`/pay?orderId=${order.id}`);
  };

  if (failed) return <PageError text="钱包加载失败，请稍后再试。" />;
  if (balance === null || !ledger) return <PageLoading />;
  const pages = Math.max(1, Math.ceil(ledger.total / ledger.size));

  return (
    <>
      <div className="user-panel">
        <h1>我的钱包</h1>
        <p className="muted">账户余额</p>
        <p className="wallet-balance">{formatFen(balance)}</p>
        <form className="user-form" onSubmit={(event) => void topup(event)} noValidate>
          <Field
            id="topup-amount"
            label="充值金额（元）"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={error}
          />
          <button type="submit" className="btn btn-primary">
            去充值
          </button>
        </form>
      </div>
      <div className="user-panel">
        <h2>余额明细</h2>
        {ledger.records.length === 0 && <EmptyState text="暂无明细" />}
        {ledger.records.map((entry) => (
          <div className="ledger-row" key={entry.id}>
            <div>
              <div>{entry.causeLabel}</div>
              <div className="muted">
                {shanghai(entry.createdAt)}
                {entry.note ? ` · ${entry.note}` : ''}
              </div>
            </div>
            <div style={{ textAlign: 'right' }}>
              <div className={entry.deltaFen >= 0 ? 'ledger-in' : 'ledger-out'}>
                {entry.deltaFen >= 0 ? '+' : ''}
                {formatFen(entry.deltaFen)}
              </div>
              <div className="muted">余额 {formatFen(entry.balanceAfterFen)}</div>
            </div>
          </div>
        ))}
        <Pager current={current} pages={pages} onChange={setCurrent} />
      </div>
    </>
  );
}
