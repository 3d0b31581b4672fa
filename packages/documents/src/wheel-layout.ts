import { polar } from './wheel-geometry.ts';

// Pure layout of the planets on a chart wheel, the site's (apps/web ChartWheel.tsx) and the report PDF's
// (pdf/draw-wheel.ts), legible at any size: each planet is a column of labels (glyph, degree, sign, minute) on
// rings stacked inwards from a band's outer edge; crowded columns are spread apart around the circle, each
// keeping a pointer to its true degree. Every label is modelled as a box (an upper bound of its rendered text)
// and the layout is checked box against box, so no two labels overlap, stelliums included. No React, no PDF.

export type LabelKind = 'glyph' | 'degree' | 'sign' | 'minute';

export interface RingSpec {
  kind: LabelKind;
  fontSize: number;
}

export interface WheelBody {
  id: string;
  longitude: number;
  glyph: string;
  signGlyph: string;
  degree: number;
  minute: number;
  retrograde: boolean;
}

/** An axis-aligned box: left, top, width, height. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedLabel {
  kind: LabelKind;
  text: string;
  x: number;
  y: number;
  radius: number;
  fontSize: number;
  box: Box;
}

export interface PlacedBody {
  id: string;
  longitude: number;
  /** Longitude at which the column is drawn (the true one unless spread). */
  shownDeg: number;
  labels: PlacedLabel[];
}

export interface BandLayout {
  bodies: PlacedBody[];
  /** Radius of each ring, in the order given. */
  radii: number[];
  /** Innermost radius any label reaches: the next ring inwards starts below it. */
  innerEdge: number;
}

const TEXT_PRESENTATION = '\uFE0E';
const norm = (deg: number): number => ((deg % 360) + 360) % 360;
const rad = (deg: number): number => (deg * Math.PI) / 180;
const deg = (r: number): number => (r * 180) / Math.PI;

/** Width of one character in em, generous for the fonts the wheel names (DejaVu Sans, Noto). */
function charEm(ch: string): number {
  if (ch === TEXT_PRESENTATION) return 0;
  if (/[0-9]/.test(ch)) return 0.64;
  if (ch === '°') return 0.5;
  if (ch === '′') return 0.36;
  if (/[A-Za-z]/.test(ch)) return 0.72;
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 0x2100) return 1.05; // symbols (☉ ♊ ℞ ⚷ …) and CJK
  return 0.7;
}

/** An upper bound of the size of a text drawn at fontSize, centred on its anchor. */
export function textSize(text: string, fontSize: number): { width: number; height: number } {
  const em = [...text].reduce((sum, ch) => sum + charEm(ch), 0);
  return { width: em * fontSize + 2, height: fontSize * 1.3 + 2 };
}

