import type { MetaFunction } from 'react-router';
import { ShareLink } from '../features/sign-share/OwnerPages.tsx';

export const meta: MetaFunction = () => [{ title: '分享我的星座卡 - 星图' }];

export default function Page() {
  return <ShareLink />;
}
