import { PNG as PngImage } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { inspectImage } from './image-header.ts';

// Small real files of each format (1×1), patched below to other sizes where the format stores them.
const GIF = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const WEBP_VP8 = 'UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';
const WEBP_VP8L = 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';
const WEBP_VP8X =
  'UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==';
const JPEG =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

const bytes = (base64: string) => Buffer.from(base64, 'base64');
const png = (width: number, height: number) => PngImage.sync.write(new PngImage({ width, height }));

/** A PNG that claims the size in its header and carries no pixels (what an attacker uploads). */
function pngHeaderOnly(width: number, height: number): Buffer {
  const b = Buffer.from(png(1, 1));
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}
function gif(width: number, height: number): Buffer {
  const b = bytes(GIF);
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  return b;
}
function jpeg(width: number, height: number): Buffer {
  const b = bytes(JPEG);
  const sof = b.indexOf(Buffer.from([0xff, 0xc2])); // a progressive frame
  b.writeUInt16BE(height, sof + 5);
  b.writeUInt16BE(width, sof + 7);
  return b;
}
function webpVp8(width: number, height: number): Buffer {
  const b = bytes(WEBP_VP8);
  b.writeUInt16LE(width, 26);
  b.writeUInt16LE(height, 28);
  return b;
}
function webpVp8l(width: number, height: number): Buffer {
  const b = bytes(WEBP_VP8L);
  const rest = b.readUInt32LE(21) & ~0x0fffffff;
  b.writeUInt32LE((rest | (width - 1) | ((height - 1) << 14)) >>> 0, 21);
  return b;
}
function webpVp8x(width: number, height: number): Buffer {
  const b = bytes(WEBP_VP8X);
  b.writeUIntLE(width - 1, 24, 3);
  b.writeUIntLE(height - 1, 27, 3);
  return b;
}

const MAKERS = { png: pngHeaderOnly, gif, jpeg, webpVp8, webpVp8l, webpVp8x };

describe('reading an image header', () => {
  it('reads the type and real size of PNG, JPEG, GIF and the three WebP kinds', () => {
    expect(inspectImage(Buffer.from(png(3, 2)))).toEqual({
      ok: true,
      image: { type: 'image/png', ext: 'png', width: 3, height: 2 },
    });
    expect(inspectImage(bytes(GIF))).toMatchObject({
      ok: true,
      image: { type: 'image/gif', width: 1, height: 1 },
    });
    expect(inspectImage(bytes(JPEG))).toMatchObject({ ok: true, image: { type: 'image/jpeg', ext: 'jpg' } });
    for (const webp of [WEBP_VP8, WEBP_VP8L, WEBP_VP8X])
      expect(inspectImage(bytes(webp))).toMatchObject({ ok: true, image: { type: 'image/webp', width: 1 } });
    for (const [name, make] of Object.entries(MAKERS))
      expect(inspectImage(make(640, 480)), name).toMatchObject({
        ok: true,
        image: { width: 640, height: 480 },
      });
  });

  it('refuses an image wider or taller than 4096 pixels, whatever its file size', () => {
    for (const [name, make] of Object.entries(MAKERS)) {
      expect(inspectImage(make(4096, 4096)).ok, name).toBe(true);
      expect(inspectImage(make(4097, 10)), name).toEqual({ ok: false, reason: 'too-large' });
      expect(inspectImage(make(10, 4097)), name).toEqual({ ok: false, reason: 'too-large' });
    }
    // 20000×20000 claimed by a 1 KB file: 1.6 GB once decoded.
    expect(inspectImage(pngHeaderOnly(20_000, 20_000))).toEqual({ ok: false, reason: 'too-large' });
  });

  it('refuses a file whose first bytes look like an image but whose header cannot be read', () => {
    const corrupt = [
      Buffer.from('GIF89a<script>alert(1)</script>'),
      Buffer.from('GIF89a'),
      bytes(GIF).subarray(0, 12),
      Buffer.from(png(1, 1)).subarray(0, 16),
      Buffer.concat([Buffer.from(png(1, 1)).subarray(0, 12), Buffer.from('tEXt'), Buffer.alloc(16)]),
      Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 0, 0, 0, 0, 0, 0]),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x3c, 0x73, 0x63, 0x72]),
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]),
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPJUNK'), Buffer.alloc(20)]),
      pngHeaderOnly(0, 10),
      gif(10, 0),
    ];
    for (const body of corrupt)
      expect(inspectImage(body), body.toString('latin1')).toEqual({ ok: false, reason: 'corrupt' });
  });

  it('calls anything else unsupported', () => {
    for (const body of [Buffer.from('<script>alert(1)</script>'), Buffer.alloc(0), Buffer.from('%PDF-1.4')])
      expect(inspectImage(body)).toEqual({ ok: false, reason: 'unsupported' });
  });
});
