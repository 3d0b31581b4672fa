import { reactRouter } from '@react-router/dev/vite';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { firstLoadChunks } from './first-load-chunks.ts';

/**
 * Brotli and gzip copies of the client assets, written beside them at build time, so the server
 * can send them without compressing on every request (@fastify/static `preCompressed`).
 */
function precompressAssets(): Plugin {
  return {
    name: 'xingtu:precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir || !/[\\/]build[\\/]client$/.test(options.dir)) return;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(fileName)) continue;
        const file = path.join(options.dir, fileName);
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * The contracts build zod schemas at module level for the server; the browser uses only their
 * patterns, messages and pure functions. Marking each schema construction pure lets unused
 * schemas, and zod with them, drop out of the client bundle.
 */
function pureContractSchemas(): Plugin {
  return {
    name: 'xingtu:pure-contract-schemas',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !/[\\/]packages[\\/]contracts[\\/]src[\\/][^/\\]+\.ts$/.test(id)) return null;
      return { code: code.replace(/(=\s*)z\./g, '$1/*#__PURE__*/ z.'), map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [pureContractSchemas(), reactRouter(), precompressAssets()],
  build: {
    target: 'es2022',
    assetsInlineLimit: 2048,
    // The browser's first-load code in a few chunks (first-load-chunks.ts); the server needs none.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: firstLoadChunks() } } },
  },
  // The contracts package ships TypeScript sources; bundle it rather than externalising it on the server.
  ssr: { noExternal: [/^@xingtu\//] },
  server: { port: 5173 },
}));
