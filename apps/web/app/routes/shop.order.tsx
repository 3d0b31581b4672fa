import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import { createOrder } from '../api/commerce.ts';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { AddressFields } from '../features/commerce/checkout/AddressFields.tsx';
import { CheckoutLines } from '../features/commerce/checkout/CheckoutLines.tsx';
import { ContactFields } from '../features/commerce/checkout/ContactFields.tsx';
import {
  CHECKOUT_SERVER_FIELDS,
  checkoutInput,
  EMPTY_ADDRESS,
  EMPTY_CONTACT,
} from '../features/commerce/checkout/checkout-input.ts';
import { hasErrors, serverFieldErrors } from '../features/auth/index.ts';
import { checkoutSource, useCheckoutLines } from '../features/commerce/checkout/use-checkout-lines.ts';
import { Price } from '../features/commerce/Price.tsx';
import '../features/commerce/commerce.css';

export const meta: MetaFunction = () => [{ title: '确认订单 - 星图' }];

/** Checkout: the selected cart items or one product bought directly; an address when goods are in it. */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString();
  const source = useMemo(() => checkoutSource(new URLSearchParams(search)), [search]);
  const { lines, failed, reload } = useCheckoutLines(source);
  const [address, setAddress] = useState(EMPTY_ADDRESS);
  const [contact, setContact] = useState(EMPTY_CONTACT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  if (failed)
    return (
      <PageError
        text="订单信息加载失败，请稍后重试。"
        action={
          <button type="button" className="btn" onClick={reload}>
            重新加载
          </button>
        }
      />
    );
  if (!lines) return <PageLoading />;
  if (lines.length === 0)
    return (
      <div className="shop-page">
        <h1>确认订单</h1>
        <EmptyState
          text="没有要结算的商品"
          action={
            <Link className="btn btn-primary" to="/shop/cart">
              返回购物车
            </Link>
          }
        />
      </div>
    );
  const needsAddress = lines.some((line) => line.goods);
  const totalFen = lines.reduce((sum, line) => sum + line.priceFen * line.quantity, 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = checkoutInput(needsAddress, address, contact);
    if (!input.ok) {
      setErrors(input.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const order = await createOrder({
        ...(source.fromCart
          ? { fromCart: true as const }
          : { productId: source.productId, quantity: source.quantity }),
        ...(input.address ? { address: input.address } : {}),
        ...(input.contact ? { contact: input.contact } : {}),
      });
      navigate(`/pay?orderNo=${order.orderNo}`, { replace: true });
    } catch (error) {
      // A field the server refused shows at that field; other reasons (limit, sold out, moderation …)
      // the request layer has shown. The form stays as typed either way.
      const fromServer = serverFieldErrors(error, CHECKOUT_SERVER_FIELDS);
      if (hasErrors(fromServer)) setErrors(fromServer as Record<string, string>);
      setBusy(false);
    }
  };

  return (
    <form className="shop-page" onSubmit={(event) => void submit(event)} noValidate aria-label="确认订单">
      <h1>确认订单</h1>
      <CheckoutLines lines={lines} />
      {needsAddress ? (
        <AddressFields address={address} errors={errors} onChange={setAddress} />
      ) : (
        <ContactFields contact={contact} errors={errors} onChange={setContact} />
      )}
      <div className="cart-bar">
        <span>
          应付 <Price fen={totalFen} />
        </span>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          提交订单
        </button>
      </div>
    </form>
  );
}
