import { z } from 'zod';
import { ASPECT_IDS } from './astrology.ts';
import { ZODIAC_IDS } from './chart-frame.ts';
import { PROGRESSED_ANGLE_METHOD_IDS } from './charts-schemas.ts';
import { SHICHEN_IDS } from './shichen.ts';
import type {
  AspectRecord,
  CareerRecord,
  ChartRecord,
  CompositeRecord,
  DirectedEventRecord,
  HouseRecord,
  KidRecord,
  NatalRecord,
  OverlayRecord,
  PointRecord,
  ProgressionsRecord,
  ReadingSection,
  SynastryRecord,
  TransitRecord,
  TransitsRecord,
  TransitWindowRecord,
} from './charts.ts';

// What the chart calculations answer (camelCase out), as schemas: the server serialises every chart
// answer with them. The types stay in charts.ts (zod-free, the wheel and the pages import it); each
// schema `satisfies` its type, so the two cannot drift apart. Longitudes are ecliptic degrees.

const aspectId = z.enum(ASPECT_IDS);
const family = z.enum(['conjunction', 'harmonious', 'tense', 'minor']);
const int = z.number().int();

export const pointRecordSchema = z.object({
  id: z.string(),
  nameZh: z.string(),
  glyph: z.string(),
  longitudeDeg: z.number(),
  signId: z.string(),
  signZh: z.string(),
  signGlyph: z.string(),
  degree: int,
  minute: int,
  house: int.nullable(),
  retrograde: z.boolean(),
  speedDegPerDay: z.number(),
  dignity: z.string().nullable(),
}) satisfies z.ZodType<PointRecord>;

export const aspectRecordSchema = z.object({
  a: z.string(),
  b: z.string(),
  type: aspectId,
  nameZh: z.string(),
  glyph: z.string(),
  family,
  orbDeg: z.number(),
  applying: z.boolean().nullable(),
}) satisfies z.ZodType<AspectRecord>;

export const houseRecordSchema = z.object({
  number: int,
  cuspDeg: z.number(),
  signId: z.string(),
  signZh: z.string(),
  degree: int,
  minute: int,
}) satisfies z.ZodType<HouseRecord>;

const anglesSchema = z.object({ asc: z.number(), mc: z.number(), dsc: z.number(), ic: z.number() });
const points = z.array(pointRecordSchema);
const aspects = z.array(aspectRecordSchema);
const houses = z.array(houseRecordSchema).nullable();

