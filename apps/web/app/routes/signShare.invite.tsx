import type { MetaFunction } from 'react-router';
import { Invite } from '../features/sign-share/OwnerPages.tsx';

export const meta: MetaFunction = () => [{ title: '邀请好友测星座 - 星图' }];

export default function Page() {
  return <Invite />;
}
