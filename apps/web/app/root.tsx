import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
} from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { useEffect } from 'react';
import type { CommonData } from '@xingtu/contracts/shell';
import type { Envelope, RecordsData } from '@xingtu/contracts/envelope';
import { COMMON_DATA_PATH, commonDataFrom } from './api/common.ts';
import { serverApi } from './api/server-api.server.ts';
import { Shell } from './shell/Shell.tsx';
import { NotFound } from './components/ui/NotFound.tsx';
import './load-context.ts';
import { useNonce } from './nonce.ts';
import { beijingYear } from '@xingtu/contracts/beijing-time';
import './styles/base.css';
import './styles/shell.css';

export interface RootData {
  common: CommonData;
  year: number;
}

export async function loader({ context, request }: LoaderFunctionArgs): Promise<RootData> {
  const envelope = await serverApi<RecordsData<CommonData>>(context, request, COMMON_DATA_PATH);
  const common = commonDataFrom(envelope as Envelope<RecordsData<CommonData>> | null);
  return { common, year: beijingYear() };
}

// Menus and footer change rarely; client navigations keep the first answer.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Marks the document once React has taken over the server's HTML: the end-to-end specs wait for
  // it instead of for the network to fall silent.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#1d1b4b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  return (
    <Shell data={data}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <main className="error-page" role="main">
      <h1>页面出错了</h1>
      <p>抱歉，页面加载时出现问题。请刷新页面，或稍后再试。</p>
      <a className="btn btn-primary" href="/">
        返回首页
      </a>
    </main>
  );
}
