import type { MetaFunction } from 'react-router';
import { ShareMyChart } from '../features/sign-share/OwnerPages.tsx';

export const meta: MetaFunction = () => [{ title: '我的星座卡 - 星图' }];

export default function Page() {
  return <ShareMyChart />;
}
