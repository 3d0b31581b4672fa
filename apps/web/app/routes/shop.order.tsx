import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import { addressSchema, type CartRecord, type ProductRecord } from '@xingtu/contracts/commerce';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { createOrder, fetchCart, fetchProduct } from '../api/commerce.ts';
import { Field } from '../components/ui/Field.tsx';
import { PageError, PageLoading } from '../components/ui/PageState.tsx';
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

/** Checkout: the selected cart items or one product bought directly; an address when goods are in it. */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromCart = params.get('fromCart') === '1';
  const productId = Number(params.get('productId'));
  const quantity = Math.max(1, Number(params.get('quantity')) || 1);
  const [lines, setLines] = useState<Line[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [address, setAddress] = useState(EMPTY_ADDRESS);
  const [contactName, setContactName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
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
    (fromCart ? fetchCart().then(fromItems) : fetchProduct(productId).then(fromProduct)).then(setLines, () =>
      setFailed(true),
    );
  }, [fromCart, productId, quantity]);

  if (failed) return <PageError text="订单信息加载失败，请返回重试。" />;
  if (!lines) return <PageLoading />;
  const needsAddress = lines.some((line) => line.goods);
  const totalFen = lines.reduce((sum, line) => sum + line.priceFen * line.quantity, 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (needsAddress) {
      const checked = addressSchema.safeParse(address);
      if (!checked.success) {
        setErrors(
          Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
        );
        return;
      }
    }
    setErrors({});
    setBusy(true);
    try {
      const order = await createOrder({
        ...(fromCart ? { fromCart: true as const } : { productId, quantity }),
        ...(needsAddress ? { address } : {}),
        ...(contactName.trim() ? { contact: { name: contactName.trim() } } : {}),
      });
      navigate(`/pay?orderId=${order.id}`, { replace: true });
    } catch {
      setBusy(false);
    }
  };

  const set = (key: keyof typeof EMPTY_ADDRESS) => (event: { target: { value: string } }) =>
    setAddress({ ...address, [key]: event.target.value });

  return (
    <form className="shop-page" onSubmit={(event) => void submit(event)} noValidate>
      <h1>确认订单</h1>
      <section className="card">
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
            value={address.name}
            onChange={set('name')}
            error={errors.name}
          />
          <Field
            id="addr-mobile"
            label="手机号"
            inputMode="numeric"
            value={address.mobile}
            onChange={set('mobile')}
            error={errors.mobile}
          />
          <Field
            id="addr-region"
            label="所在地区"
            placeholder="如：广东省 广州市 天河区"
            value={address.region}
            onChange={set('region')}
            error={errors.region}
          />
          <Field
            id="addr-detail"
            label="详细地址"
            value={address.detail}
            onChange={set('detail')}
            error={errors.detail}
          />
        </section>
      ) : (
        <section className="card">
          <Field
            id="contact-name"
            label="联系人（选填）"
            value={contactName}
            onChange={(event) => setContactName(event.target.value)}
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
