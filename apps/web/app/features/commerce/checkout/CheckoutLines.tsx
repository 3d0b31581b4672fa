import { Price } from '../Price.tsx';
import type { CheckoutLine } from './use-checkout-lines.ts';

/** What is being bought, line by line. */
export function CheckoutLines({ lines }: { lines: CheckoutLine[] }) {
  return (
    <section className="card" aria-label="商品清单">
      {lines.map((line, index) => (
        <div className="order-item" key={index}>
          <div className="grow">{line.title}</div>
          <span className="muted">×{line.quantity}</span>
          <Price fen={line.priceFen * line.quantity} />
        </div>
      ))}
    </section>
  );
}
