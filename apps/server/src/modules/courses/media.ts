import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_URL_TTL_SECONDS, type MediaFormat } from '@xingtu/contracts/courses';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { isSafeStorageKey } from '../../adapters/storage/storage.ts';

// Signed, expiring media addresses. Course media and homework images live under private/ in storage
// (the public file route refuses it); a client only ever gets /api/courses/media/<key>?exp=&sig=,
// an HMAC-SHA256 of the key and the expiry with a key derived from the app secret. The media route
// checks both; an HLS playlist is rewritten so that every segment line is signed with the same expiry.

const PREFIX = 'private/';
const MEDIA_PATH = '/api/courses/media/';

/** What the course services need: the app's dependencies and the media signing key. */
export interface CourseCtx {
  deps: AppDeps;
  mediaKey: Buffer;
}

/** The media signing key, derived from the app secret (config.secrets.jwt). */
export function mediaSigningKey(appSecret: string): Buffer {
  return createHmac('sha256', appSecret).update('xingtu course media v1').digest();
}

function signature(ctx: CourseCtx, key: string, exp: number): string {
  return createHmac('sha256', ctx.mediaKey).update(`${key}\n${exp}`).digest('base64url');
}

/** The signed address of a private storage key (private/…), valid until `exp` (unix seconds). */
export function signedMediaUrl(ctx: CourseCtx, key: string, exp: number): string {
  if (!key.startsWith(PREFIX)) throw new Error(`not a private media key: ${key}`);
  const rest = key.slice(PREFIX.length);
  return `${MEDIA_PATH}${rest.split('/').map(encodeURIComponent).join('/')}?exp=${exp}&sig=${signature(ctx, key, exp)}`;
}

/** Expiry for a link handed out now. */
export function mediaExpiry(ctx: CourseCtx): number {
  return Math.floor(ctx.deps.now().getTime() / 1000) + MEDIA_URL_TTL_SECONDS;
}

/** Checks a media request; returns the private storage key it names. */
export function verifyMedia(ctx: CourseCtx, path: string, exp: number, sig: string): string {
  const key = `${PREFIX}${path}`;
  if (!isSafeStorageKey(key)) throw notFound('文件不存在');
  const expected = Buffer.from(signature(ctx, key, exp));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound('文件不存在');
  if (exp * 1000 <= ctx.deps.now().getTime())
    throw new AppError('FORBIDDEN', { httpStatus: 403, message: '播放地址已过期，请刷新页面后重试' });
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** How the player plays a lesson's media key: a playlist, a progressive MP4, or audio. */
export function mediaFormatOf(key: string): MediaFormat {
  const ext = key.split('.').pop() ?? '';
  if (ext === 'mp4') return 'mp4';
  if (ext === 'mp3' || ext === 'm4a' || ext === 'wav') return 'audio';
  return 'hls';
}

/** The bytes behind a verified key; a playlist comes back with every segment signed. */
export async function readMedia(
  ctx: CourseCtx,
  key: string,
  exp: number,
): Promise<{ body: Buffer | string; contentType: string }> {
  const file = await ctx.deps.storage.get(key);
  if (!file) throw notFound('文件不存在');
  const ext = key.split('.').pop() ?? '';
  if (ext === 'm3u8') {
    const folder = key.slice(0, key.lastIndexOf('/') + 1);
    const lines = file.body
      .toString('utf8')
      .split('\n')
      .map((line) => {
        const name = line.trim();
        if (name === '' || name.startsWith('#')) return line;
        if (!/^[a-zA-Z0-9_.-]+$/.test(name)) return '';
        return signedMediaUrl(ctx, `${folder}${name}`, exp);
      });
    return { body: lines.join('\n'), contentType: CONTENT_TYPES.m3u8! };
  }
  return { body: file.body, contentType: CONTENT_TYPES[ext] ?? file.contentType };
}
