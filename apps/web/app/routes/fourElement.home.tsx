import { Link, type MetaFunction } from 'react-router';
import '../features/fun/fun.css';

// /fourElement/home: the element test's landing page.

export const meta: MetaFunction = () => [
  { title: '四元素测试 - 星图' },
  { name: 'description', content: '统计你的星盘里火、土、风、水四种元素的分量，看看你天生的能量配比。' },
];

const ELEMENTS = [
  { name: '火', signs: '白羊、狮子、射手', text: '热情、行动、勇气' },
  { name: '土', signs: '金牛、处女、摩羯', text: '务实、稳定、耐力' },
  { name: '风', signs: '双子、天秤、水瓶', text: '思考、交流、联结' },
  { name: '水', signs: '巨蟹、天蝎、双鱼', text: '感受、共情、直觉' },
];

export default function FourElementHomePage() {
  return (
    <div className="page fun-page">
      <section className="fun-hero">
        <h1>四元素测试</h1>
        <p>太阳星座只是一颗行星。把十颗行星和上升点都算进来，才是你真实的元素配比。</p>
        <Link className="btn" to="/fourElement/input">
          开始测试
        </Link>
      </section>
      <ul className="fun-grid" aria-label="四种元素">
        {ELEMENTS.map((e) => (
          <li key={e.name}>
            <div className="fun-tile">
              <strong>{e.name}元素</strong>
              <span>{e.signs}</span>
              <span className="muted">{e.text}</span>
            </div>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/fourElement/science">元素是怎么来的？读读四元素的来历 ›</Link>
      </p>
    </div>
  );
}
