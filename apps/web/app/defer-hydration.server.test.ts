import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { defersHydration, deferHydration, deferHydrationStream } from './defer-hydration.server.ts';

// The shape React Router 7 renders: preloads hoisted into the head, the start-up module script.
const PAGE = [
  '<!DOCTYPE html><html lang="zh-CN"><head><title>星图</title>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="n1"/>',
  '<link nonce="n1" rel="stylesheet" href="/assets/shell-C.css"/></head><body><main>仰望星空</main>',
  '<script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="module" async="">;\n',
  'import * as route0 from "/assets/root-D.js";\n',
  'import * as route1 from "/assets/_index-E.js";\n',
  '  window.__reactRouterManifest = {"entry":{}};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/_index":route1};\n\n',
  'import("/assets/entry.client-A.js");</script><!--$--><script nonce="n1">streamed()</script>',
  '</body></html>',
].join('');

describe('defersHydration', () => {
  it('defers the home page only; form pages hydrate as early as they can', () => {
    expect(defersHydration('/')).toBe(true);
    for (const path of ['/login', '/register', '/chart', '/shop', '/report', '/user/wallet'])
      expect(defersHydration(path)).toBe(false);
  });
});

describe('deferHydration', () => {
  const out = deferHydration(PAGE);

  it('takes the module preloads out of the head and keeps the style sheets and content', () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link nonce="n1" rel="stylesheet" href="/assets/shell-C.css"/>');
    expect(out).toContain('<main>仰望星空</main>');
    expect(out).toContain('<script nonce="n1">streamed()</script>');
  });

  it('imports the same route modules, in parallel, after a painted frame, then starts the client', () => {
    expect(out).not.toMatch(/^import \* as/m);
    const script = out.slice(out.indexOf('type="module"'));
    const wait = script.indexOf('requestAnimationFrame');
    const preload = script.indexOf(`["/assets/entry.client-A.js","/assets/framework-B.js"]`);
    const imports = script.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-D.js"), import("/assets/_index-E.js")]);',
    );
    const modules = script.indexOf(
      'window.__reactRouterRouteModules = {"root":route0,"routes/_index":route1};',
    );
    const start = script.indexOf('import("/assets/entry.client-A.js");</script>');
    expect([wait, preload, imports, modules, start].every((at) => at > 0)).toBe(true);
    expect(wait < preload && preload < imports && imports < modules && modules < start).toBe(true);
  });

  it('leaves a page without a start-up script alone', () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body>x</body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });
});

describe('deferHydrationStream', () => {
  it('gives the same page however the stream is cut, multi-byte characters included', async () => {
    const bytes = Buffer.from(PAGE);
    for (const size of [1, 7, 64, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      const parts: Buffer[] = [];
      for await (const part of Readable.from(chunks).pipe(deferHydrationStream()))
        parts.push(Buffer.from(part as Buffer));
      expect(Buffer.concat(parts).toString('utf8'), `chunks of ${size}`).toBe(deferHydration(PAGE));
    }
  });
});
