import { Link, type MetaFunction } from 'react-router';
import '../features/fun/fun.css';

// /qcLove/home: the love compatibility test's landing page.

export const meta: MetaFunction = () => [
  { title: '恋爱契合度测试 - 星图' },
  {
    name: 'description',
    content: '用两个人的出生资料做一次比较盘，看看你们在吸引力、情感、沟通与长久稳定上的契合度。',
  },
];

export default function QcLoveHomePage() {
  return (
    <div className="page fun-page">
      <section className="fun-hero">
        <h1>恋爱契合度测试</h1>
        <p>
          不是星座配对表，而是两张完整星盘的比较：你的金星遇上TA的火星、你的月亮与TA的太阳……每一个相位都会计入得分。
        </p>
        <Link className="btn" to="/qcLove/input">
          开始测试
        </Link>
      </section>
      <section className="card" aria-labelledby="how">
        <h2 id="how">怎样计算</h2>
        <ul>
          <li>吸引力：两人金星与火星之间的相位</li>
          <li>情感共鸣：月亮与对方太阳、月亮、金星的相位</li>
          <li>沟通理解：水星之间以及水星与对方个人行星的相位</li>
          <li>长久稳定：太阳之间以及土星、木星与对方个人行星的相位</li>
        </ul>
        <p className="muted">
          合相与和谐相位加分较多，紧张相位也代表连接，只是需要磨合；相位越精确，影响越大。
        </p>
      </section>
      <p>
        <Link to="/test">更多趣味测试 ›</Link>
      </p>
    </div>
  );
}
