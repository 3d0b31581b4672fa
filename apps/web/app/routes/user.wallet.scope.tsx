import { Link, useLoaderData, type MetaFunction } from 'react-router';
import { walletScopeCopy } from '../features/commerce/wallet-scope.server.ts';
import '../features/commerce/commerce.css';

// /user/wallet/scope: where the balance can be spent. The copy is built on the server from the shared
// constants (limits, labels), so the page and the rules it describes cannot drift apart.

export function loader() {
  return walletScopeCopy();
}

export const meta: MetaFunction = () => [{ title: '余额使用范围 - 星图' }];

export default function WalletScopePage() {
  const copy = useLoaderData<typeof loader>();
  return (
    <article className="user-panel wallet-scope">
      <p>
        <Link to="/user/wallet">‹ 返回我的钱包</Link>
      </p>
      <h1>{copy.title}</h1>
      <p className="wallet-scope-intro">{copy.intro}</p>
      {copy.sections.map((section) => (
        <section key={section.id} aria-labelledby={`scope-${section.id}`}>
          <h2 id={`scope-${section.id}`}>{section.title}</h2>
          {section.tags.length > 0 && (
            <ul className="scope-tags" aria-label="可用余额支付的商品类型">
              {section.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}
          <ul className="scope-points">
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
      <div className="form-actions">
        <Link className="btn btn-primary" to="/user/wallet">
          去充值
        </Link>
        <Link className="btn" to="/user/order">
          我的订单
        </Link>
      </div>
    </article>
  );
}
