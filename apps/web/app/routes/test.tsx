import { Link, type MetaFunction } from 'react-router';
import '../features/fun/fun.css';

// /test: every fun test and tool of the site, each computed from the member's chart.

export const meta: MetaFunction = () => [
  { title: '趣味测试 - 星图' },
  {
    name: 'description',
    content:
      '恋爱契合度、四元素、主题星座、非暴力沟通、星座名片、发展年龄与生时校正：每个测试都来自你的星盘。',
  },
];

const TESTS = [
  {
    to: '/qcLove/home',
    title: '恋爱契合度测试',
    text: '输入两个人的出生资料，看看你们在吸引力、情感、沟通和长久稳定四个方面的契合度。',
  },
  {
    to: '/fourElement/home',
    title: '四元素测试',
    text: '火、土、风、水在你的星盘里各占几分？看看你天生的能量配比与平衡之道。',
  },
  {
    to: '/funny/themeSign/home',
    title: '主题星座测试',
    text: '恋爱、事业、社交、内心四个主题，两轮选择，猜猜星盘里的自己是什么样子。',
  },
  {
    to: '/funny/nvc',
    title: '非暴力沟通练习',
    text: '用观察、感受、需要、请求四步写下想说的话，结合你的月亮与水星星座给出表达提示。',
  },
  {
    to: '/developmentAge',
    title: '发展年龄',
    text: '土星回归、天王星对冲……按你的星盘算出人生各个转折期的精确日期。',
  },
  {
    to: '/signShare/edit',
    title: '星座名片 · 邀请好友',
    text: '把你的太阳、月亮与上升做成一张名片，请朋友来猜；好友注册成为会员，你就得到免费的 AI 提问次数。',
  },
  {
    to: '/btf',
    title: '生时校正',
    text: '出生时间记不准？填写几件人生大事，按行运与太阳弧推算最可能的出生时间。',
  },
];

export default function TestListPage() {
  return (
    <div className="page fun-page">
      <section className="fun-hero">
        <h1>趣味测试</h1>
        <p>每一个结果都来自真实的星盘计算：同样的出生资料，得到同样的答案。</p>
      </section>
      <ul className="fun-grid" aria-label="测试列表">
        {TESTS.map((test) => (
          <li key={test.to}>
            <Link className="fun-tile" to={test.to}>
              <strong>{test.title}</strong>
              <span className="muted">{test.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/empower">想成为占星师？了解星图占星师赋能计划 ›</Link>
      </p>
    </div>
  );
}
