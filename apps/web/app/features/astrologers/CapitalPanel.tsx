import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  EARNING_KIND_LABELS,
  WITHDRAWAL_CHANNELS,
  WITHDRAWAL_CHANNEL_LABELS,
  type CapitalEntryRecord,
  type CapitalSummary,
  type WithdrawalChannel,
} from '@xingtu/contracts/astrologers';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { formatFen } from '@xingtu/contracts/constants';
import type { PageData } from '@xingtu/contracts/envelope';
import { fetchCapital, fetchCapitalDetails, requestWithdrawal } from '../../api/astrologers.ts';
import { EmptyState, PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { Pager } from '../../components/ui/Pager.tsx';

// 我的收入: settled, settling and requested amounts, the ledger lines, and a withdrawal form.

/** "12.5" yuan typed by the astrologer → 1250 fen, by string arithmetic. */
function yuanToFen(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

function WithdrawForm({ summary, onDone }: { summary: CapitalSummary; onDone: () => void }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const amountFen = yuanToFen(String(form.get('amount') ?? ''));
    if (amountFen === null || amountFen < summary.minWithdrawalFen)
      return setError(`请输入不少于 ${formatFen(summary.minWithdrawalFen)} 的金额`);
    if (amountFen > summary.withdrawableFen) return setError('可提现金额不足');
    setBusy(true);
    setError('');
    try {
      await requestWithdrawal({
        amountFen,
        channel: String(form.get('channel')) as WithdrawalChannel,
        accountName: String(form.get('accountName') ?? '').trim(),
        accountNo: String(form.get('accountNo') ?? '').trim(),
      });
      event.currentTarget?.reset();
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '提交失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="astro-withdraw" onSubmit={submit} noValidate aria-label="申请提现">
      <div className="field">
        <label htmlFor="withdraw-amount">提现金额（元）</label>
        <input id="withdraw-amount" name="amount" className="input" inputMode="decimal" />
      </div>
      <div className="field">
        <label htmlFor="withdraw-channel">收款方式</label>
        <select id="withdraw-channel" name="channel" className="input">
          {WITHDRAWAL_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {WITHDRAWAL_CHANNEL_LABELS[channel]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="withdraw-name">收款人姓名</label>
        <input id="withdraw-name" name="accountName" className="input" autoComplete="name" />
      </div>
      <div className="field">
        <label htmlFor="withdraw-account">收款账号</label>
        <input id="withdraw-account" name="accountNo" className="input" />
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy || summary.withdrawableFen <= 0}>
        {busy ? '提交中…' : '申请提现'}
      </button>
    </form>
  );
}

function EntryLine({ entry }: { entry: CapitalEntryRecord }) {
  return (
    <li className="astro-entry">
      <div>
        <strong>
          {entry.causeLabel}
          {entry.kind ? ` · ${EARNING_KIND_LABELS[entry.kind]}` : ''}
        </strong>
        <small>
          {formatBeijing(entry.createdAt, 'minute')}
          {entry.orderNo ? ` · 订单 ${entry.orderNo}` : ''}
          {entry.commissionFen > 0
            ? ` · 实付 ${formatFen(entry.grossFen)}，平台服务费 ${formatFen(entry.commissionFen)}`
            : ''}
        </small>
      </div>
      <span className={entry.deltaFen < 0 ? 'astro-minus' : 'astro-plus'}>
        {entry.deltaFen > 0 ? '+' : ''}
        {formatFen(entry.deltaFen)}
      </span>
    </li>
  );
}

export function CapitalPanel() {
  const [summary, setSummary] = useState<CapitalSummary | null>(null);
  const [details, setDetails] = useState<PageData<CapitalEntryRecord> | null>(null);
  const [current, setCurrent] = useState(1);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    setFailed(false);
    try {
      const [money, lines] = await Promise.all([fetchCapital(), fetchCapitalDetails(current)]);
      setSummary(money);
      setDetails(lines);
    } catch {
      setFailed(true);
    }
  }, [current]);
  useEffect(() => {
    void load();
  }, [load]);

  if (failed)
    return (
      <PageError
        text="收入信息加载失败，请稍后再试。"
        action={
          <button type="button" className="btn" onClick={() => void load()}>
            重新加载
          </button>
        }
      />
    );
  if (!summary || !details) return <PageLoading />;
  return (
    <section className="user-panel astro-capital" aria-labelledby="capital-title">
      <h2 id="capital-title">我的收入</h2>
      <dl className="astro-money">
        <div>
          <dt>可提现</dt>
          <dd>{formatFen(summary.withdrawableFen)}</dd>
        </div>
        <div>
          <dt>结算中</dt>
          <dd>{formatFen(summary.settlingFen)}</dd>
        </div>
        <div>
          <dt>提现处理中</dt>
          <dd>{formatFen(summary.withdrawingFen)}</dd>
        </div>
        <div>
          <dt>累计收入</dt>
          <dd>{formatFen(summary.totalIncomeFen)}</dd>
        </div>
      </dl>
      <p className="muted">
        服务收入扣除平台服务费（咨询 {summary.commissionPercent.consultation}%）后入账，
        {summary.settlementDays} 天后可提现；会员退款时对应收入会被冲回。
      </p>
      <WithdrawForm summary={summary} onDone={() => void load()} />
      <h3>收入明细</h3>
      {details.records.length === 0 ? (
        <EmptyState text="还没有收入记录。完成第一单咨询后，收入会出现在这里。" />
      ) : (
        <>
          <ul className="astro-entries">
            {details.records.map((entry) => (
              <EntryLine key={entry.entryNo} entry={entry} />
            ))}
          </ul>
          <Pager
            current={current}
            pages={Math.max(1, Math.ceil(details.total / details.size))}
            onChange={setCurrent}
          />
        </>
      )}
    </section>
  );
}
