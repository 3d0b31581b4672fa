import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { COVER_VARIANTS, coverArtSvg, coverVariant, isCoverType } from './cover-art.server.ts';
import { productCoverUrl } from './cover-url.ts';

describe('product cover art', () => {
  const types = [...Object.values(PRODUCT_TYPE), 'topup' as const];

  it('draws a square SVG document for every product type and the wallet top-up, each different', () => {
    const drawings = types.map((type) => coverArtSvg(type));
    for (const svg of drawings) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 400"/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined/);
      // Balanced: every opened element is closed (self-closing or with its end tag).
      const opened = svg.match(/<(?!\/)[a-zA-Z]+[^>]*[^/]>/g)?.length ?? 0;
      const closed = svg.match(/<\/[a-zA-Z]+>/g)?.length ?? 0;
      expect(opened).toBe(closed);
    }
    expect(new Set(drawings).size).toBe(types.length);
  });

  it('tints the sky of each variant differently, keeping the motif', () => {
    const variants = Array.from({ length: COVER_VARIANTS }, (_, variant) => coverArtSvg('80', variant));
    expect(new Set(variants).size).toBe(COVER_VARIANTS);
    const colours = variants.map((svg) => svg.match(/stop-color="(#[0-9a-f]{6})"/)![1]);
    expect(new Set(colours).size).toBe(COVER_VARIANTS);
    expect(coverArtSvg('80', 0)).toContain('stop-color="#2a1747"');
    expect(coverVariant('2')).toBe(2);
    for (const bad of [null, '', '4', '-1', '1.5', 'x']) expect(coverVariant(bad)).toBe(0);
  });

  it('knows only product types', () => {
    expect(isCoverType('80')).toBe(true);
    expect(isCoverType('99')).toBe(false);
    expect(isCoverType('constructor')).toBe(false);
  });

  it('is used when a product has no cover of its own', () => {
    expect(productCoverUrl({ cover: null, type: '30' })).toBe('/media/cover/30');
    expect(productCoverUrl({ cover: '', type: '30' })).toBe('/media/cover/30');
    expect(productCoverUrl({ cover: '/uploads/a.png', type: '30' })).toBe('/uploads/a.png');
    expect(productCoverUrl({ cover: null, type: '80', id: 1004 })).toBe('/media/cover/80');
    expect(productCoverUrl({ cover: null, type: '80', id: 1005 })).toBe('/media/cover/80?v=1');
  });
});
