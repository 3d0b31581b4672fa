import type { SignComparison } from '@xingtu/contracts/sign-share';
import { signInfo } from './SignReading.tsx';

// The two people's signs side by side: rows for Sun, Moon and Ascendant, a column each.

export function ChartResultTrio({
  theirs,
  yours,
  nickname,
}: Pick<SignComparison, 'theirs' | 'yours' | 'nickname'>) {
  const name = (sign: string | null | undefined) =>
    sign ? `${signInfo(sign as never).glyph} ${signInfo(sign as never).nameZh}` : '—';
  const rows = [
    { label: '太阳', a: theirs.sun, b: yours.sun.sign },
    { label: '月亮', a: theirs.moon, b: yours.moon?.sign },
    { label: '上升', a: theirs.ascendant, b: yours.ascendant?.sign },
  ];
  return (
    <table className="sign-compare-table">
      <thead>
        <tr>
          <th scope="col"></th>
          <th scope="col">{nickname}</th>
          <th scope="col">我</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{name(row.a)}</td>
            <td>{name(row.b)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
