import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, type MetaFunction } from 'react-router';
import { TOPUP_MAX_FEN, TOPUP_MIN_FEN, type LedgerEntryRecord } from '@xingtu/contracts/commerce';
import { formatFen } from '@xingtu/contracts/constants';
import type { PageData } from '@xingtu/contracts/envelope';
import { createTopup, fetchLedger, fetchWallet } from '../api/commerce.ts';
import { Field } from '../components/ui/Field.tsx';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { Pager } from '../components/ui/Pager.tsx';
import { serverFieldErrors } from '../features/auth/index.ts';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import '../features/commerce/commerce.css';

export const meta: MetaFunction = () => [{ title: '我的钱包 - 星图' }];

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
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
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
    setBusy(true);
    const order = await createTopup(fen).catch((refused: unknown) => {
      // The server's word on the amount shows at the field; the amount typed stays.
      setError(serverFieldErrors(refused, { amount_fen: 'amount' }).amount);
      return null;
    });
    if (order) navigate(`/pay?orderNo=${order.orderNo}`);
    else setBusy(false);
  };

  if (failed)
    return (
      <PageError
        text="钱包加载失败，请稍后再试。"
        action={
          <button type="button" className="btn" onClick={() => void load()}>
            重新加载
          </button>
        }
      />
    );
  if (balance === null || !ledger) return <PageLoading />;
  const pages = Math.max(1, Math.ceil(ledger.total / ledger.size));

  return (
    <>
      <div className="user-panel">
        <h1>我的钱包</h1>
        <dl className="wallet-summary">
          <dt className="muted">账户余额</dt>
          <dd className="wallet-balance">{formatFen(balance)}</dd>
        </dl>
        <p className="muted">
          余额可用于支付站内的课程、报告、电子书、咨询等订单，不能提现。
          <Link to="/user/wallet/scope">查看余额使用范围</Link>
        </p>
        <form className="user-form" onSubmit={(event) => void topup(event)} noValidate aria-label="钱包充值">
          <Field
            id="topup-amount"
            label="充值金额（元）"
            inputMode="decimal"
            placeholder={`${formatFen(TOPUP_MIN_FEN)} 起`}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={error}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            去充值
          </button>
        </form>
      </div>
      <section className="user-panel" aria-labelledby="ledger-title">
        <h2 id="ledger-title">余额明细</h2>
        {ledger.records.length === 0 ? (
          <EmptyState text="暂无明细" />
        ) : (
          <ul className="ledger-list" aria-labelledby="ledger-title">
            {/* Ledger lines are immutable and a page is replaced whole: the place on the page is the key. */}
            {ledger.records.map((entry, index) => (
              <li className="ledger-row" key={index}>
                <div className="ledger-what">
                  <div>{entry.causeLabel}</div>
                  <div className="muted">
                    {formatBeijing(entry.createdAt)}
                    {entry.note ? ` · ${entry.note}` : ''}
                  </div>
                </div>
                <div className="ledger-amount">
                  <div className={entry.deltaFen >= 0 ? 'ledger-in' : 'ledger-out'}>
                    {entry.deltaFen >= 0 ? '+' : ''}
                    {formatFen(entry.deltaFen)}
                  </div>
                  <div className="muted">余额 {formatFen(entry.balanceAfterFen)}</div>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pager current={current} pages={pages} onChange={setCurrent} />
      </section>
    </>
  );
}
