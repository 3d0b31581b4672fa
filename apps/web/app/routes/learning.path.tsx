import { Link, type MetaFunction } from 'react-router';
import { isSitePage } from '@xingtu/contracts/site-pages';
import { LEARNING_PATH } from '../features/learning/learning-path.ts';
import '../features/learning/learning.css';
import '../features/learning/hub.css';

// /learning/path: from a first chart to professional practice, in three stages of steps that open hub pages,
// free lessons, tools and the course catalogue (a step whose page is not part of the site is left out).

export const meta: MetaFunction = () => [
  { title: '占星学习路径：从入门到专业 - 星图' },
  {
    name: 'description',
    content:
      '三个阶段的占星学习路径：入门看懂自己的星盘，进阶读出相位与行运，专业掌握技法并通过系统课程与认证。',
  },
];

export default function LearningPathPage() {
  return (
    <div className="page learning-page hub-page">
      <nav className="learning-crumbs" aria-label="位置">
        <Link to="/learning">学习中心</Link> › <span>学习路径</span>
      </nav>
      <h1>学习路径</h1>
      <p className="muted">
        按顺序走完三个阶段，每一步都链接到可以马上开始的页面。已经有基础的同学，可以从任意阶段开始。
      </p>
      <ol className="path-stages">
        {LEARNING_PATH.map((stage) => (
          <li key={stage.key} className="path-stage" data-stage={stage.key}>
            <h2>{stage.title}</h2>
            <p className="path-goal">目标：{stage.goal}</p>
            <ol className="path-steps">
              {stage.steps
                .filter((step) => isSitePage(step.href))
                .map((step) => (
                  <li key={step.href}>
                    <Link to={step.href} className="path-step">
                      <span className="hub-badge">{step.kind}</span>
                      <strong>{step.title}</strong>
                      <span className="muted">{step.text}</span>
                    </Link>
                  </li>
                ))}
            </ol>
          </li>
        ))}
      </ol>
    </div>
  );
}
