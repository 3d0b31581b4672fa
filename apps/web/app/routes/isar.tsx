import { useState } from 'react';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import { createOrder } from '../api/commerce.ts';
import { fetchIsarOverview } from '../api/exams.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { EmptyState } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { useLoad } from '../components/ui/use-load.ts';
import { useSession } from '../shell/use-session.ts';
import type { SaleProduct } from '@xingtu/contracts/exams-schemas';
import '../features/commerce/commerce.css';
import '../features/exams/exams.css';

// /isar?index=1 (membership) and ?index=2 (certification): what each is, and buying it — membership
// as ISAR membership cards (a code, for oneself or a friend), certification as the exam sign-up.

export const meta: MetaFunction = () => [{ title: 'ISAR会员与认证 - 星图' }];

function SaleCard({
  product,
  label,
  onBuy,
  busy,
}: {
  product: SaleProduct;
  label: string;
  onBuy: () => void;
  busy: boolean;
}) {
  return (
    <article className="card sale-card">
      <h3>{product.title}</h3>
      <p>{product.summary}</p>
      <Price fen={product.priceFen} listFen={product.listPriceFen} />
      <button type="button" className="btn btn-primary" disabled={busy} onClick={onBuy}>
        {label}
      </button>
    </article>
  );
}

export default function IsarPage() {
  const [params] = useSearchParams();
  const tab = params.get('index') === '2' ? 2 : 1;
  const session = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { value, load, reload } = useLoad(fetchIsarOverview, 'isar');
  const buy = async (productId: number) => {
    if (!(session.ready && session.user)) {
      navigate(`/login?from=${encodeURIComponent(`/isar?index=${tab}`)}`);
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
  return (
    <div className="exam-page">
      <h1>ISAR 国际占星研究协会</h1>
      <p className="exam-lead">
        ISAR 是面向占星从业者与学习者的国际专业组织。星图为中文学员提供会员开通与认证考试的一站式服务。
      </p>
      <nav className="isar-tabs" aria-label="ISAR">
        <Link to="/isar?index=1" aria-current={tab === 1 ? 'page' : undefined}>
          ISAR会员
        </Link>
        <Link to="/isar?index=2" aria-current={tab === 2 ? 'page' : undefined}>
          ISAR认证
        </Link>
      </nav>
      {tab === 1 ? (
        <>
          <ul className="isar-points">
            <li>
              <strong>会员专区</strong>学习资料、案例库与行业资讯，持续更新。
            </li>
            <li>
              <strong>讲座回放</strong>国际讲座与研讨会的中文字幕回放。
            </li>
            <li>
              <strong>认证优惠</strong>会员报名认证考试可享优惠与优先辅导。
            </li>
            <li>
              <strong>随时续期</strong>会员卡兑换后从当前到期时间顺延，不浪费一天。
            </li>
          </ul>
          <p>
            会员以会员卡形式购买：付款后在 <Link to="/eCard/detail">会员卡与礼品卡</Link>{' '}
            页面看到兑换码，兑换给自己或送给同学都可以。开通后可在 <Link to="/user/ISARMember">ISAR会员</Link>{' '}
            页面查看到期时间。
          </p>
        </>
      ) : (
        <>
          <ul className="isar-points">
            <li>
              <strong>考查范围</strong>星座、行星、宫位、相位等基础知识与看盘能力。
            </li>
            <li>
              <strong>考试形式</strong>在线限时作答，单选、多选与看盘题，随机抽题。
            </li>
            <li>
              <strong>即时出分</strong>交卷立即评分，附每道题的答案解析。
            </li>
            <li>
              <strong>电子证书</strong>通过即发证，PDF 带二维码，可随时在线查验。
            </li>
          </ul>
          <p>
            报名后即可参加认证考试；如需提交正式认证申请，请填写 <Link to="/isar/input">ISAR申请表</Link>。
          </p>
        </>
      )}
      <h2>{tab === 1 ? '会员卡' : '认证报名'}</h2>
      {load.kind !== 'ready' || !value ? (
        <LoadState
          load={load}
          reload={reload}
          missingText="没有找到在售项目。"
          failedText="在售项目暂时无法加载，请稍后再试。"
          back={{ to: '/', label: '返回首页' }}
        />
      ) : tab === 1 ? (
        value.membershipCards.length === 0 ? (
          <EmptyState text="会员卡暂时没有在售。" />
        ) : (
          <div className="sale-grid">
            {value.membershipCards.map((product) => (
              <SaleCard
                key={product.id}
                product={product}
                label="购买会员卡"
                busy={busy}
                onBuy={() => void buy(product.id)}
              />
            ))}
          </div>
        )
      ) : (
        <div className="sale-grid">
          {value.certificationProduct ? (
            <SaleCard
              product={value.certificationProduct}
              label="报名认证考试"
              busy={busy}
              onBuy={() => void buy(value.certificationProduct!.id)}
            />
          ) : (
            <EmptyState text="认证报名暂未开放。" />
          )}
          {value.certificationExam && (
            <article className="card sale-card">
              <h3>{value.certificationExam.title}</h3>
              <p>已报名的同学可直接进入考试；未报名时考试页会提示先报名。</p>
              <Link className="btn" to={`/course/exam?id=${value.certificationExam.slug}`}>
                进入考试
              </Link>
            </article>
          )}
        </div>
      )}
    </div>
  );
}
