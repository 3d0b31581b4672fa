// The deck's own SVG art in apps/web/public: a face for every card id plus the back, and a face for every die face;
// each parses as SVG with the declared viewBox, embeds no raster, font or outside reference, stays under 6 KB,
// and equals what scripts/draw-tarot-art.ts draws (so the committed files are never stale).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildArt } from '../../../scripts/tarot-art/build.ts';
import { DICE_HOUSE_FACES, DICE_PLANET_FACES, DICE_SIGN_FACES } from '../dice/faces.ts';
import { TAROT_CARD_IDS } from './card-types.ts';
import { TAROT_CARD_BY_ID } from './cards.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../../../../apps/web/public/', import.meta.url));
const MAX_BYTES = 6 * 1024;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

function expectSvg(path: string, viewBox: string): string {
  const text = readFileSync(`${PUBLIC_DIR}${path}`, 'utf8');
  expect(Buffer.byteLength(text), `${path} size`).toBeLessThan(MAX_BYTES);
  expect(XMLValidator.validate(text), `${path} is not well-formed XML`).toBe(true);
  const doc = parser.parse(text);
  expect(Object.keys(doc), path).toEqual(['svg']);
  expect(doc.svg.xmlns, path).toBe('http://www.w3.org/2000/svg');
  expect(doc.svg.viewBox, path).toBe(viewBox);
  expect(text, `${path} embeds a raster or an outside resource`).not.toMatch(/<image|<foreignObject|@font-face|url\(|data:/);
  for (const href of text.matchAll(/href="([^"]*)"/g)) expect(href[1], path).toMatch(/^#/);
  return text;
}

describe('tarot and dice art', () => {
  it('has a 300×500 face for every card, showing its Chinese and English names, and a back', () => {
    const files = readdirSync(`${PUBLIC_DIR}tarot`).sort();
    expect(files).toEqual([...TAROT_CARD_IDS.map((id) => `${id}.svg`), 'back.svg'].sort());
    for (const id of TAROT_CARD_IDS) {
      const svg = expectSvg(`tarot/${id}.svg`, '0 0 300 500');
      expect(svg).toContain(`>${TAROT_CARD_BY_ID[id].nameZh}</text>`);
      expect(svg).toContain(`>${TAROT_CARD_BY_ID[id].nameEn.toUpperCase()}</text>`);
    }
    expectSvg('tarot/back.svg', '0 0 300 500');
  });

  it('has a face for each of the 36 die faces', () => {
    const expected = [
      ...DICE_PLANET_FACES.map((p) => `planet-${p}.svg`),
      ...DICE_SIGN_FACES.map((s) => `sign-${s}.svg`),
      ...DICE_HOUSE_FACES.map((h) => `house-${h}.svg`),
    ];
    expect(readdirSync(`${PUBLIC_DIR}dice`).sort()).toEqual(expected.sort());
    for (const f of expected) expectSvg(`dice/${f}`, '0 0 120 120');
  });

  it('gives every major its own motif', () => {
    const motifs = TAROT_CARD_IDS.filter((id) => id.startsWith('major-')).map((id) =>
      readFileSync(`${PUBLIC_DIR}tarot/${id}.svg`, 'utf8').replace(/<title>.*<\/title>|<text[^>]*>[^<]*<\/text>|aria-label="[^"]*"/g, ''),
    );
    expect(new Set(motifs).size).toBe(22);
  });

  it('is exactly what the generator draws', () => {
    const art = buildArt();
    expect(art.size).toBe(79 + 36);
    for (const [path, svg] of art) expect(readFileSync(`${PUBLIC_DIR}${path}`, 'utf8'), path).toBe(svg);
  });
});
