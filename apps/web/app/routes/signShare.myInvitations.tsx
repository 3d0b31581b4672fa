import type { MetaFunction } from 'react-router';
import { MyInvitations } from '../features/sign-share/OwnerPages.tsx';

export const meta: MetaFunction = () => [{ title: '我的邀请 - 星图' }];

export default function Page() {
  return <MyInvitations />;
}
