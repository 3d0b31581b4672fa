import { Link, useLoaderData, type MetaFunction } from 'react-router';
import { dictEntryHref } from '../features/learning/dict-links.ts';
import { loadHousePage } from '../features/learning/hub.server.ts';
import '../features/learning/learning.css';
import '../features/learning/hub.css';

// /learning/house: the four angles, the twelve houses by quadrant, and the house systems (with the comparer).

export const loader = () => loadHousePage();

export const meta: MetaFunction = () => [
  { title: '认识十二宫：四个轴点、十二个生活领域与宫位制 - 星图' },
  {
    name: 'description',
    content:
      '上升、天底、下降、天顶四个轴点，第一宫到第十二宫各管哪些生活领域，以及普拉西度、整宫、等宫等宫位制的区别。',
  },
];

export default function HousePage() {
  const { houses, quadrants, systems, angles } = useLoaderData<typeof loader>();
  return (
    <div className="page learning-page hub-page">
      <nav className="learning-crumbs" aria-label="位置">
        <Link to="/learning">学习中心</Link> › <span>十二宫</span>
      </nav>
      <h1>十二宫</h1>
      <p className="muted">
        宫位把天空按出生地的地平线和子午线切成十二块，回答“这件事发生在生活的哪个领域”。它取决于准确的出生时间和地点。
      </p>
      <section aria-labelledby="house-angles">
        <h2 id="house-angles">先认识四个轴点</h2>
        <ul className="hub-cards">
          {angles.map((angle) => (
            <li key={angle.key}>
              <Link className="hub-card" to={dictEntryHref(angle.key)}>
                <strong>{angle.term}</strong>
                <span className="muted">{angle.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {quadrants.map((quadrant) => (
        <section key={quadrant.title} aria-labelledby={`quadrant-${quadrant.houses[0]}`}>
          <h2 id={`quadrant-${quadrant.houses[0]}`}>
            第{quadrant.houses[0]}–{quadrant.houses[2]}宫：{quadrant.title}
          </h2>
          <p className="muted">{quadrant.text}</p>
          <ul className="hub-cards">
            {houses
              .filter((house) => quadrant.houses.includes(house.number))
              .map((house) => (
                <li key={house.number}>
                  <Link className="hub-card" to={dictEntryHref(house.key)}>
                    <span className="hub-badge">{house.titleZh}</span>
                    <strong>{house.nameZh}</strong>
                    <span className="muted">{house.summary}</span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="house-systems">
        <h2 id="house-systems">宫位制：同一片天空的不同切法</h2>
        <ul className="hub-cards">
          {systems.map((system) => (
            <li key={system.key}>
              <Link className="hub-card" to={dictEntryHref(system.key)}>
                <strong>{system.term}</strong>
                <span className="muted">{system.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="learning-next">
          <Link className="btn btn-primary" to="/learning/tools/houses">
            用宫位制对照工具比较
          </Link>
        </div>
      </section>
    </div>
  );
}
