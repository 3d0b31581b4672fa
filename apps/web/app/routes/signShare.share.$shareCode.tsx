import { useParams, type MetaFunction } from 'react-router';
import { SharedCard } from '../features/sign-share/SharedCard.tsx';

export const meta: MetaFunction = () => [{ title: '好友的星座分享卡 - 星图' }];

export default function SignSharedCardPage() {
  const code = useParams().shareCode ?? '';
  return <SharedCard key={code} code={code} />;
}
