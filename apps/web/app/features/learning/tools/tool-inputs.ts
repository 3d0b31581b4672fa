import type { SignId } from '@xingtu/contracts/astrology';

// The tool forms' values and outcomes, shared by the loaders (tools.server.ts) and the forms.

export interface ToolOutcome<T> {
  result: T | null;
  /** The refusal's message (the first field message of a 422), or null. */
  error: string | null;
}

export interface PlaceInput {
  place: string;
  lat: number | null;
  lon: number | null;
  tz: string;
}

export interface SignedDegree {
  sign: SignId;
  degree: number;
  minute: number;
}

/** The house comparer's example birth. */
export const EXAMPLE_BIRTH = {
  date: '1990-06-15',
  time: '08:30',
  place: { place: '中国 北京市', lat: 39.9042, lon: 116.4074, tz: 'Asia/Shanghai' },
} as const;

/** The solar-time calculator's first example: far west of Beijing time's meridian. */
export const URUMQI: PlaceInput = {
  place: '中国 新疆维吾尔自治区 乌鲁木齐市',
  lat: 43.8256,
  lon: 87.6168,
  tz: 'Asia/Shanghai',
};
