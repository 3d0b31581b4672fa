import { IMAGE_MAX_SIDE_PX } from '@xingtu/contracts/validation';

// An uploaded image is judged by its bytes: the signature names the format and the header must give
// its real width and height (PNG IHDR, JPEG SOF, GIF logical screen, WebP VP8/VP8L/VP8X). A file whose
// header cannot be read is refused, and so is one too large to decode safely: a small file can claim
// 20000×20000 pixels (1.6 GB once decoded) and every browser that shows it pays for that.
// IMAGE_MAX_SIDE_PX (4096) on each side keeps an image within 16.7 M pixels.

export interface ImageHeader {
  type: string;
  ext: string;
  width: number;
  height: number;
}

export type ImageVerdict =
  { ok: true; image: ImageHeader } | { ok: false; reason: 'unsupported' | 'corrupt' | 'too-large' };

type Size = { width: number; height: number } | null;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(b: Buffer): Size {
  // The first chunk is IHDR (length 13): width and height, big-endian.
  if (b.length < 24 || b.readUInt32BE(8) !== 13 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

// Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(b: Buffer): Size {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a segment: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // Start of scan or end of image before any frame header: no size to read.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = b.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (JPEG_SOF.has(marker)) {
      if (length < 7 || at + 9 > b.length) return null;
      return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function gifSize(b: Buffer): Size {
  if (b.length < 13) return null;
  const version = b.toString('latin1', 0, 6);
  if (version !== 'GIF87a' && version !== 'GIF89a') return null;
  const packed = b[10]!;
  // After the screen descriptor (and its colour table, when it has one) comes an extension (0x21), an
  // image (0x2C) or the trailer (0x3B): anything else is not a GIF, whatever its first bytes say.
  const next = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  if (next >= b.length || ![0x21, 0x2c, 0x3b].includes(b[next]!)) return null;
  return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
}

function webpSize(b: Buffer): Size {
  if (b.length < 30) return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    // A key frame: a 3-byte tag, the start code 9D 01 2A, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  }
  return null;
}

const FORMATS: { type: string; ext: string; matches: (b: Buffer) => boolean; size: (b: Buffer) => Size }[] = [
  { type: 'image/png', ext: 'png', matches: (b) => b.subarray(0, 8).equals(PNG_SIGNATURE), size: pngSize },
  {
    type: 'image/jpeg',
    ext: 'jpg',
    matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
    size: jpegSize,
  },
  {
    type: 'image/webp',
    ext: 'webp',
    matches: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
    size: webpSize,
  },
  { type: 'image/gif', ext: 'gif', matches: (b) => b.toString('latin1', 0, 4) === 'GIF8', size: gifSize },
];

/** Reads the format and real dimensions of an image from its own bytes. */
export function inspectImage(body: Buffer): ImageVerdict {
  const format = FORMATS.find((candidate) => candidate.matches(body));
  if (!format) return { ok: false, reason: 'unsupported' };
  const size = format.size(body);
  if (!size || size.width < 1 || size.height < 1) return { ok: false, reason: 'corrupt' };
  if (size.width > IMAGE_MAX_SIDE_PX || size.height > IMAGE_MAX_SIDE_PX)
    return { ok: false, reason: 'too-large' };
  return { ok: true, image: { type: format.type, ext: format.ext, ...size } };
}
