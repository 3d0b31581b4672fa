import { z } from 'zod';
import './zod-locale.ts';

// A generated report as one document: the report area composes it from the chart and the readings
// corpus; the web page, the PDF and the share image all render this same shape. It holds display
// text only (already in Chinese, times already in Beijing time), so a renderer never computes.

/** One block of a section's body. */
export const reportBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paragraph'), text: z.string() }),
  /** A short titled paragraph (a placement, an aspect) inside a section. */
  z.object({ kind: z.literal('entry'), heading: z.string(), text: z.string() }),
  z.object({
    kind: z.literal('table'),
    columns: z.array(z.string()),
    rows: z.array(z.array(z.string())),
  }),
]);
export type ReportBlock = z.infer<typeof reportBlockSchema>;

export const reportSectionSchema = z.object({
  /** Stable key within the template (e.g. "sun", "career-mc"). */
  key: z.string(),
  title: z.string(),
  /** The chart factors this section read, as the reader sees them: "太阳 双子座 第10宫，与土星四分相". */
  factors: z.array(z.string()),
  blocks: z.array(reportBlockSchema),
});
export type ReportSection = z.infer<typeof reportSectionSchema>;

/** What a renderer needs to draw the wheel as vector art; longitudes in degrees 0–360. */
export const reportWheelSchema = z.object({
  /** Twelve cusp longitudes, house 1 first; empty when the birth time is unknown. */
  cusps: z.array(z.number()),
  ascendant: z.number().nullable(),
  midheaven: z.number().nullable(),
  points: z.array(
    z.object({
      key: z.string(),
      /** Chinese name, e.g. "太阳". */
      name: z.string(),
      /** Astrological glyph, e.g. "☉". */
      glyph: z.string(),
      longitude: z.number(),
      retrograde: z.boolean(),
    }),
  ),
  aspects: z.array(
    z.object({
      a: z.string(),
      b: z.string(),
      /** Aspect id of contracts/astrology.ts (conjunction, square …). */
      aspect: z.string(),
      orb: z.number(),
    }),
  ),
});
export type ReportWheel = z.infer<typeof reportWheelSchema>;

export const reportPersonSchema = z.object({
  name: z.string(),
  /** Display line, e.g. "1990年6月1日 08:30（北京时间）· 上海". */
  birthLine: z.string(),
});
export type ReportPerson = z.infer<typeof reportPersonSchema>;

export const reportDocumentSchema = z.object({
  /** Template key (natal, career, study, baby, love, marks, calendar, teaser). */
  template: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** Template version the text was composed with; older versions stay readable. */
  version: z.number().int().positive(),
  /** Display time in Beijing time, e.g. "2026年11月25日 15:40". */
  generatedAt: z.string(),
  people: z.array(reportPersonSchema).min(1),
  wheel: reportWheelSchema.nullable(),
  /** Key points shown first (three to six short lines). */
  highlights: z.array(z.string()),
  sections: z.array(reportSectionSchema).min(1),
});
export type ReportDocument = z.infer<typeof reportDocumentSchema>;
