import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { loginPathFor } from '@xingtu/contracts/shell';
import type { TarotSharedView } from '@xingtu/contracts/tarot-schemas';
import { ApiError } from '../../api/api-error.ts';
import { assistShare, fetchSharedReading } from '../../api/tarot.ts';
import { LoadState } from '../../components/ui/LoadState.tsx';
import { ReadingText, TarotCardList } from './TarotTable.tsx';
import { useLoad } from '../../components/ui/use-load.ts';
import './tarot.css';

// A reading someone shared, as their friends see it: the question, the cards and the reading, how far the
// friends' help has come, and — for a signed-in friend — the button that helps (once per account).
// `assist` false shows the reading only (the /assistShare/{contentId} page).

export function AssistProgress({
  count,
  needed,
  unlocked,
}: {
  count: number;
  needed: number;
  unlocked: boolean;
}) {
  return (
    <div>
      <div
        className="tarot-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={needed}
        aria-valuenow={count}
      >
        <span style={{ width: `${Math.min(100, (count / needed) * 100)}%` }} />
      </div>
      <p className="tarot-note">
        {unlocked ? `已集满 ${needed} 位好友助力，免费解读已解锁` : `已有 ${count} / ${needed} 位好友助力`}
      </p>
    </div>
  );
}

export function SharedReading({ code, assist = true }: { code: string; assist?: boolean }) {
  const location = useLocation();
  const { value: view, load, reload, setValue } = useLoad(() => fetchSharedReading(code), code);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const help = async (current: TarotSharedView) => {
    setBusy(true);
    try {
      const result = await assistShare(code);
      setValue({ ...current, ...result, viewer: 'helped' });
      setMessage({
        ok: true,
        text: result.unlocked ? '助力成功！好友的免费解读已解锁。' : '助力成功，谢谢你！',
      });
    } catch (error) {
      setMessage({ ok: false, text: error instanceof ApiError ? error.message : '助力失败，请稍后再试。' });
    } finally {
      setBusy(false);
    }
  };

  if (load.kind !== 'ready' || !view)
    return (
      <div className="tarot-page">
        <LoadState
          load={load}
          reload={reload}
          missingText="这个分享不存在或已失效。"
          failedText="分享暂时无法打开，请稍后再试。"
          back={{ to: '/tarotChat', label: '我也来问塔罗' }}
        />
      </div>
    );

  return (
    <div className="tarot-page">
      <h1>{view.ownerName} 分享的塔罗解读</h1>
      <p className="tarot-note">
        {view.spreadName} · {formatBeijing(view.createdAt, 'datetime')}
      </p>
      {assist && (
        <section className="card" aria-label="好友助力">
          <AssistProgress count={view.assistCount} needed={view.assistsNeeded} unlocked={view.unlocked} />
          {view.viewer === 'guest' && (
            <Link className="btn btn-primary" to={loginPathFor(`${location.pathname}${location.search}`)}>
              登录后为 TA 助力
            </Link>
          )}
          {view.viewer === 'can_help' && !view.unlocked && (
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void help(view)}>
              {busy ? '正在助力…' : '为 TA 助力'}
            </button>
          )}
          {view.viewer === 'helped' && !message && (
            <p className="tarot-note">你已经为这次分享助力过了，谢谢你。</p>
          )}
          {view.viewer === 'owner' && (
            <p className="tarot-note">
              这是你自己的分享，把链接发给好友请他们助力吧。
              <Link to="/tarotChat/shareLogs">查看助力记录</Link>
            </p>
          )}
          {message && (
            <p className={message.ok ? 'form-ok' : 'tarot-error'} role="status">
              {message.text}
            </p>
          )}
        </section>
      )}
      <section className="card" aria-label="抽到的牌">
        <h2>问题：{view.question}</h2>
        <TarotCardList cards={view.cards} />
      </section>
      <ReadingText text={view.answer} />
      <p className="tarot-actions">
        <Link className="btn btn-primary" to="/tarotChat">
          我也来问塔罗
        </Link>
        <Link className="btn" to="/assistShare/detail">
          助力规则
        </Link>
      </p>
    </div>
  );
}
