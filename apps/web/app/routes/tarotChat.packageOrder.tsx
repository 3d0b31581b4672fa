import { useState } from 'react';
import { Link, useNavigate, type MetaFunction } from 'react-router';
import { AI_FREE_DAILY_QUESTIONS } from '@xingtu/contracts/ai';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { fetchAiQuota } from '../api/ai.ts';
import { createOrder, fetchProducts } from '../api/commerce.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { EmptyState } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { useLoad } from '../components/ui/use-load.ts';
import '../features/commerce/commerce.css';
import '../features/tarot/tarot.css';

// /tarotChat/packageOrder: what is left (today's free questions, each package) and the AI Q&A packages
// on sale (type 70), bought through the shop's order and pay pages. Tarot and chart questions share them.

export const meta: MetaFunction = () => [{ title: '解读次数与套餐 - 星图' }];

const STATUS_LABELS = { active: '可用', expired: '已过期', used_up: '已用完', refunded: '已退款' } as const;

export default function TarotPackageOrderPage() {
  const navigate = useNavigate();
  const [buying, setBuying] = useState<number | null>(null);
  const { value, load, reload } = useLoad(
    () =>
      Promise.all([
        fetchAiQuota(),
        fetchProducts({ type: PRODUCT_TYPE.AI_CHAT_PACKAGE, current: 1, size: 20 }),
      ]),
    'packages',
  );
  const buy = async (productId: number) => {
    setBuying(productId);
    try {
      const order = await createOrder({ productId, quantity: 1 });
      navigate(`/pay?orderNo=${encodeURIComponent(order.orderNo)}`);
    } catch {
      // The request layer has said why (limit, sold out …).
      setBuying(null);
    }
  };
  if (load.kind !== 'ready' || !value)
    return (
      <div className="tarot-page">
        <LoadState
          load={load}
          reload={reload}
          missingText="没有找到套餐。"
          failedText="套餐暂时无法加载，请稍后再试。"
          back={{ to: '/tarotChat', label: '返回塔罗占卜' }}
        />
      </div>
    );
  const [quota, products] = value;
  return (
    <div className="tarot-page">
      <h1>解读次数与套餐</h1>
      <p className="tarot-links">
        <Link to="/tarotChat">‹ 返回塔罗占卜</Link>
        <Link to="/tarotChat/packageOrder/useLogs">次数使用记录</Link>
      </p>
      <section className="card" aria-label="剩余次数">
        <h2>剩余 {quota.freeLeft + quota.packageLeft} 次</h2>
        <p className="tarot-note">
          每天免费 {AI_FREE_DAILY_QUESTIONS} 次（今日剩余 {quota.freeLeft} 次），用完后使用套餐次数（剩余{' '}
          {quota.packageLeft} 次）。塔罗解读与 AI 星盘问答共用次数，每次完整的解读用 1 次。
        </p>
        {quota.packages.length > 0 && (
          <ul className="tarot-list">
            {quota.packages.map((p, i) => (
              <li key={`${p.orderNo ?? 'gift'}-${i}`}>
                <span className="tarot-list-title">{p.title}</span>
                <span className="tarot-list-meta">
                  已用 {p.used} / {p.credits} 次 · {STATUS_LABELS[p.status]}
                  {p.expiresAt ? ` · ${formatBeijing(p.expiresAt, 'date')} 到期` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <h2>购买问答套餐</h2>
      {products.records.length === 0 ? (
        <EmptyState text="暂时没有在售的套餐。" />
      ) : (
        <div className="tarot-packages">
          {products.records.map((p) => (
            <section key={p.id} className="card">
              <h3>{p.title}</h3>
              <p className="tarot-note">{p.summary}</p>
              <p>
                <Price fen={p.priceFen} listFen={p.listPriceFen ?? undefined} />
                {p.validityDays ? (
                  <span className="tarot-note"> · 购买后 {p.validityDays} 天内有效</span>
                ) : null}
              </p>
              <button
                type="button"
                className="btn btn-primary btn-block"
                disabled={buying !== null}
                onClick={() => void buy(p.id)}
              >
                {buying === p.id ? '正在下单…' : '购买'}
              </button>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
