import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import type { CartRecord, Contact, ProductRecord } from '@xingtu/contracts/commerce';
import { addressSchema, contactSchema } from '@xingtu/contracts/commerce-schemas';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { createOrder, fetchCart, fetchProduct } from '../api/commerce.ts';
import { Field } from '../components/ui/Field.tsx';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import '../features/commerce/commerce.css';

export const meta: MetaFunction = () => [{ title: '确认订单 - 星图' }];

interface Line {
  title: string;
  quantity: number;
  priceFen: number;
  goods: boolean;
}

const EMPTY_ADDRESS = { name: '', mobile: '', region: '', detail: '' };
const EMPTY_CONTACT = { name: '', mobile: '' };

const fieldErrors = (issues: { path: PropertyKey[]; message: string }[]): Record<string, string> =>
  Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));

/** Checkout: the selected cart items or one product bought directly; an address when goods are in it. */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromCart = params.get('fromCart') === '1';
  const productId = Number(params.get('productId'));
  const quantity = Math.min(99, Math.max(1, Math.floor(Number(params.get('quantity'))) || 1));
  const [lines, setLines] = useState<Line[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [address, setAddress] = useState(EMPTY_ADDRESS);
  const [contact, setContact] = useState(EMPTY_CONTACT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    const fromProduct = (product: ProductRecord): Line[] => [
      {
        title: product.title,
        quantity,
        priceFen: product.priceFen,
        goods: product.type === PRODUCT_TYPE.GOODS,
      },
    ];
    const fromItems = (cart: CartRecord): Line[] =>
      cart.items
        .filter((item) => item.selected)
        .map((item) => ({
          title: item.title,
          quantity: item.quantity,
          priceFen: item.priceFen,
          goods: item.type === PRODUCT_TYPE.GOODS,
        }));
    setFailed(false);
    if (!fromCart && !(Number.isSafeInteger(productId) && productId > 0)) {
      setLines([]);
      return;
    }
    (fromCart ? fetchCart().then(fromItems) : fetchProduct(productId).then(fromProduct)).then(setLines, () =>
      setFailed(true),
    );
  }, [fromCart, productId, quantity]);
  useEffect(load, [load]);

  if (failed)
    return (
      <PageError
        text="订单信息加载失败，请稍后重试。"
        action={
          <button type="button" className="btn" onClick={load}>
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
    let contactInput: Contact | undefined;
    if (needsAddress) {
      const checked = addressSchema.safeParse(address);
      if (!checked.success) {
        setErrors(fieldErrors(checked.error.issues));
        return;
      }
    } else if (contact.name.trim() || contact.mobile.trim()) {
      const checked = contactSchema.safeParse({
        name: contact.name,
        ...(contact.mobile.trim() ? { mobile: contact.mobile.trim() } : {}),
      });
      if (!checked.success) {
        setErrors(
          Object.fromEntries(
            Object.entries(fieldErrors(checked.error.issues)).map(([k, v]) => [`contact-${k}`, v]),
          ),
        );
        return;
      }
      contactInput = checked.data;
    }
    setErrors({});
    setBusy(true);
    try {
      const order = await createOrder({
        ...(fromCart ? { fromCart: true as const } : { productId, quantity }),
        ...(needsAddress ? { address } : {}),
        ...(contactInput ? { contact: contactInput } : {}),
      });
      navigate(`/pay?orderNo=${order.orderNo}`, { replace: true });
    } catch {
      // The request layer has shown the reason (limit, sold out, moderation …); the form stays as typed.
      setBusy(false);
    }
  };

  const setAddressField = (key: keyof typeof EMPTY_ADDRESS) => (event: { target: { value: string } }) =>
    setAddress({ ...address, [key]: event.target.value });
  const setContactField = (key: keyof typeof EMPTY_CONTACT) => (event: { target: { value: string } }) =>
    setContact({ ...contact, [key]: event.target.value });

  return (
    <form className="shop-page" onSubmit={(event) => void submit(event)} noValidate aria-label="确认订单">
      <h1>确认订单</h1>
      <section className="card" aria-label="商品清单">
        {lines.map((line, index) => (
          <div className="order-item" key={index}>
            <div className="grow">{line.title}</div>
            <span className="muted">×{line.quantity}</span>
            <Price fen={line.priceFen * line.quantity} />
          </div>
        ))}
      </section>
      {needsAddress ? (
        <section className="card">
          <h2>收货地址</h2>
          <Field
            id="addr-name"
            label="收货人"
            autoComplete="name"
            value={address.name}
            onChange={setAddressField('name')}
            error={errors.name}
          />
          <Field
            id="addr-mobile"
            label="手机号"
            inputMode="numeric"
            autoComplete="tel"
            value={address.mobile}
            onChange={setAddressField('mobile')}
            error={errors.mobile}
          />
          <Field
            id="addr-region"
            label="所在地区"
            placeholder="如：广东省 广州市 天河区"
            value={address.region}
            onChange={setAddressField('region')}
            error={errors.region}
          />
          <Field
            id="addr-detail"
            label="详细地址"
            placeholder="街道、门牌号、楼栋和房间号"
            value={address.detail}
            onChange={setAddressField('detail')}
            error={errors.detail}
          />
        </section>
      ) : (
        <section className="card">
          <h2>联系信息</h2>
          <p className="muted">
            虚拟商品付款后即时发放到您的账号，无需收货地址；留下联系方式便于客服在需要时联系您。
          </p>
          <Field
            id="contact-name"
            label="联系人（选填）"
            autoComplete="name"
            value={contact.name}
            onChange={setContactField('name')}
            error={errors['contact-name']}
          />
          <Field
            id="contact-mobile"
            label="联系电话（选填）"
            inputMode="numeric"
            autoComplete="tel"
            value={contact.mobile}
            onChange={setContactField('mobile')}
            error={errors['contact-mobile']}
          />
        </section>
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