export function boxAround(x: number, y: number, text: string, fontSize: number): Box {
  const { width, height } = textSize(text, fontSize);
  return { x: x - width / 2, y: y - height / 2, width, height };
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Every pair of boxes (by index) that overlap. */
export function overlappingPairs(boxes: readonly Box[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) if (overlaps(boxes[i]!, boxes[j]!)) pairs.push([i, j]);
  return pairs;
}

/**
 * How a retrograde planet is marked: after which label, with what text. The site's wheel writes ℞ after the
 * minute; the report PDF (whose fonts have no ℞, and whose wheel has no minute ring) writes R after the degree.
 */
export interface RetrogradeMark {
  on: LabelKind;
  text: string;
}

export const SITE_RETROGRADE_MARK: RetrogradeMark = { on: 'minute', text: '℞' };

/** The text of a label: the planet glyph, "15°", the sign glyph, "23′" (with the retrograde mark on its label). */
export function labelText(
  body: WheelBody,
  kind: LabelKind,
  mark: RetrogradeMark = SITE_RETROGRADE_MARK,
): string {
  const marked = body.retrograde && mark.on === kind ? mark.text : '';
  switch (kind) {
    case 'glyph':
      return ([...body.glyph].length === 1 ? body.glyph + TEXT_PRESENTATION : body.glyph) + marked;
    case 'degree':
      return `${body.degree}°${marked}`;
    case 'sign':
      return body.signGlyph + TEXT_PRESENTATION + marked;
    case 'minute':
      return `${String(body.minute).padStart(2, '0')}′${marked}`;
  }
}

/**
 * Radii of the rings, outermost first, from the band's outer edge inwards: consecutive rings are
 * at least the diagonal of their two largest labels apart, so labels on different rings never
 * overlap whatever their angle.
 */
export function ringRadii(
  bodies: readonly WheelBody[],
  rings: readonly RingSpec[],
  outerEdge: number,
  gap = 2,
  mark: RetrogradeMark = SITE_RETROGRADE_MARK,
): { radii: number[]; innerEdge: number } {
  const largest = rings.map((ring) => {
    let width = 0;
    let height = 0;
    for (const body of bodies) {
      const size = textSize(labelText(body, ring.kind, mark), ring.fontSize);
      width = Math.max(width, size.width);
      height = Math.max(height, size.height);
    }
    return { width, height };
  });
  const radii: number[] = [];
  let previous: { width: number; height: number } | null = null;
  let r = outerEdge;
  for (const size of largest) {
    if (previous === null) r -= Math.hypot(size.width, size.height) / 2 + gap;
    else r -= Math.hypot((previous.width + size.width) / 2, (previous.height + size.height) / 2) + gap;
    radii.push(r);
    previous = size;
  }
  const last = largest[largest.length - 1];
  return { radii, innerEdge: last ? r - Math.hypot(last.width, last.height) / 2 : outerEdge };
}

/**
 * Display longitudes for items with angular half-widths, neighbours at least the sum of their
 * half-widths apart, each as near its true longitude as a fair spread allows: items that would
 * touch form a cluster laid out side by side around their mean offset; touching clusters merge
 * (across 0° too) until none touch. Returns angles (0–360) in input order.
 */
export function spreadWithWidths(longitudes: readonly number[], halfWidths: readonly number[]): number[] {
  const n = longitudes.length;
  if (n === 0) return [];
  let widths = [...halfWidths];
  const total = widths.reduce((sum, w) => sum + 2 * w, 0);
  if (total > 360) widths = widths.map((w) => (w * 360) / total);
  const order = longitudes
    .map((lon, index) => ({ lon: norm(lon), index, half: widths[index]! }))
    .sort((a, b) => a.lon - b.lon);
  // Start the circle after its widest gap, so no cluster straddles the cut if it can help it.
  let widest = -1;
  let cut = 0;
  for (let i = 0; i < n; i++) {
    const next = i + 1 < n ? order[i + 1]!.lon : order[0]!.lon + 360;
    if (next - order[i]!.lon > widest) {
      widest = next - order[i]!.lon;
      cut = (i + 1) % n;
    }
  }
  const base = order[cut]!.lon;
  type Member = { lon: number; index: number; half: number };
  type Cluster = { members: Member[]; start: number };
  const ring: Member[] = [...order.slice(cut), ...order.slice(0, cut)].map((m) => ({
    ...m,
    lon: m.lon < base ? m.lon + 360 : m.lon,
  }));
  const offsets = (members: Member[]): number[] => {
    const out = [0];
    for (let k = 1; k < members.length; k++) out.push(out[k - 1]! + members[k - 1]!.half + members[k]!.half);
    return out;
  };
  const place = (members: Member[]): Cluster => {
    const off = offsets(members);
    const start = members.reduce((sum, m, k) => sum + m.lon - off[k]!, 0) / members.length;
    return { members, start };
  };
  const first = (c: Cluster) => c.start;
  const last = (c: Cluster) => c.start + offsets(c.members)[c.members.length - 1]!;
  let clusters = ring.map((m) => place([m]));
  for (let pass = 0; pass < 4 * n + 4; pass++) {
    let merged = false;
    const next: Cluster[] = [];
    for (const cluster of clusters) {
      const prev = next[next.length - 1];
      const need = prev ? prev.members[prev.members.length - 1]!.half + cluster.members[0]!.half - 1e-9 : 0;
      if (prev && first(cluster) - last(prev) < need) {
        next[next.length - 1] = place([...prev.members, ...cluster.members]);
        merged = true;
      } else next.push(cluster);
    }
    // Across 0°: the last cluster touching the first (one turn later) joins it.
    if (next.length > 1) {
      const head = next[0]!;
      const tail = next[next.length - 1]!;
      const need = tail.members[tail.members.length - 1]!.half + head.members[0]!.half - 1e-9;
      if (first(head) + 360 - last(tail) < need) {
        next.shift();
        next[next.length - 1] = place([
          ...tail.members,
          ...head.members.map((m) => ({ ...m, lon: m.lon + 360 })),
        ]);
        merged = true;
      }
    }
    clusters = next;
    if (!merged) break;
  }
  const out = new Array<number>(n);
  for (const cluster of clusters) {
    const off = offsets(cluster.members);
    cluster.members.forEach((m, k) => (out[m.index] = norm(cluster.start + off[k]!)));
  }
  return out;
}

/** How far (in degrees of arc on the ring) a box reaches from its centre along the ring's tangent. */
function tangentHalfDeg(width: number, height: number, radius: number, screenDeg: number): number {
  const tx = Math.abs(Math.sin(rad(screenDeg)));
  const ty = Math.abs(Math.cos(rad(screenDeg)));
  const reach = Math.min(tx > 1e-6 ? width / 2 / tx : Infinity, ty > 1e-6 ? height / 2 / ty : Infinity);
  return deg(2 * Math.asin(Math.min(1, reach / (2 * radius))));
}

export interface BandOptions {
  cx: number;
  cy: number;
  /** Longitude drawn on the left (the ascendant, or 0°). */
  leftDeg: number;
  outerEdge: number;
  rings: readonly RingSpec[];
  /** How a retrograde planet is marked (default the site's: ℞ after the minute). */
  retrogradeMark?: RetrogradeMark;
}

function place(bodies: readonly WheelBody[], o: BandOptions, radii: number[], shown: number[]): PlacedBody[] {
  return bodies.map((body, i) => ({
    id: body.id,
    longitude: body.longitude,
    shownDeg: shown[i]!,
    labels: o.rings.map((ring, k) => {
      const text = labelText(body, ring.kind, o.retrogradeMark);
      const p = polar(o.cx, o.cy, radii[k]!, shown[i]!, o.leftDeg);
      return {
        kind: ring.kind,
        text,
        x: p.x,
        y: p.y,
        radius: radii[k]!,
        fontSize: ring.fontSize,
        box: boxAround(p.x, p.y, text, ring.fontSize),
      };
    }),
  }));
}

/** Places every body's column of labels on the band so that no two labels overlap. */
export function layoutBand(bodies: readonly WheelBody[], o: BandOptions): BandLayout {
  const { radii, innerEdge } = ringRadii(bodies, o.rings, o.outerEdge, 2, o.retrogradeMark);
  // Half-widths depend on where a column is drawn (a label is wide across the top, narrow at the
  // sides): measured at the true degree first, then also where the last spread put it.
  const halfWidthsAt = (angles: readonly number[]) =>
    bodies.map((body, i) =>
      Math.max(
        ...o.rings.map((ring, k) => {
          const size = textSize(labelText(body, ring.kind, o.retrogradeMark), ring.fontSize);
          return tangentHalfDeg(size.width, size.height, radii[k]!, 180 + angles[i]! - o.leftDeg) / 2;
        }),
      ),
    );
  let halfWidths = halfWidthsAt(bodies.map((b) => b.longitude));
  let scale = 1.05;
  let placed: PlacedBody[] = [];
  for (let attempt = 0; attempt < 24; attempt++) {
    const shown = spreadWithWidths(
      bodies.map((b) => b.longitude),
      halfWidths.map((w) => w * scale + 0.25),
    );
    placed = place(bodies, o, radii, shown);
    if (overlappingPairs(placed.flatMap((b) => b.labels.map((l) => l.box))).length === 0) break;
    const atShown = halfWidthsAt(shown);
    halfWidths = halfWidths.map((w, i) => Math.max(w, atShown[i]!));
    scale *= 1.08;
  }
  return { bodies: placed, radii, innerEdge };
}
