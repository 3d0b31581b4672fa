import type { AppLoadContext, EntryContext, ServerBuild } from 'react-router';
import type { WebLoadContext } from '../web/mount-web.ts';

/**
 * A one-page React Router server build for tests of the web mount: its root loader calls the API
 * through the load context, as the real root loader does (menus), and the page answers the loader's
 * envelope as JSON. It stands in for `apps/web/build`, which only exists after `npm run build`.
 */
export function pageCallingApi(apiPath: string): ServerBuild {
  return {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers, context: EntryContext) =>
          new Response(JSON.stringify(context.staticHandlerContext.loaderData.root ?? null), {
            status,
            headers: { ...Object.fromEntries(headers), 'content-type': 'application/json' },
          }),
      },
    },
    routes: {
      root: {
        id: 'root',
        path: '',
        module: {
          default: () => null,
          loader: async ({ context }: { context: AppLoadContext }) => {
            const response = await (context as unknown as WebLoadContext).apiFetch(apiPath);
            return { status: response.status, envelope: await response.json() };
          },
        },
      },
    },
    assets: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: {},
      url: '/assets/manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: '',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}
