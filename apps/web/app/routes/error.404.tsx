import type { MetaFunction } from 'react-router';
import { NotFound } from '../components/ui/NotFound.tsx';

export const meta: MetaFunction = () => [
  { title: '页面不存在 - 星图' },
  { name: 'robots', content: 'noindex' },
];

export default function ErrorNotFoundPage() {
  return <NotFound />;
}
