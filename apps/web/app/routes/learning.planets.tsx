import { Link, useLoaderData, type MetaFunction } from 'react-router';
import { dictEntryHref } from '../features/learning/dict-links.ts';
import { loadPlanetsPage } from '../features/learning/hub.server.ts';
import '../features/learning/learning.css';
import '../features/learning/hub.css';

// /learning/planets: the ten planets with what each stands for and how fast it moves, then the other bodies the
// charts show; each opens its dictionary entry.

export const loader = () => loadPlanetsPage();

export const meta: MetaFunction = () => [
  { title: '认识十颗行星：含义、运行节奏与逆行 - 星图' },
  {
    name: 'description',
    content:
      '太阳、月亮到冥王星，每颗行星在星盘里代表什么，在一个星座停留多久、多久逆行一次，附凯龙星与小行星。',
  },
];

export default function PlanetsPage() {
  const { planets, others } = useLoaderData<typeof loader>();
  const groups = [...new Set(planets.map((p) => p.group))];
  return (
    <div className="page learning-page hub-page">
      <nav className="learning-crumbs" aria-label="位置">
        <Link to="/learning">学习中心</Link> › <span>十颗行星</span>
      </nav>
      <h1>十颗行星</h1>
      <p className="muted">
        行星是星盘里的“角色”，各自代表一种心理动力。跑得快的个人行星描绘日常个性，慢的外行星更多是一代人的背景。
      </p>
      {groups.map((group) => (
        <section key={group} aria-labelledby={`group-${group}`}>
          <h2 id={`group-${group}`}>{group}</h2>
          <ul className="hub-cards hub-cards-wide">
            {planets
              .filter((p) => p.group === group)
              .map((planet) => (
                <li key={planet.key}>
                  <Link className="hub-card" to={dictEntryHref(planet.key)}>
                    <strong>
                      {planet.term} <small className="muted">{planet.english}</small>
                    </strong>
                    <span>{planet.summary}</span>
                    <dl className="hub-facts">
                      <dt>每个星座</dt>
                      <dd>{planet.perSign}</dd>
                      <dt>逆行</dt>
                      <dd>{planet.retrograde}</dd>
                    </dl>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="planets-others">
        <h2 id="planets-others">凯龙星与小行星</h2>
        <ul className="hub-cards">
          {others.map((body) => (
            <li key={body.key}>
              <Link className="hub-card" to={dictEntryHref(body.key)}>
                <strong>{body.term}</strong>
                <span className="muted">{body.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="learning-next">
        <Link className="btn btn-primary" to="/learning/tools/sky">
          看看此刻它们在哪里
        </Link>
        <Link className="btn" to="/learning/tools/ingress">
          查一颗行星的换座与逆行
        </Link>
      </div>
    </div>
  );
}
