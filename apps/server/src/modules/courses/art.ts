// A course's pictures, drawn rather than uploaded: the cover and the teacher's avatar as SVG (stored on
// the course row, served by /api/courses/:id/cover.svg and teacher.svg). Used by the seed and by the
// console when an operator creates or renames a course.

const PALETTES: Record<string, [string, string, string]> = {
  'natal-basics': ['#1d2b64', '#4a5fc1', '#f7d774'],
  'transit-forecast': ['#2b1055', '#7597de', '#ffd29d'],
  'synastry-relationships': ['#4a1942', '#c06c84', '#ffe3e3'],
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An original cover: a night gradient, a chart ring with twelve spokes, planets as dots, the title. */
export function coverSvg(course: { slug: string; title: string; level: string }): string {
  const [from, to, accent] = PALETTES[course.slug] ?? ['#22264b', '#5b6bbf', '#f5d76e'];
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI) / 6;
    const x = (480 + Math.cos(angle) * 120).toFixed(1);
    const y = (170 + Math.sin(angle) * 120).toFixed(1);
    return `<line x1="480" y1="170" x2="${x}" y2="${y}" stroke="${accent}" stroke-opacity="0.35" stroke-width="1.5"/>`;
  }).join('');
  let seed = [...course.slug].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const dots = Array.from({ length: 7 }, () => {
    seed = (seed * 9301 + 49297) % 233280;
    const angle = (seed / 233280) * Math.PI * 2;
    const r = 70 + ((seed >> 3) % 40);
    return `<circle cx="${(480 + Math.cos(angle) * r).toFixed(1)}" cy="${(170 + Math.sin(angle) * r).toFixed(1)}" r="6" fill="${accent}"/>`;
  }).join('');
  const title = course.title.length > 14 ? `${course.title.slice(0, 14)}…` : course.title;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><circle cx="480" cy="170" r="120" fill="none" stroke="${accent}" stroke-width="3"/><circle cx="480" cy="170" r="60" fill="none" stroke="${accent}" stroke-opacity="0.6" stroke-width="2"/>${spokes}${dots}<rect x="32" y="250" width="76" height="30" rx="15" fill="${accent}"/><text x="70" y="271" font-size="16" text-anchor="middle" fill="${from}" font-family="sans-serif">${escape(course.level)}</text><text x="32" y="320" font-size="28" fill="#ffffff" font-family="sans-serif" font-weight="bold">${escape(title)}</text></svg>`;
}

/** The teacher's avatar: the first character of the name on a soft circle. */
export function avatarSvg(name: string, slug: string): string {
  const [from, , accent] = PALETTES[slug] ?? ['#22264b', '#5b6bbf', '#f5d76e'];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><circle cx="48" cy="48" r="48" fill="${from}"/><circle cx="48" cy="48" r="40" fill="none" stroke="${accent}" stroke-width="2"/><text x="48" y="60" font-size="36" text-anchor="middle" fill="${accent}" font-family="sans-serif">${escape([...name][0] ?? '师')}</text></svg>`;
}
