import { useParams, type MetaFunction } from 'react-router';
import { SharedReading } from '../features/tarot/SharedReading.tsx';

// The general assist link (the same help as /tarotChat/assist/{code}; open without signing in first).
export const meta: MetaFunction = () => [{ title: '好友助力 - 星图' }];

export default function AssistSharePage() {
  const code = useParams().code ?? '';
  return <SharedReading key={code} code={code} />;
}
