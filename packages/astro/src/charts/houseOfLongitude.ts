// House placement of an ecliptic longitude: the house whose cusp precedes it (cusps in zodiacal order).

/** 1–12: the house containing longitudeDeg, counting from cusps[0] (1st cusp). */
export function houseOfLongitude(longitudeDeg: number, cusps: readonly number[]): number {
  for (let i = 0; i < 12; i++) {
    const start = cusps[i]!;
    const end = cusps[(i + 1) % 12]!;
    const width = (((end - start) % 360) + 360) % 360;
    const offset = (((longitudeDeg - start) % 360) + 360) % 360;
    if (offset < width) return i + 1;
  }
  return 1;
}
