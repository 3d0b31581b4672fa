import { useParams, type MetaFunction } from 'react-router';
import { SharedReading } from '../features/tarot/SharedReading.tsx';

// A shared content page: the reading behind a share code, to read only (no help button).
export const meta: MetaFunction = () => [{ title: '好友分享的塔罗解读 - 星图' }];

export default function AssistShareContentPage() {
  const contentId = useParams().contentId ?? '';
  return <SharedReading key={contentId} code={contentId} assist={false} />;
}
