import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

// The slider's pictures as raster PNGs. The gap's position exists only on the server: it is painted
// into pixels among noise, with a decoy gap of another shape elsewhere, and never written as a number
// in anything sent to the browser (an SVG's markup carried the answer in plain text).

export interface SliderPictures {
  /** The background with the gap (and a decoy), PNG. */
  background: Buffer;
  /** The piece cut from the undamaged background at the gap, PNG. */
  piece: Buffer;
}

type Rgb = [number, number, number];

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** A starry gradient with per-pixel noise, so no two challenges share pixels. */
function paintSky(width: number, height: number): PNG {
  const image = new PNG({ width, height });
  const hue = randomInt(200, 300);
  const from = hslToRgb(hue, 0.55, 0.28);
  const to = hslToRgb((hue + 60) % 360, 0.6, 0.45);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      const i = (y * width + x) * 4;
      // Grain in brightness only, in small blocks: it defeats pixel-exact matching yet compresses well.
      const grain = ((x >> 1) + (y >> 1)) % 3 === 0 ? randomInt(-6, 7) : 0;
      for (let c = 0; c < 3; c += 1) {
        const base = from[c]! + (to[c]! - from[c]!) * t;
        image.data[i + c] = Math.max(0, Math.min(255, Math.round(base + grain)));
      }
      image.data[i + 3] = 255;
    }
  }
  for (let star = 0; star < 40; star += 1) {
    const cx = randomInt(0, width);
    const cy = randomInt(0, height);
    const r = randomInt(1, 3);
    for (let y = Math.max(0, cy - r); y < Math.min(height, cy + r + 1); y += 1)
      for (let x = Math.max(0, cx - r); x < Math.min(width, cx + r + 1); x += 1)
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r)
          image.data.fill(235, (y * width + x) * 4, (y * width + x) * 4 + 3);
  }
  return image;
}

/** A rounded square with a knob on its right side: the piece's outline. */
function insidePiece(dx: number, dy: number, size: number): boolean {
  const knob = size / 6;
  const body = size - knob;
  const inBody = dx >= 0 && dy >= 0 && dx < body && dy < size;
  const inKnob = (dx - body) ** 2 + (dy - size / 2) ** 2 <= knob * knob;
  return inBody || inKnob;
}

function shade(
  image: PNG,
  left: number,
  top: number,
  size: number,
  factor: number,
  inside: typeof insidePiece,
) {
  for (let dy = 0; dy < size; dy += 1) {
    for (let dx = 0; dx < size; dx += 1) {
      if (!inside(dx, dy, size)) continue;
      const i = ((top + dy) * image.width + left + dx) * 4;
      for (let c = 0; c < 3; c += 1) image.data[i + c] = Math.round(image.data[i + c]! * factor);
    }
  }
}

/** Paints a challenge with its gap at (gapX, gapY) and a decoy gap elsewhere on the same row band. */
export function paintSlider(options: {
  width: number;
  height: number;
  piece: number;
  gapX: number;
  gapY: number;
}): SliderPictures {
  const { width, height, piece, gapX, gapY } = options;
  const sky = paintSky(width, height);
  const cut = new PNG({ width: piece, height: piece });
  for (let dy = 0; dy < piece; dy += 1) {
    for (let dx = 0; dx < piece; dx += 1) {
      const from = ((gapY + dy) * width + gapX + dx) * 4;
      const to = (dy * piece + dx) * 4;
      if (insidePiece(dx, dy, piece)) {
        sky.data.copy(cut.data, to, from, from + 4);
        // A light rim, so the piece stands out from the sky as it moves.
        const edge =
          !insidePiece(dx - 2, dy, piece) ||
          !insidePiece(dx + 2, dy, piece) ||
          !insidePiece(dx, dy - 2, piece) ||
          !insidePiece(dx, dy + 2, piece);
        if (edge) cut.data.fill(250, to, to + 3);
      } else cut.data[to + 3] = 0;
    }
  }
  // The decoy: a plain square (no knob), fainter, away from the real gap.
  const decoyX =
    gapX > width / 2
      ? randomInt(10, Math.max(11, gapX - piece - 10))
      : randomInt(Math.min(gapX + piece + 10, width - piece - 11), width - piece - 10);
  const decoyY = randomInt(10, height - piece - 10);
  shade(
    sky,
    decoyX,
    decoyY,
    piece,
    0.7,
    (dx, dy, size) => dx >= 2 && dy >= 2 && dx < size - 2 && dy < size - 2,
  );
  shade(sky, gapX, gapY, piece, 0.45, insidePiece);
  return { background: PNG.sync.write(sky), piece: PNG.sync.write(cut) };
}
