import { HOUSE_SYSTEM_NAMES_ZH } from '@xingtu/contracts/astrology';
import { HARMONIC_CHOICES, HARMONIC_NAMES_ZH, ZODIAC_NAMES_ZH } from '@xingtu/contracts/chart-frame';
import type { HouseSystemCode } from '@xingtu/contracts/charts';
import { LILITH_CHOICE_NAMES_ZH, NODE_CHOICE_NAMES_ZH } from '@xingtu/contracts/chart-points';
import { harmonicOf, lilithOf, nodeOf, zodiacOf, type SettingsDraft } from './chart-settings.ts';

/** Which frame settings a page offers: none, the zodiac only (the timed pages), or the zodiac and the harmonic. */
export type FrameSettings = boolean | 'zodiac';

/**
 * 宫位制与容许度, folded under the birth form; with `frame`, the zodiac and the harmonic too (on the pages
 * that draw the chart in them), or with `frame="zodiac"` the zodiac alone (the transit timeline, progressions
 * and returns, which time the sky in the zodiac but draw no harmonic chart).
 */
export function ChartSettingsFields({
  value,
  onChange,
  frame = false,
}: {
  value: SettingsDraft;
  onChange: (next: SettingsDraft) => void;
  frame?: FrameSettings;
}) {
  const harmonic = frame === true;
  const changed =
    (frame && value.zodiac !== 'tropical') ||
    (harmonic && value.harmonic !== 1) ||
    value.node !== 'true' ||
    value.lilith !== 'mean' ||
    value.extraPoints ||
    value.asteroids;
  return (
    <details className="chart-settings" open={changed || undefined}>
      <summary>{frame ? '宫位制、容许度、星点与黄道' : '宫位制、容许度与星点'}</summary>
      <div className="field-row">
        <label>
          宫位制
          <select
            className="input"
            value={value.houseSystem}
            onChange={(e) => onChange({ ...value, houseSystem: e.target.value as HouseSystemCode })}
          >
            {Object.entries(HOUSE_SYSTEM_NAMES_ZH).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          容许度
          <select
            className="input"
            value={value.orbs}
            onChange={(e) => onChange({ ...value, orbs: e.target.value as SettingsDraft['orbs'] })}
          >
            <option value="standard">标准</option>
            <option value="tight">紧密</option>
            <option value="wide">宽松</option>
          </select>
        </label>
        <label className="inline">
          <input
            type="checkbox"
            checked={value.minor}
            onChange={(e) => onChange({ ...value, minor: e.target.checked })}
          />{' '}
          显示次要相位
        </label>
      </div>
      <div className="field-row">
        <label>
          交点
          <select
            className="input"
            value={value.node}
            onChange={(e) => onChange({ ...value, node: nodeOf(e.target.value) })}
          >
            {Object.entries(NODE_CHOICE_NAMES_ZH).map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          莉莉丝
          <select
            className="input"
            value={value.lilith}
            onChange={(e) => onChange({ ...value, lilith: lilithOf(e.target.value) })}
          >
            {Object.entries(LILITH_CHOICE_NAMES_ZH).map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="inline">
          <input
            type="checkbox"
            checked={value.extraPoints}
            onChange={(e) => onChange({ ...value, extraPoints: e.target.checked })}
          />{' '}
          显示南交点、福点和宿命点
        </label>
        <label className="inline">
          <input
            type="checkbox"
            checked={value.asteroids}
            onChange={(e) => onChange({ ...value, asteroids: e.target.checked })}
          />{' '}
          显示四大小行星（谷神星、智神星、婚神星、灶神星）
        </label>
      </div>
      {frame && (
        <div className="field-row">
          <label>
            黄道
            <select
              className="input"
              value={value.zodiac}
              onChange={(e) => onChange({ ...value, zodiac: zodiacOf(e.target.value) })}
            >
              {Object.entries(ZODIAC_NAMES_ZH).map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          {harmonic && (
            <label>
              谐波盘
              <select
                className="input"
                value={value.harmonic}
                onChange={(e) => onChange({ ...value, harmonic: harmonicOf(e.target.value) })}
              >
                {HARMONIC_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {HARMONIC_NAMES_ZH[n]}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      )}
    </details>
  );
}
