// Planet, node and sign glyphs drawn as strokes in a 40 × 40 box centred on 0,0, so the dice faces need no
// symbol font (the site's CJK fonts lack most astrological code points).
import type { SignKey } from '../../src/keys.ts';
import type { DicePlanetFace } from '../../src/data/dice/faces.ts';

export const PLANET_GLYPH: Record<DicePlanetFace, string> = {
  sun: '<circle cx="0" cy="0" r="15"/><circle cx="0" cy="0" r="3" fill="currentColor"/>',
  moon: '<path d="M6-16A16 16 0 1 0 6 16A12.5 12.5 0 1 1 6-16z"/>',
  mercury: '<circle cx="0" cy="-2" r="8"/><path d="M-9-18a9 7 0 0 0 18 0M0 6v14M-7 13h14"/>',
  venus: '<circle cx="0" cy="-6" r="10"/><path d="M0 4v16M-8 12h16"/>',
  mars: '<circle cx="-5" cy="5" r="10"/><path d="M2-2l14-14M5-16h11v11"/>',
  jupiter: '<path d="M-14-12c6-8 16-4 10 6l-8 12h24M8-18v36"/>',
  saturn: '<path d="M-8-18v28M-14-12h12M-8 0c4-9 18-8 14 4-2 6-10 9-5 16"/>',
  uranus: '<path d="M-11-18v20M11-18v20M-11-8h22M0-8v12"/><circle cx="0" cy="12" r="5"/>',
  neptune: '<path d="M-13-16v6c0 12 26 12 26 0v-6M0-18v36M-7 12h14"/>',
  pluto: '<circle cx="0" cy="-11" r="5"/><path d="M-11-12a11 11 0 0 0 22 0M0-1v19M-7 10h14"/>',
  northNode:
    '<path d="M-9 8C-20 0-16-16 0-16S20 0 9 8"/><circle cx="-9" cy="11" r="3.5"/><circle cx="9" cy="11" r="3.5"/>',
  southNode:
    '<path d="M-9-8C-20 0-16 16 0 16S20 0 9-8"/><circle cx="-9" cy="-11" r="3.5"/><circle cx="9" cy="-11" r="3.5"/>',
};

export const SIGN_GLYPH: Record<SignKey, string> = {
  aries: '<path d="M0 18V-2C0-14-15-19-15-8M0-2C0-14 15-19 15-8"/>',
  taurus: '<circle cx="0" cy="6" r="10"/><path d="M-15-15c2 8 8 11 15 11s13-3 15-11"/>',
  gemini: '<path d="M-13-15c8 4 18 4 26 0M-13 15c8-4 18-4 26 0M-6-13v26M6-13v26"/>',
  cancer:
    '<circle cx="-8" cy="-5" r="5"/><path d="M-13-6c4-11 22-11 27-3"/><circle cx="8" cy="5" r="5"/><path d="M13 6c-4 11-22 11-27 3"/>',
  leo: '<circle cx="-9" cy="6" r="6"/><path d="M-4 2C-7-12 5-19 10-12 15-5 4 4 8 12c2 5 7 5 9 0"/>',
  virgo:
    '<path d="M-15-12v24M-15-8c0-7 8-7 8 0v20M-7-8c0-7 8-7 8 0v20M1-8c0-7 8-7 8 0v8c0 8-4 12-10 14M9 0c5 0 8 4 4 8"/>',
  libra: '<path d="M-15 15h30M-15 7h9c-5-6-3-18 6-18s11 12 6 18h9"/>',
  scorpio: '<path d="M-15-12v24M-15-8c0-7 8-7 8 0v20M-7-8c0-7 8-7 8 0v18c0 4 4 5 8 2l6-4M11 6h4v4"/>',
  sagittarius: '<path d="M-13 15L15-13M3-13h12v12M-9-3l10 10"/>',
  capricorn: '<path d="M-15-12l6 18 6-18v18c0 8 14 8 14 0 0-6-9-8-11-2-2 8-6 12-12 12"/>',
  aquarius: '<path d="M-15-4l5-5 5 5 5-5 5 5 5-5 5 5M-15 8l5-5 5 5 5-5 5 5 5-5 5 5"/>',
  pisces: '<path d="M-12-15c9 8 9 22 0 30M12-15c-9 8-9 22 0 30M-12 0h24"/>',
};
