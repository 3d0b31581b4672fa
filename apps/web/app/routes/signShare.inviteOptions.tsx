import type { MetaFunction } from 'react-router';
import { InviteOptions } from '../features/sign-share/OwnerPages.tsx';

export const meta: MetaFunction = () => [{ title: '选择邀请方式 - 星图' }];

export default function Page() {
  return <InviteOptions />;
}
