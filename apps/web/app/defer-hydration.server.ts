import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

// The home page is rendered on the server and works without script: its links are links and its
// search is a plain form. React Router would have the browser fetch the whole client (React, the router,
// the shell, ~110 KB compressed) in the page head, competing on a phone's slow network with the
// style sheets the first paint waits for. Here the client is fetched right after the first paint
// instead: the module preloads leave the head, and React Router's start-up script first waits for
// a painted frame, then preloads and imports the same modules in parallel and hydrates as before.

/**
 * The pages that load their client after the first paint: the home page, the most visited and
 * without a controlled field. A form page hydrates as early as it can, since hydration resets what
 * someone typed into a controlled field before it.
 */
export const defersHydration = (pathname: string): boolean => pathname === '/';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm;
/** The end of React Router's start-up script (it names the route modules it imported). */
const STARTUP_END = /window\.__reactRouterRouteModules = [^\n]*\n[\s\S]*?<\/script>/;

/** Waits for a painted frame (or 200 ms, should frames not come, as in a hidden tab). */
const AFTER_FIRST_PAINT =
  'await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 0)); setTimeout(resolve, 200); });';

/**
 * Rewrites the head and start-up script of a rendered page so the client loads after the first
 * paint. Returns the page unchanged when it has no start-up script with static route imports.
 */
export function deferHydration(html: string): string {
  const imports = [...html.matchAll(STATIC_IMPORT)];
  if (imports.length === 0 || !STARTUP_END.test(html)) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const names = imports.map((match) => match[1]!);
  const specifiers = imports.map((match) => match[2]!);
  const loader = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link); }`,
    `const [${names.join(', ')}] = await Promise.all([${specifiers.map((specifier) => `import(${specifier})`).join(', ')}]);`,
  ].join('\n');
  let placed = false;
  return html.replace(MODULE_PRELOAD, '').replace(STATIC_IMPORT, () => {
    if (placed) return '';
    placed = true;
    return loader;
  });
}

/**
 * The rendered page as it streams out, with deferHydration applied to everything up to the end of
 * the start-up script (the shell); what streams after it (suspended parts) passes unchanged.
 */
export function deferHydrationStream(): Transform {
  const decoder = new StringDecoder('utf8');
  let head = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += decoder.write(chunk);
      const end = head.match(STARTUP_END);
      if (!end || end.index === undefined) return callback();
      done = true;
      const cut = end.index + end[0].length;
      const out = deferHydration(head.slice(0, cut)) + head.slice(cut);
      head = '';
      callback(null, out);
    },
    flush(callback) {
      callback(null, done ? undefined : deferHydration(head + decoder.end()));
    },
  });
}
