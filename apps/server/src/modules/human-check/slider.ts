import { randomBytes, randomInt } from 'node:crypto';
import type { KeyValueStore } from '../../adapters/kv/kv.ts';
import { paintSlider } from './slider-image.ts';
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

const dataUri = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

export async function createSlider(kv: KeyValueStore) {
  const sliderId = randomBytes(16).toString('hex');
  const x = randomInt(90, SLIDER.width - SLIDER.piece - 10);
  const y = randomInt(15, SLIDER.height - SLIDER.piece - 15);
  const pictures = paintSlider({
    width: SLIDER.width,
    height: SLIDER.height,
    piece: SLIDER.piece,
    gapX: x,
    gapY: y,
  });
  await kv.set(`slider:${sliderId}`, JSON.stringify({ x, y } satisfies SliderRecord), SLIDER.ttlMs);
  return {
    sliderId,
    width: SLIDER.width,
    height: SLIDER.height,
    pieceSize: SLIDER.piece,
    // The piece moves along its own row: its height is shown, the gap's horizontal place is not.
    pieceY: y,
    background: dataUri(pictures.background),
    piece: dataUri(pictures.piece),
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
