import { describe, expect, it } from 'vitest';
import { dignityOf } from '../charts/dignities.ts';
import { elementBalance } from '../charts/elementBalance.ts';
import { findAspects } from './aspects.ts';
import { findPatterns } from './aspectPatterns.ts';

const pts = (lons: Record<string, number>) =>
  Object.entries(lons).map(([id, longitudeDeg]) => ({ id, longitudeDeg, speedDegPerDay: 0 }));

describe('aspect patterns', () => {
  it('finds a grand trine, and a grand cross without listing its four T-squares', () => {
    const trine = pts({ sun: 10, moon: 130, mars: 250 });
    expect(findPatterns(findAspects(trine), trine)).toEqual([
      { type: 'grandTrine', points: ['sun', 'moon', 'mars'] },
    ]);
    const cross = pts({ sun: 0, moon: 90, mars: 180, venus: 270 });
    expect(findPatterns(findAspects(cross), cross)).toEqual([
      { type: 'grandCross', points: ['sun', 'moon', 'mars', 'venus'] },
    ]);
  });
  it('finds a T-square with its apex and a yod, each once', () => {
    const t = pts({ sun: 0, moon: 180, saturn: 91 });
    expect(findPatterns(findAspects(t), t)).toEqual([{ type: 'tSquare', points: ['sun', 'moon', 'saturn'] }]);
    const yod = pts({ venus: 0, mars: 60, pluto: 210 });
    expect(findPatterns(findAspects(yod), yod)).toEqual([
      { type: 'yod', points: ['venus', 'mars', 'pluto'] },
    ]);
  });
  it('builds patterns of the ten planets only: nodes, Chiron and the ASC–MC square make none by default', () => {
    // The nodes and Chiron square an opposition of planets; the angles square each other.
    const p = pts({ sun: 0, moon: 180, trueNode: 90, chiron: 270, asc: 45, mc: 315 });
    const aspects = findAspects(p);
    expect(findPatterns(aspects, p)).toEqual([]);
    expect(findPatterns(aspects, p, { points: ['sun', 'moon', 'trueNode', 'chiron'] })).toEqual([
      { type: 'grandCross', points: ['sun', 'trueNode', 'moon', 'chiron'] },
    ]);
    const angles = pts({ sun: 0, moon: 180, asc: 90, mc: 0.5 });
    expect(findPatterns(findAspects(angles), angles, { points: ['sun', 'moon', 'asc', 'mc'] })).toEqual([
      { type: 'tSquare', points: ['sun', 'moon', 'asc'] },
    ]);
  });
  it('finds stelliums of three or more planets in one sign, and never one of points alone', () => {
    const s = pts({ sun: 355, mercury: 358, venus: 352, mars: 2, trueNode: 5, chiron: 8, lilith: 1 });
    expect(findPatterns([], s)).toEqual([
      { type: 'stellium', points: ['venus', 'sun', 'mercury'], signIndex: 11 },
    ]);
  });
  it('reports applying and separating aspects from speeds', () => {
    const [a] = findAspects([
      { id: 'moon', longitudeDeg: 85, speedDegPerDay: 13 },
      { id: 'saturn', longitudeDeg: 0, speedDegPerDay: 0.03 },
    ]);
    expect(a).toMatchObject({ type: 'square', applying: true });
    const [b] = findAspects([
      { id: 'moon', longitudeDeg: 95, speedDegPerDay: 13 },
      { id: 'saturn', longitudeDeg: 0, speedDegPerDay: 0.03 },
    ]);
    expect(b).toMatchObject({ type: 'square', applying: false });
    expect(
      findAspects(
        [
          { id: 'a', longitudeDeg: 0, speedDegPerDay: 1 },
          { id: 'b', longitudeDeg: 72.5, speedDegPerDay: 0 },
        ],
        { orbs: { square: 7 } },
      ),
    ).toEqual([]);
  });
});

describe('dignities and balance', () => {
  it('classifies Ptolemaic dignities', () => {
    expect(dignityOf('sun', 125)).toBe('domicile');
    expect(dignityOf('sun', 5)).toBe('exaltation');
    expect(dignityOf('sun', 305)).toBe('detriment');
    expect(dignityOf('sun', 185)).toBe('fall');
    expect(dignityOf('mars', 65)).toBe('peregrine');
  });
  it('counts elements, modalities and polarities', () => {
    const b = elementBalance([
      { id: 'sun', longitudeDeg: 5 },
      { id: 'moon', longitudeDeg: 35 },
      { id: 'mars', longitudeDeg: 125 },
    ]);
    expect(b.element).toEqual({ fire: 2, earth: 1, air: 0, water: 0 });
    expect(b.modality).toEqual({ cardinal: 1, fixed: 2, mutable: 0 });
    expect(b.polarity).toEqual({ yang: 2, yin: 1 });
  });
});
