// Writes the deck's art (tarot/*.svg, dice/*.svg) under apps/web/public/. The output is committed; run again after
// changing a motif: `npx tsx packages/readings/scripts/draw-tarot-art.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildArt } from './tarot-art/build.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../../apps/web/public/', import.meta.url));

for (const [path, svg] of buildArt()) {
  mkdirSync(dirname(`${PUBLIC_DIR}${path}`), { recursive: true });
  writeFileSync(`${PUBLIC_DIR}${path}`, svg);
}
