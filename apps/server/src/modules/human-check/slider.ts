import { randomBytes, randomInt } from 'node:crypto';
import type { KeyValueStore } from '../../adapters/kv/kv.ts';
import { AppError } from '../../errors.ts';

// The slider challenge: drag a piece into its gap. The server keeps the gap's position and checks the
// final offset and that the drag looks human (time, jitter, uneven speed), then issues a short pass.

export const SLIDER = {
  width: 300,
  height: 150,
  piece: 44,
  tolerancePx: 5,
  ttlMs: 2 * 60_000,
  passTtlMs: 2 * 60_000,
} as const;

interface SliderRecord {
  x: number;
  y: number;
}

export interface TrackPoint {
  x: number;
  y: number;
  t: number;
}

function backgroundSvg(x: number, y: number, hue: number): string {
  const { width, height, piece } = SLIDER;
  const stars = Array.from({ length: 28 }, () => {
    const r = (randomInt(6, 20) / 10).toFixed(1);
    return `<circle cx="${randomInt(0, width)}" cy="${randomInt(0, height)}" r="${r}" fill="#fff" opacity="0.${randomInt(4, 9)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,28%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,45%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${stars}<rect x="${x}" y="${y}" width="${piece}" height="${piece}" rx="6" fill="#000" opacity="0.45" stroke="#fff" stroke-width="1.5"/></svg>`;
}

function pieceSvg(hue: number): string {
  const { piece } = SLIDER;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${piece}" height="${piece}" viewBox="0 0 ${piece} ${piece}"><rect x="1" y="1" width="${piece - 2}" height="${piece - 2}" rx="6" fill="hsl(${hue},70%,70%)" stroke="#fff" stroke-width="2"/><path d="M${piece / 2} 10 l3 8 h8 l-6 5 2 8 -7-5 -7 5 2-8 -6-5 h8z" fill="#fff"/></svg>`;
}

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

export async function createSlider(kv: KeyValueStore) {
  const sliderId = randomBytes(16).toString('hex');
  const x = randomInt(90, SLIDER.width - SLIDER.piece - 10);
  const y = randomInt(15, SLIDER.height - SLIDER.piece - 15);
  const hue = randomInt(200, 300);
  await kv.set(`slider:${sliderId}`, JSON.stringify({ x, y } satisfies SliderRecord), SLIDER.ttlMs);
  return {
    sliderId,
    width: SLIDER.width,
    height: SLIDER.height,
    pieceSize: SLIDER.piece,
    pieceY: y,
    background: dataUri(backgroundSvg(x, y, hue)),
    piece: dataUri(pieceSvg(hue)),
  };
}

/** A drag looks human when it takes a plausible time, moves forward and is not perfectly uniform. */
export function looksHuman(track: TrackPoint[], offsetX: number): boolean {
  if (track.length < 5) return false;
  const duration = track[track.length - 1]!.t - track[0]!.t;
  if (duration < 200 || duration > 20_000) return false;
  for (let i = 1; i < track.length; i += 1) if (track[i]!.t < track[i - 1]!.t) return false;
  if (Math.abs(track[track.length - 1]!.x - offsetX) > SLIDER.tolerancePx) return false;
  const speeds: number[] = [];
  for (let i = 1; i < track.length; i += 1) {
    const dt = track[i]!.t - track[i - 1]!.t;
    if (dt > 0) speeds.push((track[i]!.x - track[i - 1]!.x) / dt);
  }
  if (speeds.length < 3) return false;
  const mean = speeds.reduce((a, b) => a + b, 0) / speeds.length;
  const variance = speeds.reduce((a, b) => a + (b - mean) ** 2, 0) / speeds.length;
  const yMoves = new Set(track.map((point) => Math.round(point.y))).size > 1;
  // A script moving at constant speed on a straight line has neither jitter nor varying speed.
  return variance > 1e-4 || yMoves;
}

export async function verifySlider(
  kv: KeyValueStore,
  sliderId: string,
  offsetX: number,
  track: TrackPoint[],
): Promise<string> {
  const raw = await kv.take(`slider:${sliderId}`);
  if (!raw) throw new AppError('SLIDER_FAILED', { message: '滑块验证已过期，请重新验证' });
  const record = JSON.parse(raw) as SliderRecord;
  if (Math.abs(offsetX - record.x) > SLIDER.tolerancePx || !looksHuman(track, offsetX)) {
    throw new AppError('SLIDER_FAILED', { message: '滑块验证未通过，请重试' });
  }
  const token = randomBytes(24).toString('base64url');
  await kv.set(`slider-pass:${token}`, '1', SLIDER.passTtlMs);
  return token;
}

export async function consumeSliderPass(kv: KeyValueStore, token: string): Promise<boolean> {
  return (await kv.take(`slider-pass:${token}`)) !== null;
}
