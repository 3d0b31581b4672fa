import { useParams, type MetaFunction } from 'react-router';
import { SharedReading } from '../features/tarot/SharedReading.tsx';

export const meta: MetaFunction = () => [{ title: '为好友的塔罗解读助力 - 星图' }];

export default function TarotAssistPage() {
  const code = useParams().code ?? '';
  return <SharedReading key={code} code={code} />;
}
