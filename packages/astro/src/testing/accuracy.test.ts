// Every body, cusp and angle of every reference case (Swiss Ephemeris 2.10.03, JPL files) against the targets.
import { describe, expect, it } from 'vitest';
import { type BodyId, ephemerisAt } from '../bodies/ephemeris.ts';
import { housesFromArmc } from '../houses/houseCusps.ts';
import { HOUSE_SYSTEMS } from '../houses/houseSystems.ts';
import { RAD_TO_DEG } from '../math/angles.ts';
import { greenwichApparentSiderealDeg } from '../time/siderealTime.ts';
import { arcsecDiff, referenceCases } from './referenceCases.ts';

const REF_NAMES: Record<string, BodyId> = {
  Sun: 'sun',
  Moon: 'moon',
  Mercury: 'mercury',
  Venus: 'venus',
  Mars: 'mars',
  Jupiter: 'jupiter',
  Saturn: 'saturn',
  Uranus: 'uranus',
  Neptune: 'neptune',
  Pluto: 'pluto',
  MeanNode: 'meanNode',
  TrueNode: 'trueNode',
  MeanApogee: 'lilith',
  Chiron: 'chiron',
};

// Targets of the brief (arcseconds).
const TARGET_ARCSEC: Record<string, number> = {
  Sun: 2,
  Mercury: 2,
  Venus: 2,
  Mars: 2,
  Jupiter: 2,
  Saturn: 2,
  Uranus: 2,
  Neptune: 2,
  Pluto: 2,
  Moon: 3,
  MeanNode: 1,
  MeanApogee: 1,
  TrueNode: 15,
  // Chiron's orbit is integrated from a state calibrated to Swiss Ephemeris' seas_18.se1 (scripts/fit-chiron.ts,
  // not to this file): ≤ 0.3″ here; the brief's target is 60″.
  Chiron: 60,
};

const cases = referenceCases();
const nonPolar = cases.filter((c) => c.group !== 'polar_extra');

interface Row {
  what: string;
  maxArcsec: number;
  worstCase: number;
}

function table(rows: Row[], title: string): void {
  console.log(`\n${title}\n${'what'.padEnd(14)}${'max ″'.padStart(10)}  worst case`);
  for (const r of rows)
    console.log(`${r.what.padEnd(14)}${r.maxArcsec.toFixed(3).padStart(10)}  #${r.worstCase}`);
}

describe('accuracy against the Swiss Ephemeris reference', () => {
  it('bodies: longitude within target for all 320 non-polar cases', () => {
    const rows = new Map<string, Row>();
    const latRows = new Map<string, Row>();
    let maxSpeedErr = 0;
    for (const c of nonPolar) {
      const e = ephemerisAt(c.jd_ut);
      for (const [ref, id] of Object.entries(REF_NAMES)) {
        const b = e.bodies[id];
        const r = c.bodies[ref]!;
        const d = arcsecDiff(b.longitudeDeg, r.lon);
        const row = rows.get(ref) ?? { what: ref, maxArcsec: 0, worstCase: -1 };
        if (d > row.maxArcsec) rows.set(ref, { what: ref, maxArcsec: d, worstCase: c.id });
        else rows.set(ref, row);
        const dl = Math.abs(b.latitudeDeg - r.lat) * 3600;
        const lrow = latRows.get(ref) ?? { what: ref, maxArcsec: 0, worstCase: -1 };
        latRows.set(ref, dl > lrow.maxArcsec ? { what: ref, maxArcsec: dl, worstCase: c.id } : lrow);
        maxSpeedErr = Math.max(maxSpeedErr, Math.abs(b.speedDegPerDay - r.lonSpeed));
        // Speeds: direction must agree wherever the reference is not at a station.
        if (Math.abs(r.lonSpeed) > 1e-3) expect(b.retrograde, `${ref} case ${c.id}`).toBe(r.lonSpeed < 0);
      }
    }
    table([...rows.values()], 'longitude error vs reference (320 cases)');
    table([...latRows.values()], 'latitude error vs reference (320 cases)');
    console.log(`max longitude-speed error, all bodies: ${maxSpeedErr.toExponential(2)} °/day`);
    // Speeds omit the rate of light deflection, which matters only within a few degrees of the Sun.
    expect(maxSpeedErr).toBeLessThan(4e-4);
    for (const [ref, row] of rows) expect(row.maxArcsec, ref).toBeLessThanOrEqual(TARGET_ARCSEC[ref]!);
  });

  it('houses and angles: every cusp within 1″ (2050 excepted: see README)', () => {
    const rows = new Map<string, Row>();
    const put = (what: string, d: number, id: number): void => {
      const row = rows.get(what);
      if (!row || d > row.maxArcsec) rows.set(what, { what, maxArcsec: d, worstCase: id });
    };
    for (const c of cases) {
      const e = ephemerisAt(c.jd_ut);
      const armc =
        greenwichApparentSiderealDeg(c.jd_ut, e.jdTt, e.nutation.dPsiRad, e.nutation.meanObliquityRad) +
        c.lon;
      const eps = e.nutation.trueObliquityRad * RAD_TO_DEG;
      // After 2050-01-01 Swiss Ephemeris changes its sidereal-time model; IAU 2006 is kept here.
      const tag = c.ut >= '2050' ? ' 2050+' : '';
      for (const s of HOUSE_SYSTEMS) {
        const ref = c.houses[s];
        if (!ref) continue;
        const h = housesFromArmc(armc, c.lat, eps, s);
        if (!ref.ok) expect(h.fallback, `case ${c.id} ${s}`).toBe('O');
        put(
          `${s}${ref.ok ? '' : ' polar→O'}${tag}`,
          Math.max(...h.cusps.map((x, i) => arcsecDiff(x, ref.cusps[i]!))),
          c.id,
        );
        if (s === 'P') {
          put(`ASC${tag}`, arcsecDiff(h.ascDeg, ref.asc), c.id);
          put(`MC${tag}`, arcsecDiff(h.mcDeg, ref.mc), c.id);
          put(`Vertex${tag}`, arcsecDiff(h.vertexDeg, ref.vertex), c.id);
        }
      }
    }
    const sorted = [...rows.values()].sort((a, b) => a.what.localeCompare(b.what));
    table(sorted, 'house cusps and angles error vs reference (326 cases)');
    for (const row of sorted)
      expect(row.maxArcsec, row.what).toBeLessThanOrEqual(row.what.endsWith('2050+') ? 3 : 1);
  });
});
