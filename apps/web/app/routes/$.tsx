import { data, type MetaFunction } from 'react-router';
import { NotFound } from '../components/ui/NotFound.tsx';

// Any path the route table does not know: a real 404 status with the not-found page.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: MetaFunction = () => [
  { title: '页面不存在 - 星图' },
  { name: 'robots', content: 'noindex' },
];

export default function UnknownPage() {
  return <NotFound />;
}
