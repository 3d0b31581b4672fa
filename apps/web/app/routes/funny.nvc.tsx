import { useEffect, useState } from 'react';
import { Link, type MetaFunction } from 'react-router';
import type { NvcGuideRecord } from '@xingtu/contracts/fun';
import { fetchNvcGuide } from '../api/fun.ts';
import { birthOfUser } from '../features/charts/birth-of-user.ts';
import { useSession } from '../shell/use-session.ts';
import '../features/fun/fun.css';

// /funny/nvc: the non-violent communication practice — the four steps, and for a member with a birth
// on file the Moon and Mercury tips of their own chart.

export const meta: MetaFunction = () => [
  { title: '非暴力沟通练习 - 星图' },
  {
    name: 'description',
    content: '观察、感受、需要、请求：用四步把想说的话说清楚，并结合你的月亮与水星星座获得表达提示。',
  },
];

const STEPS = [
  {
    title: '观察',
    text: '说出发生了什么，像摄像机拍到的一样，不加评判。',
    example: '这周你有三次晚饭后没有洗碗',
  },
  { title: '感受', text: '说出自己的情绪，而不是对对方的看法。', example: '我感到疲惫' },
  { title: '需要', text: '说出感受背后没有被满足的需要。', example: '因为我需要分担家务' },
  {
    title: '请求',
    text: '提出具体、可以做到的请求，而不是命令。',
    example: '你愿意从明天起晚饭后由你洗碗吗？',
  },
];

function OwnTips() {
  const session = useSession();
  const birth = session.user ? birthOfUser(session.user) : null;
  const key = birth ? JSON.stringify(birth) : '';
  const [guide, setGuide] = useState<NvcGuideRecord | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!birth) return;
    fetchNvcGuide(birth).then(setGuide, () => setFailed(true));
    // The tips follow the saved birth (its JSON is the key).
  }, [key]);
  if (!session.ready) return null;
  if (!session.user)
    return (
      <p className="muted">
        <Link to="/login?from=%2Ffunny%2Fnvc">登录</Link>
        并填写出生资料后，可以看到按你的月亮和水星星座给出的表达提示。
      </p>
    );
  if (!birth)
    return (
      <p className="muted">
        在<Link to="/user/information">个人信息</Link>
        里补全出生资料，就能看到按你的月亮和水星星座给出的表达提示。
      </p>
    );
  if (failed) return <p className="muted">星盘提示暂时无法加载，不影响练习。</p>;
  if (!guide) return <p className="muted">正在读取你的月亮与水星…</p>;
  return (
    <section className="card" aria-labelledby="tips">
      <h2 id="tips">你的沟通提示</h2>
      <h3>月亮{guide.moon.signName}：你怎样感受</h3>
      <p>{guide.moon.text}</p>
      <h3>水星{guide.mercury.signName}：你怎样表达</h3>
      <p>{guide.mercury.text}</p>
    </section>
  );
}

export default function NvcPage() {
  return (
    <div className="page fun-page">
      <section className="fun-hero">
        <h1>非暴力沟通练习</h1>
        <p>想说的话总是变成争吵？用四个步骤把它重新写一遍，说出真正的感受与需要。</p>
        <Link className="btn" to="/funny/nvc/edit">
          开始一次练习
        </Link>
      </section>
      <ol className="fun-grid" aria-label="四个步骤">
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <div className="fun-tile">
              <strong>
                {index + 1} {step.title}
              </strong>
              <span>{step.text}</span>
              <span className="muted">例：{step.example}</span>
            </div>
          </li>
        ))}
      </ol>
      <OwnTips />
      <p>
        <Link to="/funny/nvc/history">我的练习记录 ›</Link>
      </p>
    </div>
  );
}
