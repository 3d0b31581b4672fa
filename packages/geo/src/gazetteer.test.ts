import { describe, expect, it } from 'vitest';
import { allPlaces } from './gazetteer.ts';

describe('gazetteer data', () => {
  const places = allPlaces();
  const chinese = places.filter((p) => p.country === 'CN');
  const world = places.filter((p) => p.level === 'city');

  it('holds every Chinese division down to county level and the world cities', () => {
    expect(chinese.length).toBeGreaterThanOrEqual(2800);
    expect(chinese.filter((p) => p.level === 'province')).toHaveLength(34);
    expect(chinese.filter((p) => p.level === 'prefecture').length).toBeGreaterThanOrEqual(330);
    expect(chinese.filter((p) => p.level === 'county').length).toBeGreaterThanOrEqual(2800);
    expect(world.length).toBeGreaterThanOrEqual(3000);
    expect(world.every((p) => p.country !== 'CN')).toBe(true);
  });

  it('has unique ids and parents that exist', () => {
    const ids = new Set(places.map((p) => p.id));
    expect(ids.size).toBe(places.length);
    expect(places.filter((p) => p.parentId && !ids.has(p.parentId))).toEqual([]);
  });

  it('gives every place finite coordinates and a valid IANA zone', () => {
    const zones = new Set(places.map((p) => p.timeZone));
    const invalid = [...zones].filter((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return false;
      } catch {
        return true; // the test's question is exactly whether the zone throws
      }
    });
    expect(invalid).toEqual([]);
    const bad = places.filter(
      (p) =>
        !Number.isFinite(p.latitude) ||
        !Number.isFinite(p.longitude) ||
        Math.abs(p.latitude) > 90 ||
        Math.abs(p.longitude) > 180,
    );
    expect(bad).toEqual([]);
  });

  it('keeps Chinese divisions inside China and on the right zones', () => {
    const outside = chinese.filter(
      (p) => p.latitude < 3 || p.latitude > 54 || p.longitude < 73 || p.longitude > 136,
    );
    expect(outside.map((p) => p.fullName)).toEqual([]);
    const zoneOf = (root: string) =>
      new Set(chinese.filter((p) => p.fullName.startsWith(root)).map((p) => p.timeZone));
    expect(zoneOf('香港')).toEqual(new Set(['Asia/Hong_Kong']));
    expect(zoneOf('澳门')).toEqual(new Set(['Asia/Macau']));
    expect(zoneOf('台湾')).toEqual(new Set(['Asia/Taipei']));
    expect(zoneOf('新疆')).toEqual(new Set(['Asia/Shanghai']));
  });

  it('carries codes, pinyin and initials for Chinese places', () => {
    const mainland = chinese.filter((p) => !/^(香港|澳门|台湾)/.test(p.fullName));
    expect(mainland.every((p) => /^\d{6}$/.test(p.code ?? ''))).toBe(true);
    const misaligned = chinese.filter(
      (p) => p.pinyin?.split(' ').length !== [...p.name].length || p.initials?.length !== [...p.name].length,
    );
    expect(misaligned).toEqual([]);
  });
});
