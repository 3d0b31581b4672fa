/**
 * Writes the Swiss Ephemeris reference fixtures under packages/astro/test/reference/ that the accuracy tests read:
 *
 * - houses.json        400 charts at 60–85° latitude (north and south) and 200 at 0–60°, every house system of this
 *                      package: cusps, ASC, MC, Vertex as swe_houses_ex2 returns them, with its error flag (Porphyry
 *                      fallback) — the polar conventions of swehouse.c are what the tests hold us to.
 * - points.json        200 instants 1800–2200: osculating apogee ("true Lilith"), Ceres, Pallas, Juno, Vesta, Sun,
 *                      Moon, ASC and Vertex (for the Part of Fortune), Lahiri and Fagan-Bradley ayanamsas and the
 *                      sidereal Sun in both.
 * - progressions.json  60 natal charts with a target date: the progressed sky (day for a year), the Sun's right
 *                      ascension natal and progressed, and the progressed MC by solar arc in longitude, solar arc in
 *                      right ascension and Naibod (swe_houses_armc_ex2 with the directed ARMC).
 * - returns.json       60 solar returns (swe_solcross_ut) and 60 lunar returns (swe_mooncross_ut).
 *
 * The Swiss Ephemeris (AGPL / commercial licence) is never a dependency of the project: install the npm binding in a
 * scratch folder, with the data files of the `swisseph` package (sepl_18, semo_18, seas_18: 1800–2400):
 *   mkdir /tmp/swe-ref && cd /tmp/swe-ref && npm init -y && npm i sweph swisseph --foreground-scripts
 *   SWEPH_DIR=/tmp/swe-ref/node_modules npx tsx packages/astro/scripts/make-reference.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Result<T> {
  flag: number;
  error: string;
  data: T;
}
interface Sweph {
  set_ephe_path(path: string): void;
  set_sid_mode(mode: number, t0: number, ayanT0: number): void;
  calc_ut(jd: number, body: number, flags: number): Result<number[]>;
  houses_ex2(
    jd: number,
    flags: number,
    lat: number,
    lon: number,
    hsys: string,
  ): Result<{ houses: number[]; points: number[] }>;
  houses_armc_ex2(
    armc: number,
    lat: number,
    eps: number,
    hsys: string,
  ): Result<{ houses: number[]; points: number[] }>;
  get_ayanamsa_ex_ut(jd: number, flags: number): Result<number>;
  solcross_ut(lon: number, jd: number, flags: number): { date: number; error: string };
  mooncross_ut(lon: number, jd: number, flags: number): { date: number; error: string };
  version(): string;
}

const modules = process.env.SWEPH_DIR ?? '/tmp/swe-ref/node_modules';
const swe = createRequire(import.meta.url)(join(modules, 'sweph')) as Sweph;
swe.set_ephe_path(join(modules, 'swisseph', 'ephe'));

const SWIEPH = 2;
const SPEED = 256;
const EQUATORIAL = 2048;
const SIDEREAL = 64 * 1024;
const ECL_NUT = -1;
const BODY = { sun: 0, moon: 1, oscuApogee: 13, ceres: 17, pallas: 18, juno: 19, vesta: 20 } as const;
const SIDM = { fagan: 0, lahiri: 1 } as const;
export const HOUSE_SYSTEMS = 'PKEWORCBMXTVSHUFDN'.split('');

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'reference');
mkdirSync(out, { recursive: true });

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = mulberry32(20261125);
const r9 = (x: number): number => Math.round(x * 1e9) / 1e9;
const r7 = (x: number): number => Math.round(x * 1e7) / 1e7;
const jdOfUnixMs = (ms: number): number => ms / 86_400_000 + 2440587.5;
const isoOfJd = (jd: number): string => new Date(Math.round((jd - 2440587.5) * 86_400_000)).toISOString();
const randomJd = (fromYear: number, toYear: number): number =>
  jdOfUnixMs(Date.UTC(fromYear, 0, 1) + rand() * (Date.UTC(toYear, 0, 1) - Date.UTC(fromYear, 0, 1)));

function calc(jd: number, body: number, flags = SWIEPH | SPEED): number[] {
  const r = swe.calc_ut(jd, body, flags);
  if (r.error) throw new Error(`calc_ut(${jd}, ${body}): ${r.error}`);
  return r.data;
}
function trueObliquity(jd: number): number {
  return calc(jd, ECL_NUT, SWIEPH)[0]!;
}

// ---- houses ----
function houseCase(jd: number, lat: number, lon: number) {
  // Per system: [ok (1) or Porphyry fallback (0), ASC, MC, cusp 1 … cusp 12], degrees to 1e-7.
  const systems: Record<string, number[]> = {};
  let armc = 0;
  let vertex = 0;
  for (const hsys of HOUSE_SYSTEMS) {
    const r = swe.houses_ex2(jd, SWIEPH, lat, lon, hsys);
    armc = r.data.points[2]!;
    vertex = r.data.points[3]!;
    systems[hsys] = [r.flag >= 0 ? 1 : 0, r.data.points[0]!, r.data.points[1]!, ...r.data.houses].map(r7);
  }
  return {
    ut: isoOfJd(jd),
    jdUt: jd,
    lat: r9(lat),
    lon: r9(lon),
    armc: r9(armc),
    trueObliquity: r9(trueObliquity(jd)),
    vertex: r9(vertex),
    systems,
  };
}
const polar = Array.from({ length: 400 }, (_, i) => {
  const lat = (60 + rand() * 25) * (i % 2 === 0 ? 1 : -1);
  return houseCase(randomJd(1900, 2050), lat, -180 + rand() * 360);
});
const temperate = Array.from({ length: 200 }, () =>
  houseCase(randomJd(1900, 2050), -60 + rand() * 120, -180 + rand() * 360),
);
// The exact poles, where SE nudges the latitude by 1e-10°.
const poles = [90, -90].map((lat) => houseCase(randomJd(1900, 2050), lat, rand() * 360));
writeFileSync(
  join(out, 'houses.json'),
  JSON.stringify({
    source: `Swiss Ephemeris ${swe.version()} (npm sweph), swe_houses_ex2(jd_ut, SEFLG_SWIEPH, lat, lon, hsys)`,
    note: 'systems[hsys] = [ok, asc, mc, cusp1 … cusp12]; ok = 0: SE returned ERR and Porphyry cusps. vertex and armc are the same for every system',
    systems: HOUSE_SYSTEMS,
    polar,
    temperate,
    poles,
  }),
);

// ---- points, asteroids, sidereal ----
function ayanamsa(jd: number, mode: number): { ayanamsa: number; siderealSun: number } {
  swe.set_sid_mode(mode, 0, 0);
  const a = swe.get_ayanamsa_ex_ut(jd, SWIEPH);
  const sun = calc(jd, BODY.sun, SWIEPH | SPEED | SIDEREAL);
  return { ayanamsa: r9(a.data), siderealSun: r9(sun[0]!) };
}
const points = Array.from({ length: 200 }, (_, i) => {
  const jd = i < 20 ? randomJd(1800, 1900) : i < 40 ? randomJd(2050, 2199) : randomJd(1900, 2050);
  const lat = -60 + rand() * 120;
  const lon = -180 + rand() * 360;
  const h = swe.houses_ex2(jd, SWIEPH, lat, lon, 'P');
  const bodies: Record<string, { lon: number; lat: number; lonSpeed: number }> = {};
  for (const [name, id] of Object.entries(BODY)) {
    const x = calc(jd, id);
    bodies[name] = { lon: r9(x[0]!), lat: r9(x[1]!), lonSpeed: r9(x[3]!) };
  }
  return {
    ut: isoOfJd(jd),
    jdUt: jd,
    lat: r9(lat),
    lon: r9(lon),
    asc: r9(h.data.points[0]!),
    vertex: r9(h.data.points[3]!),
    bodies,
    lahiri: ayanamsa(jd, SIDM.lahiri),
    fagan: ayanamsa(jd, SIDM.fagan),
  };
});
writeFileSync(
  join(out, 'points.json'),
  JSON.stringify({
    source: `Swiss Ephemeris ${swe.version()} (npm sweph) with sepl/semo/seas_18.se1; calc_ut(SEFLG_SWIEPH|SEFLG_SPEED): apparent, true equinox of date`,
    note: 'oscuApogee = SE_OSCU_APOG (13); ayanamsa = swe_get_ayanamsa_ex_ut (includes nutation); siderealSun = calc_ut with SEFLG_SIDEREAL',
    cases: points,
  }),
);

// ---- progressions ----
const TROPICAL_YEAR_DAYS = 365.24219;
const NAIBOD_DEG_PER_YEAR = 0.98564733;
const raOf = (jd: number): number => calc(jd, BODY.sun, SWIEPH | EQUATORIAL)[0]!;
const progressions = Array.from({ length: 60 }, () => {
  const natalJd = randomJd(1900, 2020);
  const lat = -60 + rand() * 120;
  const lon = -180 + rand() * 360;
  const ageYears = 1 + rand() * 80;
  const targetJd = natalJd + ageYears * 365.25;
  const progressedJd = natalJd + (targetJd - natalJd) / TROPICAL_YEAR_DAYS;
  const natalHouses = swe.houses_ex2(natalJd, SWIEPH, lat, lon, 'P').data.points;
  const natalArmc = natalHouses[2]!;
  const eps = trueObliquity(progressedJd);
  const sunNatal = calc(natalJd, BODY.sun)[0]!;
  const sunProgressed = calc(progressedJd, BODY.sun)[0]!;
  const arcLon = ((sunProgressed - sunNatal + 540) % 360) - 180;
  const arcRa = ((raOf(progressedJd) - raOf(natalJd) + 540) % 360) - 180;
  const years = (targetJd - natalJd) / TROPICAL_YEAR_DAYS;
  const mcOf = (armc: number) => swe.houses_armc_ex2(((armc % 360) + 360) % 360, lat, eps, 'P').data.points;
  const byRa = mcOf(natalArmc + arcRa);
  const naibod = mcOf(natalArmc + years * NAIBOD_DEG_PER_YEAR);
  const progressed: Record<string, number> = {};
  for (const [name, id] of Object.entries(BODY)) progressed[name] = r9(calc(progressedJd, id)[0]!);
  return {
    natalUt: isoOfJd(natalJd),
    natalJdUt: natalJd,
    targetUt: isoOfJd(targetJd),
    targetJdUt: targetJd,
    progressedJdUt: progressedJd,
    lat: r9(lat),
    lon: r9(lon),
    natalAsc: r9(natalHouses[0]!),
    natalMc: r9(natalHouses[1]!),
    natalArmc: r9(natalArmc),
    progressedTrueObliquity: r9(eps),
    progressed,
    solarArcLongitude: r9(arcLon),
    solarArcRightAscension: r9(arcRa),
    mc: {
      solarArcLongitude: r9((((natalHouses[1]! + arcLon) % 360) + 360) % 360),
      solarArcRightAscension: r9(byRa[1]!),
      naibod: r9(naibod[1]!),
    },
    asc: { solarArcRightAscension: r9(byRa[0]!), naibod: r9(naibod[0]!) },
  };
});
writeFileSync(
  join(out, 'progressions.json'),
  JSON.stringify({
    source: `Swiss Ephemeris ${swe.version()} (npm sweph); positions calc_ut(SEFLG_SWIEPH), RA with SEFLG_EQUATORIAL, MC/ASC swe_houses_armc_ex2(armc, lat, eps of the progressed day, 'P')`,
    note: `progressed jd = natal + (target − natal) / ${TROPICAL_YEAR_DAYS}; Naibod ${NAIBOD_DEG_PER_YEAR}°/year of ${TROPICAL_YEAR_DAYS} days`,
    cases: progressions,
  }),
);

// ---- returns ----
const returns = Array.from({ length: 60 }, () => {
  const natalJd = randomJd(1900, 2000);
  const afterJd = randomJd(2000, 2023);
  const sun = calc(natalJd, BODY.sun)[0]!;
  const moon = calc(natalJd, BODY.moon)[0]!;
  const solar = swe.solcross_ut(sun, afterJd, SWIEPH);
  const lunar = swe.mooncross_ut(moon, afterJd, SWIEPH);
  if (solar.error || lunar.error) throw new Error(solar.error || lunar.error);
  return {
    natalJdUt: natalJd,
    natalSun: r9(sun),
    natalMoon: r9(moon),
    afterJdUt: afterJd,
    afterUt: isoOfJd(afterJd),
    solarReturnJdUt: solar.date,
    lunarReturnJdUt: lunar.date,
  };
});
writeFileSync(
  join(out, 'returns.json'),
  JSON.stringify({
    source: `Swiss Ephemeris ${swe.version()} (npm sweph): swe_solcross_ut / swe_mooncross_ut(natal longitude, after, SEFLG_SWIEPH)`,
    cases: returns,
  }),
);
console.log(`wrote houses, points, progressions, returns to ${out}`);
