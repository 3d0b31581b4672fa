// Generated from apps/web/app/routes.ts by `npm run pages`: do not edit by hand.
// The pages the web app serves; menus link only to these (see page-match.ts and menus.ts).
import { pageMatcher } from './page-match.ts';

export const SITE_PAGES: readonly string[] = [
  '/',
  '/calendar',
  '/chart',
  '/chart/career',
  '/chart/kid',
  '/chart/love',
  '/chart/loveRelation',
  '/chart/progressions',
  '/contract/:key',
  '/error/401',
  '/error/404',
  '/error/authFailed',
  '/learning/birthInfo',
  '/learning/dict',
  '/learning/myChart',
  '/login',
  '/media/cover/:type',
  '/media/qr/:key',
  '/outChannel/:code',
  '/pay',
  '/pay/fail',
  '/pay/success',
  '/register',
  '/search',
  '/shop',
  '/shop/cart',
  '/shop/goods/:id',
  '/shop/myOrder',
  '/shop/order',
  '/shop/orderDetail/:id',
  '/user/account',
  '/user/contact',
  '/user/contact/detail/:id',
  '/user/information',
  '/user/order',
  '/user/purchased',
  '/user/wallet',
  '/user/wallet/scope',
];

/** Whether an address (query and hash ignored) is a page of this site. */
export const isSitePage = pageMatcher(SITE_PAGES);
