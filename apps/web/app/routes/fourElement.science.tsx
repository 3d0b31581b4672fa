import { Link, type MetaFunction } from 'react-router';
import '../features/fun/fun.css';

// /fourElement/science: what astrology's four elements are, where they come from, and what they are not.

export const meta: MetaFunction = () => [
  { title: '四元素的来历 - 星图' },
  {
    name: 'description',
    content: '占星学里的火、土、风、水从哪里来，和化学元素、五行有什么不同，元素平衡又该怎样理解。',
  },
];

export default function FourElementSciencePage() {
  return (
    <article className="page fun-page">
      <h1>四元素的来历</h1>
      <section className="card">
        <h2>从古希腊哲学到黄道十二宫</h2>
        <p>
          公元前五世纪，希腊哲学家恩培多克勒提出世界由火、土、风（气）、水四种“根”组成；亚里士多德又为它们配上冷、热、干、湿四种性质：火热而干，土冷而干，风热而湿，水冷而湿。公元二世纪，托勒密在《四书》中把这套性质学说系统地用于占星，十二星座从白羊座开始依次轮流配属火、土、风、水，每种元素各有三个星座，这就是今天所说的“三方”。
        </p>
      </section>
      <section className="card">
        <h2>它不是化学元素，也不是五行</h2>
        <p>
          占星的四元素是一种描述气质的语言，并不指物质成分，也和元素周期表无关。它与中国的五行（金木水火土）同样源于古人对自然的归类，但体系不同：五行讲相生相克，四元素讲性质与平衡，两者不能一一对应换算。
        </p>
      </section>
      <section className="card">
        <h2>元素平衡怎么看</h2>
        <p>
          星图的四元素测试统计太阳到冥王星十颗行星与上升点所在的星座，太阳、月亮和上升因为最能代表个人而加倍计分。某一元素明显偏多，说明这种气质是你自然而然的表达方式；某一元素很少，往往是你需要有意识练习、或习惯从别人身上寻找的品质。
        </p>
        <p>
          元素分布只是星盘的一个侧面：行星的宫位、相位和所在星座的守护关系都会改变它的表现。它适合用来认识自己的倾向，不适合用来给人贴标签。
        </p>
      </section>
      <section className="card">
        <h2>关于科学的说明</h2>
        <p>
          占星学是一门有两千多年历史的象征体系与文化传统，目前没有可重复的科学实验证明星体位置决定性格。我们把它当作自我观察与对话的工具来介绍：结果由天文计算得出、可以复核，解读则提供一个思考的角度，而不是定论。
        </p>
      </section>
      <p>
        <Link className="btn btn-primary" to="/fourElement/input">
          测测我的元素
        </Link>
      </p>
    </article>
  );
}
