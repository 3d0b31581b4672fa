import { redirect } from 'react-router';

// The shop's "my orders" entry and the user centre's order page are one page.
export const loader = () => redirect('/user/order');

export default function ShopMyOrder() {
  return null;
}
