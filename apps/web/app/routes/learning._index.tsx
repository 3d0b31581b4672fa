import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { learningApi } from '@xingtu/contracts/learning-api';
import type { SkyToolRecord } from '@xingtu/contracts/learning';
import { loadCourseHome } from '../features/learning/lessons.server.ts';
import { TOOLS, toolHref } from '../features/learning/tools/tool-catalogue.ts';
import { toolApi } from '../features/learning/tools/tool-api.server.ts';
import '../features/learning/learning.css';
import '../features/learning/hub.css';

// /learning: the hub's start page — where to begin, the free lesson series, the reference pages and the tools,
// with this minute's Sun, Moon and retrogrades as a first thing to read.

export async function loader({ context }: LoaderFunctionArgs) {
  const sky = await toolApi<{ records: SkyToolRecord }>(context, learningApi.toolSky.path);
  const records = sky?.success ? (sky.data?.records ?? null) : null;
  return {
    ...loadCourseHome(),
    sky: records && {
      sun: records.bodies[0]!,
      moon: records.bodies[1]!,
      phaseZh: records.moon.phaseZh,
      retrogrades: records.bodies.filter((b) => b.retrograde && b.id !== 'trueNode').map((b) => b.nameZh),
    },
  };
}

export const meta: MetaFunction = () => [
  { title: '占星学习中心：免费课程、学习路径与占星工具 - 星图' },
  {
    name: 'description',
    content:
      '星图占星学习中心：从零开始的学习路径、免费短课、行星与宫位讲解、占星词典，以及星空、逆行表、月相、宫位制对照、相位和真太阳时等在线工具。',
  },
];

const REFERENCE = [
  { href: '/learning/planets', title: '十颗行星', text: '每颗行星代表什么、走得多快、多久逆行一次。' },
  { href: '/learning/house', title: '十二宫', text: '四个轴点与十二个生活场景，外加宫位制入门。' },
  { href: '/learning/dict', title: '占星词典', text: '常用术语的中文释义，附英文原名，可搜索。' },
  { href: '/learning/birthInfo', title: '出生资料须知', text: '出生时间和地点为什么重要，可靠度怎么选。' },
  { href: '/learning/myChart', title: '我的星盘', text: '排出自己的本命盘，边学边对照。' },
];

export default function LearningHome() {
  const { series, sky } = useLoaderData<typeof loader>();
  return (
    <div className="page learning-page hub-page">
      <header className="hub-hero">
        <h1>占星学习中心</h1>
        <p>从认识自己的星盘开始，一步步学会读相位、看行运、用工具验证。这里的短课、讲解和工具全部免费。</p>
        <div className="learning-next">
          <Link className="btn btn-primary" to="/learning/path">
            查看学习路径
          </Link>
          <Link className="btn" to="/learning/courseHome">
            进入免费学堂
          </Link>
        </div>
      </header>

      {sky && (
        <section className="hub-sky" aria-labelledby="hub-sky-title">
          <h2 id="hub-sky-title">今天的天空读一读</h2>
          <p>
            太阳在{sky.sun.signZh}，月亮在{sky.moon.signZh}（{sky.phaseZh}）
            {sky.retrogrades.length > 0 ? `，${sky.retrogrades.join('、')}正在逆行` : '，目前没有行星逆行'}。
          </p>
          <Link to={toolHref('sky')}>看完整的星空 ›</Link>
        </section>
      )}

      <section aria-labelledby="hub-series-title">
        <h2 id="hub-series-title">免费学堂</h2>
        <ul className="hub-cards">
          {series.map((s) => (
            <li key={s.id}>
              <Link className="hub-card" to={`/learning/courseHome/${s.id}`}>
                <span className="hub-badge">{s.levelZh}</span>
                <strong>{s.title}</strong>
                <span className="muted">
                  {s.lessonCount} 节 · 约 {s.minutes} 分钟
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="hub-reference-title">
        <h2 id="hub-reference-title">基础知识</h2>
        <ul className="hub-cards">
          {REFERENCE.map((item) => (
            <li key={item.href}>
              <Link className="hub-card" to={item.href}>
                <strong>{item.title}</strong>
                <span className="muted">{item.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="hub-tools-title">
        <h2 id="hub-tools-title">占星工具</h2>
        <ul className="hub-cards">
          {TOOLS.map((tool) => (
            <li key={tool.name}>
              <Link className="hub-card" to={toolHref(tool.name)}>
                <strong>{tool.title}</strong>
                <span className="muted">{tool.intro}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
