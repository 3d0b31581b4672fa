import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { SkyBodyRecord, SkyRecord } from '@xingtu/contracts/sky';

// The home page's "此刻星象": computed on the server for the current hour (GET /api/sky/now).

const position = (body: SkyBodyRecord) =>
  `${body.signZh} ${body.degree}°${String(body.minute).padStart(2, '0')}′`;

/** The lit part of the Moon's disc, drawn from the phase: a circle and a terminator ellipse. */
function MoonGlyph({ sky }: { sky: SkyRecord }) {
  const lit = sky.moon.illuminatedPercent / 100;
  const waxing = ['waxingCrescent', 'firstQuarter', 'waxingGibbous'].includes(sky.moon.phase);
  // The terminator's half-width runs from r (new or full) through 0 (quarter).
  const r = 18;
  const rx = Math.abs(1 - 2 * lit) * r;
  const sweepLimb = waxing ? 1 : 0;
  const sweepTerminator = lit > 0.5 ? sweepLimb : 1 - sweepLimb;
  const path = `M20 ${20 - r}A${r} ${r} 0 0 ${sweepLimb} 20 ${20 + r}A${rx.toFixed(2)} ${r} 0 0 ${sweepTerminator} 20 ${20 - r}Z`;
  return (
    <svg className="moon-glyph" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
      <circle cx="20" cy="20" r={r} fill="#3b3670" />
      {lit > 0.01 && (
        <path d={lit > 0.99 ? `M2 20a18 18 0 1 0 36 0a18 18 0 1 0-36 0` : path} fill="#f6e7b4" />
      )}
    </svg>
  );
}

export function SkyCard({ sky }: { sky: SkyRecord | null }) {
  if (!sky) return null;
  return (
    <section className="sky-card" aria-labelledby="sky-title">
      <h2 id="sky-title">
        此刻星象 <time dateTime={sky.at}>北京时间 {formatBeijing(sky.at, 'monthDayTime')}</time>
      </h2>
      <dl className="sky-facts">
        <div>
          <dt>
            <span className="sky-glyph" aria-hidden="true">
              ☉
            </span>
            太阳
          </dt>
          <dd>{position(sky.sun)}</dd>
        </div>
        <div>
          <dt>
            <MoonGlyph sky={sky} />
            月亮
          </dt>
          <dd>
            {position(sky.moon)} · {sky.moon.phaseZh}（{sky.moon.illuminatedPercent}% 亮面）
          </dd>
        </div>
        <div>
          <dt>
            <span className="sky-glyph" aria-hidden="true">
              ℞
            </span>
            逆行
          </dt>
          <dd>
            {sky.retrogrades.length === 0
              ? '此刻没有行星逆行'
              : sky.retrogrades.map((planet) => `${planet.nameZh}（${planet.signZh}）`).join('、')}
          </dd>
        </div>
      </dl>
      <p className="sky-next">
        下一次{sky.nextLunation.phaseZh}：{formatBeijing(sky.nextLunation.at, 'monthDayTime')}
      </p>
    </section>
  );
}
