import { HOUSE_SYSTEM_NAMES_ZH } from '@xingtu/contracts/astrology';
import type { HouseSystemCode } from '@xingtu/contracts/charts';
import type { SettingsDraft } from './chart-settings.ts';

/** 宫位制与容许度, folded under the birth form. */
export function ChartSettingsFields({
  value,
  onChange,
}: {
  value: SettingsDraft;
  onChange: (next: SettingsDraft) => void;
}) {
  return (
    <details className="chart-settings">
      <summary>宫位制与容许度</summary>
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
    </details>
  );
}
