import { useSearchParams, type MetaFunction } from 'react-router';
import { PayPanel } from '../features/commerce/PayPanel.tsx';

export const meta: MetaFunction = () => [{ title: '订单支付 - 星图' }];

/** Pay one order (the shop's checkout and the wallet top-up come here); the panel does the work. */
export default function PayPage() {
  return <PayPanel orderNo={useSearchParams()[0].get('orderNo') ?? ''} />;
}
