import { Link } from 'react-router';
import { isSitePage } from '@xingtu/contracts/site-pages';

// The free chart tools the site offers, each with what it answers. Only built pages are listed.
const TOOLS = [
  { url: '/chart', title: '本命盘', text: '出生那一刻的星空：性格、天赋与人生课题。', glyph: '☉' },
  { url: '/chart/love', title: '合盘', text: '两张星盘放在一起，看关系里的吸引与磨合。', glyph: '♀' },
  { url: '/chart/career', title: '事业盘', text: '十宫、六宫与二宫，读懂你的职业方向。', glyph: '♄' },
  { url: '/chart/kid', title: '儿童盘', text: '从孩子的月亮与上升，了解他的情绪与需要。', glyph: '☽' },
] as const;

export function ChartTools() {
  const tools = TOOLS.filter((tool) => isSitePage(tool.url));
  if (tools.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="tools-title">
      <h2 id="tools-title">免费星盘工具</h2>
      <ul className="tool-list">
        {tools.map((tool) => (
          <li key={tool.url}>
            <Link to={tool.url} className="tool-card">
              <span className="tool-glyph" aria-hidden="true">
                {tool.glyph}
              </span>
              <span>
                <strong>{tool.title}</strong>
                <span className="tool-text">{tool.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
