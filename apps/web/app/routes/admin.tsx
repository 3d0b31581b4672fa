import { lazy, Suspense, useEffect, useState } from 'react';
import { data, type MetaFunction } from 'react-router';
import type { ConsoleMe } from '@xingtu/contracts/console';
import { fetchConsoleMe } from '../api/console.ts';
import { NotFound } from '../components/ui/NotFound.tsx';
import { PageLoading } from '../components/ui/PageState.tsx';

// /admin for operators only (issue 21). The server cannot see the browser's session, so the document
// answers 404 to everyone; once the page runs, GET /api/admin/me asks the server with the session,
// and only an operator downloads the console's code (features/admin, a separate chunk). Everyone else
// keeps the not-found page: the console is never announced to members.

const ConsoleApp = lazy(() => import('../features/admin/ConsoleApp.tsx'));

export function loader() {
  return data(null, { status: 404, headers: { 'cache-control': 'no-store' } });
}

export const meta: MetaFunction = () => [
  { title: '运营后台 - 星图' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminPage() {
  const [me, setMe] = useState<ConsoleMe | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void fetchConsoleMe().then((answer) => {
      if (live) setMe(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  if (me === undefined) return <PageLoading />;
  if (me === null) return <NotFound />;
  return (
    <Suspense fallback={<PageLoading text="正在打开运营后台…" />}>
      <ConsoleApp me={me} />
    </Suspense>
  );
}
