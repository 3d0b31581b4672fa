import { Link, type MetaFunction } from 'react-router';
import '../features/fun/fun.css';

// /empower: the astrologer empowerment programme — what it offers, who it is for, how to join.

export const meta: MetaFunction = () => [
  { title: '占星师赋能计划 - 星图' },
  {
    name: 'description',
    content: '星图占星师赋能计划：系统课程、认证考试、咨询工具与客源支持，帮助你成为能独立执业的占星师。',
  },
];

const STAGES = [
  {
    title: '打好基础',
    text: '从本命盘、行运到推运的系统课程，每章配有作业与讲师批改，帮你建立完整的解盘框架。',
  },
  { title: '通过认证', text: '完成课程后参加认证考试，通过即可获得电子证书，并可申请 ISAR 国际认证。' },
  {
    title: '开始执业',
    text: '在星图申请成为占星师：开设咨询服务、排期接单，骰子问答与生时校对任务也会分派给你。',
  },
  { title: '持续成长', text: '案例研讨、督导答疑与同行交流，让每一次咨询都成为积累经验的机会。' },
];

const OFFERS = [
  '专业工具：比较盘、推运、返照、生时校正等排盘工具，咨询时直接调取来访者星盘',
  '稳定客源：平台流量与测评推荐，新占星师也有展示机会',
  '透明收入：每笔订单的收入与提现记录随时可查',
  '合规保障：平台统一处理支付、退款与售后，你只需专注于咨询本身',
];

export default function EmpowerPage() {
  return (
    <div className="page fun-page">
      <section className="fun-hero">
        <h1>占星师赋能计划</h1>
        <p>把对星盘的热爱变成一份专业。从学习、认证到执业，星图陪你走完每一步。</p>
        <Link className="btn" to="/user/astrologer/apply">
          申请成为占星师
        </Link>
      </section>
      <section className="card" aria-labelledby="stages">
        <h2 id="stages">四个阶段</h2>
        <ol className="fun-timeline">
          {STAGES.map((stage) => (
            <li key={stage.title} data-status="past">
              <strong>{stage.title}</strong>
              <p className="muted">{stage.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="card" aria-labelledby="offers">
        <h2 id="offers">你将获得</h2>
        <ul>
          {OFFERS.map((offer) => (
            <li key={offer}>{offer}</li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="who">
        <h2 id="who">适合谁</h2>
        <p>
          已能独立读懂本命盘、愿意以咨询或教学为业的学习者；已在执业、希望获得更多工具与客源的占星师。零基础的朋友可以先从
          <Link to="/test">趣味测试</Link>和入门课程开始。
        </p>
      </section>
    </div>
  );
}
