import { useEffect, useState } from 'react';
import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { TAROT_ASSIST_REWARD_DAYS, TAROT_ASSISTS_NEEDED } from '@xingtu/contracts/tarot';
import { fetchTarotReadings, shareImagePath, shareTarotReading } from '../api/tarot.ts';
import { copyLink } from '../components/ui/copy-link.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { EmptyState } from '../components/ui/PageState.tsx';
import { AssistProgress } from '../features/tarot/SharedReading.tsx';
import { useLoad } from '../components/ui/use-load.ts';
import '../features/tarot/tarot.css';

// /tarotChat/share?id=<reading>: the share link of one reading (made on first visit, the same after),
// its QR code and share image; without an id, the member picks which reading to share.

export const meta: MetaFunction = () => [{ title: '分享塔罗解读 - 星图' }];

function ShareOne({ readingId }: { readingId: string }) {
  const { value: share, load, reload } = useLoad(() => shareTarotReading(readingId), readingId);
  const [qr, setQr] = useState<string | null>(null);
  const url = share ? `${window.location.origin}/tarotChat/assist/${share.code}` : '';
  useEffect(() => {
    if (!url) return;
    let live = true;
    void import('qrcode').then((QRCode) =>
      QRCode.toDataURL(url, { margin: 1, width: 200 }).then((data) => live && setQr(data)),
    );
    return () => {
      live = false;
    };
  }, [url]);
  if (load.kind !== 'ready' || !share)
    return (
      <LoadState
        load={load}
        reload={reload}
        missingText="这条解读记录不存在，无法分享。"
        failedText="分享链接暂时无法生成，请稍后再试。"
        back={{ to: '/tarotChat/history', label: '返回解读记录' }}
      />
    );
  return (
    <div className="tarot-share-box">
      <section className="card">
        <h2>{share.question}</h2>
        <p className="tarot-note">{share.spreadName}</p>
        <p>
          把链接发给好友：每位好友登录后可以为你助力一次，集满 {TAROT_ASSISTS_NEEDED}{' '}
          位即可解锁一次免费塔罗解读（
          {TAROT_ASSIST_REWARD_DAYS} 天内有效）。
        </p>
        <AssistProgress count={share.assistCount} needed={share.assistsNeeded} unlocked={share.unlocked} />
        <div className="tarot-share-link">
          <label htmlFor="share-url" className="visually-hidden">
            分享链接
          </label>
          <input id="share-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void copyLink(url, { share: true })}
          >
            复制链接
          </button>
        </div>
        <p className="tarot-note">分享码：{share.code}</p>
        <p className="tarot-actions">
          <Link className="btn" to="/tarotChat/shareLogs">
            查看助力记录
          </Link>
          <a className="btn" href={shareImagePath(share.code)} download={`星图塔罗-${share.code}.png`}>
            保存分享图片
          </a>
        </p>
      </section>
      <aside className="card" aria-label="二维码与分享图">
        {qr && <img src={qr} alt="分享链接二维码" width={200} height={200} />}
        <p className="tarot-note">好友用手机扫码即可打开</p>
        <img
          className="tarot-share-image"
          src={shareImagePath(share.code)}
          alt="分享图片预览"
          loading="lazy"
        />
      </aside>
    </div>
  );
}

function PickReading() {
  const { value, load, reload } = useLoad(() => fetchTarotReadings(1, 20), 'pick');
  if (load.kind !== 'ready' || !value)
    return (
      <LoadState
        load={load}
        reload={reload}
        missingText="没有找到解读记录。"
        failedText="记录暂时无法加载，请稍后再试。"
        back={{ to: '/tarotChat', label: '返回塔罗占卜' }}
      />
    );
  if (value.records.length === 0)
    return (
      <EmptyState
        text="还没有可以分享的解读。先抽一次牌吧。"
        action={
          <Link className="btn btn-primary" to="/tarotChat">
            去抽牌
          </Link>
        }
      />
    );
  return (
    <>
      <p>选择要分享的一次解读：</p>
      <ul className="tarot-list">
        {value.records.map((r) => (
          <li key={r.id}>
            <Link to={`/tarotChat/share?id=${r.id}`}>
              <span className="tarot-list-title">{r.question}</span>
              <span className="tarot-list-meta">
                {r.spreadName} · {formatBeijing(r.createdAt, 'datetime')}
                {r.shareCode ? ' · 已分享' : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function TarotSharePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <div className="tarot-page">
      <h1>分享塔罗解读</h1>
      <p className="tarot-links">
        <Link to="/tarotChat">‹ 返回塔罗占卜</Link>
      </p>
      {/^[a-z0-9]{12}$/.test(id) ? <ShareOne readingId={id} /> : <PickReading />}
    </div>
  );
}
