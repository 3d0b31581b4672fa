// Heliocentric Pluto, Meeus, Astronomical Algorithms 2nd ed., ch. 37 (valid 1885–2099), J2000 ecliptic.
import { PLUTO_TERMS } from '../data/pluto-meeus37.ts';
import { DEG_TO_RAD } from '../math/angles.ts';
import { sphericalToRectangular } from './vsopSeries.ts';

const J_RATE = 3034.9057;
const S_RATE = 1222.1138;
const P_RATE = 144.96;

/** Heliocentric rectangular ecliptic J2000 position (AU) and velocity (AU/day) of Pluto into out[0..5]. */
export function plutoPositionVelocity(jdTt: number, out: Float64Array): void {
  const t = (jdTt - 2451545.0) / 36525;
  const j = 34.35 + J_RATE * t;
  const s = 50.08 + S_RATE * t;
  const p = 238.96 + P_RATE * t;
  let lon = 0;
  let lat = 0;
  let r = 0;
  let dLon = 0;
  let dLat = 0;
  let dR = 0;
  const n = PLUTO_TERMS;
  for (let k = 0; k < n.length; k += 9) {
    const a = (n[k]! * j + n[k + 1]! * s + n[k + 2]! * p) * DEG_TO_RAD;
    const da = (n[k]! * J_RATE + n[k + 1]! * S_RATE + n[k + 2]! * P_RATE) * DEG_TO_RAD; // rad per century
    const sa = Math.sin(a);
    const ca = Math.cos(a);
    lon += n[k + 3]! * sa + n[k + 4]! * ca;
    lat += n[k + 5]! * sa + n[k + 6]! * ca;
    r += n[k + 7]! * sa + n[k + 8]! * ca;
    dLon += (n[k + 3]! * ca - n[k + 4]! * sa) * da;
    dLat += (n[k + 5]! * ca - n[k + 6]! * sa) * da;
    dR += (n[k + 7]! * ca - n[k + 8]! * sa) * da;
  }
  const lonRad = (lon + 238.958116 + P_RATE * t) * DEG_TO_RAD;
  const latRad = (lat - 3.908239) * DEG_TO_RAD;
  const perDay = 1 / 36525;
  sphericalToRectangular(
    lonRad,
    latRad,
    r + 40.7241346,
    (dLon * DEG_TO_RAD + P_RATE * DEG_TO_RAD) * perDay,
    dLat * DEG_TO_RAD * perDay,
    dR * perDay,
    out,
  );
}
