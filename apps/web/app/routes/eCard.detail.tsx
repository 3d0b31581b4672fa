import { useState, type FormEvent } from 'react';
import { Link, useNavigate, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { formatEcardCode, normaliseEcardCode } from '@xingtu/contracts/exams';
import type { RedeemResult } from '@xingtu/contracts/exams-schemas';
import { ApiError } from '../api/api-error.ts';
import { createOrder } from '../api/commerce.ts';
import { fetchEcardProducts, fetchMyEcards, redeemEcard } from '../api/exams.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { EmptyState } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { useLoad } from '../components/ui/use-load.ts';
import { useSession } from '../shell/use-session.ts';
import '../features/commerce/commerce.css';
import '../features/exams/exams.css';

// /eCard/detail: membership and gift cards (type 40). Buying one gives a 16-character code; whoever
// holds it redeems it here once (signed in): ISAR membership months, or credit in the wallet.

export const meta: MetaFunction = () => [{ title: '会员卡与礼品卡 - 星图' }];

const STATUS = {
  unused: { text: '未使用', tone: undefined },
  redeemed: { text: '已兑换', tone: 'ok' },
  void: { text: '已失效', tone: 'bad' },
} as const;

function MyCards({ version }: { version: number }) {
  const { value, load, reload } = useLoad(fetchMyEcards, `mine-${version}`);
  if (load.kind !== 'ready' || !value)
    return (
      <LoadState
        load={load}
        reload={reload}
        missingText="没有找到你的卡。"
        failedText="你的卡暂时无法加载，请稍后再试。"
        back={{ to: '/user/order', label: '返回个人中心' }}
      />
    );
  if (value.length === 0) return <EmptyState text="你还没有购买或兑换过卡。" />;
  return (
    <ul className="exam-list" aria-label="我的卡">
      {value.map((card) => (
        <li key={`${card.code}-${card.createdAt}`} className="card">
          <div>
            <strong>{card.title}</strong>{' '}
            <span className="status-tag" data-tone={STATUS[card.status].tone}>
              {STATUS[card.status].text}
            </span>
            <div className="ecard-code" data-testid="ecard-code">
              {formatEcardCode(card.code)}
            </div>
            <div className="exam-meta">
              {card.grantText}
              {card.orderNo ? ` · 订单 ${card.orderNo}` : ''}
              {card.redeemedAt
                ? ` · ${card.redeemedBySelf ? '已由你兑换' : '已被好友兑换'}于 ${formatBeijing(card.redeemedAt, 'minute')}`
                : ''}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function EcardPage() {
  const session = useSession();
  const navigate = useNavigate();
  const { value, load, reload } = useLoad(fetchEcardProducts, 'ecards');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<RedeemResult | null>(null);
  const [version, setVersion] = useState(0);
  const signedIn = session.ready && session.user !== null;

  const buy = async (productId: number) => {
    if (!signedIn) {
      navigate(`/login?from=${encodeURIComponent('/eCard/detail')}`);
      return;
    }
    setBusy(true);
    try {
      const order = await createOrder({ productId, quantity: 1 });
      navigate(`/pay?orderNo=${encodeURIComponent(order.orderNo)}`);
    } catch {
      setBusy(false);
    }
  };
  const redeem = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDone(null);
    if (normaliseEcardCode(code).length !== 16) {
      setError('兑换码应为16位字母和数字');
      return;
    }
    setBusy(true);
    try {
      setDone(await redeemEcard(code));
      setCode('');
      setVersion((v) => v + 1);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : '兑换失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="exam-page">
      <h1>会员卡与礼品卡</h1>
      <p className="exam-lead">
        购买后获得兑换码：可以自己兑换，也可以把兑换码发给朋友。每个兑换码只能使用一次。
      </p>

      <section className="card" aria-label="兑换">
        <h2>兑换</h2>
        {signedIn ? (
          <form className="redeem-form" onSubmit={(event) => void redeem(event)}>
            <input
              className="input ecard-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              placeholder="输入16位兑换码"
              aria-label="兑换码"
              maxLength={24}
              autoComplete="off"
            />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              立即兑换
            </button>
          </form>
        ) : (
          <p>
            <Link to={`/login?from=${encodeURIComponent('/eCard/detail')}`}>登录</Link> 后即可兑换。
          </p>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {done && (
          <p className="form-ok" role="status">
            兑换成功：{done.title}，已获得{done.grantText}
            {done.membershipEndTime
              ? `，会员有效期至 ${formatBeijing(done.membershipEndTime, 'minute')}`
              : ''}
            。{done.membershipEndTime && <Link to="/user/ISARMember"> 查看会员</Link>}
          </p>
        )}
      </section>

      <h2>在售的卡</h2>
      {load.kind !== 'ready' || !value ? (
        <LoadState
          load={load}
          reload={reload}
          missingText="没有找到在售的卡。"
          failedText="在售的卡暂时无法加载，请稍后再试。"
          back={{ to: '/', label: '返回首页' }}
        />
      ) : value.length === 0 ? (
        <EmptyState text="暂时没有在售的卡。" />
      ) : (
        <div className="sale-grid">
          {value.map((product) => (
            <article key={product.id} className="card sale-card">
              <h3>{product.title}</h3>
              <p>{product.summary}</p>
              <div className="exam-meta">兑换后获得：{product.grantText}</div>
              <Price fen={product.priceFen} listFen={product.listPriceFen} />
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                onClick={() => void buy(product.id)}
              >
                购买
              </button>
            </article>
          ))}
        </div>
      )}

      {signedIn && (
        <>
          <h2>我的卡</h2>
          <MyCards version={version} />
        </>
      )}
    </div>
  );
}
