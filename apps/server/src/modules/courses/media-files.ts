import type { MediaSlot } from '@xingtu/contracts/courses';

// What an uploaded lesson file really is, judged by its first bytes (never by its name or the type the
// browser claims), and how long it plays where the container says so. Pure functions.

export type MediaKind = 'mp4' | 'ts' | 'mp3' | 'm4a' | 'wav' | 'pdf' | 'zip';

const CONTENT_TYPES: Record<MediaKind, string> = {
  mp4: 'video/mp4',
  ts: 'video/mp2t',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

const ACCEPTED: Record<MediaSlot, readonly MediaKind[]> = {
  video: ['mp4', 'ts'],
  audio: ['mp3', 'm4a', 'wav'],
  attachment: ['pdf', 'zip'],
};

const ascii = (bytes: Buffer, start: number, length: number) =>
  bytes.subarray(start, start + length).toString('latin1');

/** An ISO BMFF file (MP4, M4A): a leading `ftyp` box; the major brand tells audio-only M4A apart. */
function isoBrand(bytes: Buffer): string | null {
  if (bytes.length < 12 || ascii(bytes, 4, 4) !== 'ftyp') return null;
  const size = bytes.readUInt32BE(0);
  return size >= 8 && size <= 256 ? ascii(bytes, 8, 4) : null;
}

/** MPEG-TS: 188-byte packets, each starting with the sync byte 0x47 (three in a row to be sure). */
function isTransportStream(bytes: Buffer): boolean {
  if (bytes.length < 188 * 3) return false;
  return bytes[0] === 0x47 && bytes[188] === 0x47 && bytes[376] === 0x47;
}

/** MP3: an ID3v2 tag, or an MPEG audio frame header (11 sync bits, layer III). */
function isMp3(bytes: Buffer): boolean {
  if (ascii(bytes, 0, 3) === 'ID3') return true;
  return bytes.length > 4 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x06) === 0x02;
}

export function sniffMedia(bytes: Buffer): MediaKind | null {
  const brand = isoBrand(bytes);
  if (brand !== null) return brand === 'M4A ' || brand === 'M4B ' ? 'm4a' : 'mp4';
  if (isTransportStream(bytes)) return 'ts';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'wav';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x504b0304) return 'zip';
  if (isMp3(bytes)) return 'mp3';
  return null;
}

/**
 * The kind of an upload for a slot, or null when the bytes are not one the slot takes. An MP4 offered
 * as audio is taken as M4A (an AAC-only MP4 often carries the generic brand).
 */
export function acceptedKind(slot: MediaSlot, bytes: Buffer): MediaKind | null {
  const kind = sniffMedia(bytes);
  if (kind === null) return null;
  if (slot === 'audio' && kind === 'mp4') return 'm4a';
  if (slot === 'video' && kind === 'm4a') return null;
  return ACCEPTED[slot].includes(kind) ? kind : null;
}

export const contentTypeOf = (kind: MediaKind): string => CONTENT_TYPES[kind];

/** Seconds of an MP4/M4A from its movie header (moov › mvhd), or null when it cannot be read. */
function mp4Seconds(bytes: Buffer): number | null {
  const find = (start: number, end: number, type: string): [number, number] | null => {
    let at = start;
    while (at + 8 <= end) {
      let size = bytes.readUInt32BE(at);
      let header = 8;
      if (size === 1 && at + 16 <= end) {
        size = Number(bytes.readBigUInt64BE(at + 8));
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header || at + size > end) return null;
      if (ascii(bytes, at + 4, 4) === type) return [at + header, at + size];
      at += size;
    }
    return null;
  };
  const moov = find(0, bytes.length, 'moov');
  if (!moov) return null;
  const mvhd = find(moov[0], moov[1], 'mvhd');
  if (!mvhd) return null;
  const [body] = mvhd;
  const version = bytes[body];
  const scale = bytes.readUInt32BE(body + (version === 1 ? 20 : 12));
  const duration = version === 1 ? Number(bytes.readBigUInt64BE(body + 24)) : bytes.readUInt32BE(body + 16);
  return scale > 0 ? duration / scale : null;
}

/** Seconds of a PCM WAV: the data chunk's size over the format's byte rate. */
function wavSeconds(bytes: Buffer): number | null {
  let at = 12;
  let byteRate = 0;
  while (at + 8 <= bytes.length) {
    const id = ascii(bytes, at, 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 20 <= bytes.length) byteRate = bytes.readUInt32LE(at + 16);
    if (id === 'data') return byteRate > 0 ? Math.min(size, bytes.length - at - 8) / byteRate : null;
    at += 8 + size + (size % 2);
  }
  return null;
}

/** Seconds of an MPEG-TS: the span of the presentation time stamps of its PES packets (90 kHz). */
function tsSeconds(bytes: Buffer): number | null {
  let first: number | null = null;
  let last = 0;
  for (let at = 0; at + 188 <= bytes.length; at += 188) {
    if (bytes[at] !== 0x47 || (bytes[at + 1]! & 0x40) === 0) continue;
    const control = (bytes[at + 3]! >> 4) & 0x3;
    let payload = at + 4;
    if (control === 2) continue;
    if (control === 3) payload += 1 + bytes[at + 4]!;
    if (payload + 14 > at + 188) continue;
    if (bytes[payload] !== 0 || bytes[payload + 1] !== 0 || bytes[payload + 2] !== 1) continue;
    if ((bytes[payload + 7]! & 0x80) === 0) continue;
    const p = payload + 9;
    const pts =
      ((bytes[p]! >> 1) & 0x07) * 2 ** 30 +
      ((bytes[p + 1]! << 7) | (bytes[p + 2]! >> 1)) * 2 ** 15 +
      ((bytes[p + 3]! << 7) | (bytes[p + 4]! >> 1));
    if (first === null || pts < first) first = pts;
    if (pts > last) last = pts;
  }
  if (first === null || last <= first) return null;
  return (last - first) / 90_000;
}

/** Whole seconds the media plays (rounded up), where the container tells; null otherwise (MP3). */
export function mediaSeconds(kind: MediaKind, bytes: Buffer): number | null {
  const seconds =
    kind === 'mp4' || kind === 'm4a'
      ? mp4Seconds(bytes)
      : kind === 'wav'
        ? wavSeconds(bytes)
        : kind === 'ts'
          ? tsSeconds(bytes)
          : null;
  return seconds === null || !Number.isFinite(seconds) || seconds <= 0 ? null : Math.ceil(seconds);
}
