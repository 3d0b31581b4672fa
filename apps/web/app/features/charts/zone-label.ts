// A time zone in customer words: 北京时间 (UTC+8) rather than an IANA id.
const NAMES: Record<string, string> = {
  'Asia/Shanghai': '北京时间',
  'Asia/Chongqing': '北京时间',
  'Asia/Harbin': '北京时间',
  'Asia/Urumqi': '新疆时间',
  'Asia/Hong_Kong': '香港时间',
  'Asia/Macau': '澳门时间',
  'Asia/Taipei': '台北时间',
};

/** 'UTC+8', 'UTC-3:30': the zone's standard offset (its January one, or July's south of the equator). */
function standardOffset(timeZone: string): string {
  const fmt = (month: number): string =>
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date(Date.UTC(2025, month, 15)))
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const minutes = (label: string): number => {
    const m = /GMT([+-])(\d+)(?::(\d+))?/.exec(label);
    return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
  };
  const [jan, jul] = [fmt(0), fmt(6)];
  const label = minutes(jan) <= minutes(jul) ? jan : jul;
  return label === 'GMT' ? 'UTC+0' : label.replace('GMT', 'UTC');
}

export function zoneLabelZh(timeZone: string): string {
  if (/^[+-]\d{2}:\d{2}$/.test(timeZone)) return `UTC${timeZone.replace(/^([+-])0?(\d+):00$/, '$1$2')}`;
  try {
    const offset = standardOffset(timeZone);
    const name =
      NAMES[timeZone] ??
      new Intl.DateTimeFormat('zh-CN', { timeZone, timeZoneName: 'long' })
        .formatToParts(new Date(Date.UTC(2025, 0, 15)))
        .find((p) => p.type === 'timeZoneName')?.value;
    return name && !name.startsWith('GMT') ? `${name}（${offset}）` : offset;
  } catch {
    return timeZone;
  }
}