export const chartRecordSchema = z.object({
  name: z.string().nullable(),
  contactId: int.nullable(),
  birth: z.object({
    date: z.string(),
    time: z.string().nullable(),
    timeZone: z.string(),
    utcOffset: z.string().nullable(),
    timeReliability: z.enum(['exact', 'shichen', 'unknown']),
    shichen: z.enum(SHICHEN_IDS).nullable(),
    timeBasis: z.enum(['clock', 'solar']),
    solarTimeGiven: z.string().nullable(),
    trueSolarTime: z.string().nullable(),
    summerTime: z.boolean(),
    standardTime: z.boolean(),
    placeName: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  utc: z.string(),
  timeUnknown: z.boolean(),
  houseSystem: z.string(),
  houseSystemZh: z.string(),
  houseFallback: z.string().nullable(),
  frame: z.object({
    zodiac: z.enum(ZODIAC_IDS),
    ayanamsaDeg: z.number(),
    harmonic: z.number(),
    labelZh: z.string(),
  }),
  points,
  angles: anglesSchema.nullable(),
  houses,
  aspects,
  balance: z.object({
    element: z.object({ fire: z.number(), earth: z.number(), air: z.number(), water: z.number() }),
    modality: z.object({ cardinal: z.number(), fixed: z.number(), mutable: z.number() }),
    polarity: z.object({ yang: z.number(), yin: z.number() }),
  }),
  patterns: z.array(z.object({ type: z.string(), nameZh: z.string(), points: z.array(z.string()) })),
  notes: z.array(z.string()),
}) satisfies z.ZodType<ChartRecord>;

export const readingSectionSchema = z.object({
  key: z.string(),
  title: z.string(),
  items: z.array(z.object({ key: z.string(), title: z.string(), text: z.string() })),
}) satisfies z.ZodType<ReadingSection>;
export const readings = z.array(readingSectionSchema);

export const natalRecordSchema = z.object({
  chart: chartRecordSchema,
  readings,
}) satisfies z.ZodType<NatalRecord>;

const overlayRecordSchema = z.object({
  id: z.string(),
  nameZh: z.string(),
  glyph: z.string(),
  house: int,
}) satisfies z.ZodType<OverlayRecord>;

const compositeRecordSchema = z.object({
  points,
  houses,
  angles: anglesSchema.nullable(),
  aspects,
}) satisfies z.ZodType<CompositeRecord>;

export const synastryRecordSchema = z.object({
  a: chartRecordSchema,
  b: chartRecordSchema,
  aspects,
  aInB: z.array(overlayRecordSchema).nullable(),
  bInA: z.array(overlayRecordSchema).nullable(),
  composite: compositeRecordSchema,
  davison: chartRecordSchema,
  marks: z.tuple([chartRecordSchema, chartRecordSchema]),
  readings,
}) satisfies z.ZodType<SynastryRecord>;

export const transitRecordSchema = z.object({
  kind: z.enum(['aspect', 'ingress', 'station']),
  utc: z.string(),
  body: z.string(),
  bodyZh: z.string(),
  bodyGlyph: z.string(),
  natalPoint: z.string().nullable(),
  natalPointZh: z.string().nullable(),
  type: aspectId.nullable(),
  aspectZh: z.string().nullable(),
  family: family.nullable(),
  signZh: z.string().nullable(),
  retrograde: z.boolean(),
  text: z.string(),
}) satisfies z.ZodType<TransitRecord>;

export const transitWindowRecordSchema = z.object({
  body: z.string(),
  bodyZh: z.string(),
  natalPoint: z.string(),
  natalPointZh: z.string(),
  type: aspectId,
  aspectZh: z.string(),
  family,
  enters: z.string().nullable(),
  leaves: z.string().nullable(),
  exact: z.array(z.object({ utc: z.string(), retrograde: z.boolean() })),
  text: z.string().nullable(),
}) satisfies z.ZodType<TransitWindowRecord>;

export const transitsRecordSchema = z.object({
  natal: chartRecordSchema,
  frameNote: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  orbDeg: z.number(),
  transiting: points,
  aspects,
  events: z.array(transitRecordSchema),
  windows: z.array(transitWindowRecordSchema),
}) satisfies z.ZodType<TransitsRecord>;

const directedEventRecordSchema = z.object({
  utc: z.string(),
  technique: z.enum(['secondary', 'solarArc', 'progressedMoon']),
  text: z.string(),
  reading: z.string().nullable(),
}) satisfies z.ZodType<DirectedEventRecord>;

export const progressionsRecordSchema = z.object({
  natal: chartRecordSchema,
  date: z.string(),
  angleMethod: z.enum(PROGRESSED_ANGLE_METHOD_IDS),
  angleMethodZh: z.string(),
  solarArcDeg: z.number(),
  progressed: z.object({ points, houses, angles: anglesSchema.nullable() }),
  directed: points,
  aspects,
  events: z.array(directedEventRecordSchema),
  readings,
}) satisfies z.ZodType<ProgressionsRecord>;

export const careerRecordSchema = z.object({
  natal: chartRecordSchema,
  mc: z
    .object({
      signZh: z.string(),
      degree: int,
      minute: int,
      ruler: pointRecordSchema,
      modernRulerZh: z.string().nullable(),
    })
    .nullable(),
  houses: z.array(
    z.object({
      number: int,
      titleZh: z.string(),
      signZh: z.string().nullable(),
      rulerZh: z.string().nullable(),
      planets: points,
    }),
  ),
  from: z.string(),
  to: z.string(),
  transits: z.array(transitRecordSchema),
  readings,
}) satisfies z.ZodType<CareerRecord>;

export const kidRecordSchema = z.object({
  child: chartRecordSchema,
  parents: z.array(z.object({ chart: chartRecordSchema, aspects })),
  readings,
}) satisfies z.ZodType<KidRecord>;
