import { Link, type MetaFunction } from 'react-router';
import { THEME_SIGN_THEMES, THEME_SIGN_THEME_IDS } from '@xingtu/contracts/fun';
import '../features/fun/fun.css';

// /funny/themeSign/home: the themed sign test — pick a theme, two rounds, the chart reveals each answer.

export const meta: MetaFunction = () => [
  { title: '主题星座测试 - 星图' },
  {
    name: 'description',
    content: '恋爱、事业、社交、内心四个主题，两轮选择，看看你对星盘里的自己有多了解。',
  },
];

const POINT_ZH: Record<string, string> = {
  sun: '太阳',
  moon: '月亮',
  mercury: '水星',
  venus: '金星',
  mars: '火星',
  jupiter: '木星',
  saturn: '土星',
};

export default function ThemeSignHomePage() {
  return (
    <div className="page fun-page">
      <section className="fun-hero">
        <h1>主题星座测试</h1>
        <p>每个主题由星盘里的两颗行星来回答。每一轮从三段描述中选出最像你的一段，再看看星盘怎么说。</p>
        <Link className="btn" to="/funny/themeSign/edit">
          选择主题开始
        </Link>
      </section>
      <ul className="fun-grid" aria-label="测试主题">
        {THEME_SIGN_THEME_IDS.map((id) => (
          <li key={id}>
            <Link className="fun-tile" to={`/funny/themeSign/edit?theme=${id}`}>
              <strong>{THEME_SIGN_THEMES[id].name}</strong>
              <span className="muted">
                第一轮看{POINT_ZH[THEME_SIGN_THEMES[id].rounds[0]]}，第二轮看
                {POINT_ZH[THEME_SIGN_THEMES[id].rounds[1]]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
