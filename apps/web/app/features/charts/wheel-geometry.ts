// Pure geometry of the chart wheel: where a longitude sits on screen, and how crowded glyphs are
// spread apart so none overlaps while each keeps a line to its true degree.

export interface Point2 {
  x: number;
  y: number;
}

/** Screen position of an ecliptic longitude: the ascendant (or 0° Aries without one) on the left, signs counter-clockwise. */
export function polar(cx: number, cy: number, radius: number, longitudeDeg: number, ascDeg: number): Point2 {
  const phi = ((180 + longitudeDeg - ascDeg) * Math.PI) / 180;
  return { x: cx + radius * Math.cos(phi), y: cy - radius * Math.sin(phi) };
}

const norm = (deg: number): number => ((deg % 360) + 360) % 360;

/**
 * Display longitudes for glyphs at least minSepDeg apart, each as close to its true longitude as a
 * fair spread allows: neighbours closer than the minimum form a cluster, spread evenly around the
 * cluster's centre; clusters that then touch merge, until none do. Returns angles in input order.
 */
export function spreadLongitudes(longitudes: readonly number[], minSepDeg: number): number[] {
  const n = longitudes.length;
  if (n === 0) return [];
  if (n * minSepDeg >= 360) minSepDeg = 360 / n;
  const order = longitudes.map((lon, index) => ({ lon: norm(lon), index })).sort((a, b) => a.lon - b.lon);
  // Start the circle after its widest gap, so no cluster straddles the cut.
  let widest = 0;
  let cut = 0;
  for (let i = 0; i < n; i++) {
    const next = i + 1 < n ? order[i + 1]!.lon : order[0]!.lon + 360;
    if (next - order[i]!.lon > widest) {
      widest = next - order[i]!.lon;
      cut = (i + 1) % n;
    }
  }
  const ring = [...order.slice(cut), ...order.slice(0, cut)];
  const base = ring[0]!.lon;
  const unwrapped = ring.map((p) => ({ ...p, lon: p.lon < base ? p.lon + 360 : p.lon }));
  let clusters = unwrapped.map((p) => ({ members: [p], centre: p.lon }));
  const start = (c: { members: unknown[]; centre: number }) =>
    c.centre - ((c.members.length - 1) * minSepDeg) / 2;
  const end = (c: { members: unknown[]; centre: number }) =>
    c.centre + ((c.members.length - 1) * minSepDeg) / 2;
  for (let pass = 0; pass < n; pass++) {
    let merged = false;
    const next: typeof clusters = [];
    for (const cluster of clusters) {
      const last = next[next.length - 1];
      if (last && start(cluster) - end(last) < minSepDeg - 1e-9) {
        const members = [...last.members, ...cluster.members];
        next[next.length - 1] = {
          members,
          centre: members.reduce((sum, m) => sum + m.lon, 0) / members.length,
        };
        merged = true;
      } else next.push(cluster);
    }
    clusters = next;
    if (!merged) break;
  }
  const out = new Array<number>(n);
  for (const cluster of clusters) {
    cluster.members.forEach((member, k) => {
      out[member.index] = norm(start(cluster) + k * minSepDeg);
    });
  }
  return out;
}

export const formatDegree = (degree: number, minute: number): string =>
  `${degree}°${String(minute).padStart(2, '0')}′`;
