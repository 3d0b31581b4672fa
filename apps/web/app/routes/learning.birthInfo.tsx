import { Link, useLoaderData, type MetaFunction } from 'react-router';
import { dictEntryHref } from '../features/learning/dict-links.ts';
import { loadBirthInfoPage } from '../features/learning/birth-info.server.ts';
import '../features/learning/learning.css';

// /learning/birthInfo: why the birth date, time and place matter, and the time reliability grades
// A–H of the birth-info form explained.

export const loader = () => loadBirthInfoPage();

export const meta: MetaFunction = () => [
  { title: '出生资料须知：日期、时间与地点 - 星图' },
  {
    name: 'description',
    content:
      '起盘前必读：出生日期、时间和地点各决定星盘的哪一部分，夏令时与真太阳时怎么处理，出生时间可靠度 A–H 怎么选。',
  },
];

export default function BirthInfoPage() {
  const { intro, sections, reliability } = useLoaderData<typeof loader>();
  return (
    <div className="page learning-page">
      <h1>出生资料须知</h1>
      <p className="dict-lead">{intro}</p>
      <nav aria-label="本页目录">
        <ol>
          {sections.map((section) => (
            <li key={section.key}>
              <a href={`#${section.key}`}>{section.title}</a>
            </li>
          ))}
          <li>
            <a href="#reliability">出生时间可靠度 A–H</a>
          </li>
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.key} id={section.key} className="birth-info-section">
          <h2>{section.title}</h2>
          <p>{section.body}</p>
          {section.links.length > 0 && (
            <p className="birth-info-links">
              词典里细看：
              {section.links.map((entry, index) => (
                <span key={entry.key}>
                  {index > 0 && '、'}
                  <Link to={dictEntryHref(entry.key)}>{entry.term}</Link>
                </span>
              ))}
            </p>
          )}
        </section>
      ))}
      <section id="reliability" className="birth-info-section" aria-labelledby="reliability-title">
        <h2 id="reliability-title">出生时间可靠度 A–H</h2>
        <p className="muted">
          填写出生资料时，按时间的来源和误差选择一级；等级越靠后，能放心解读的部分越少。
        </p>
        <dl className="reliability-list">
          {reliability.map((row) => (
            <div key={row.grade} className="reliability-row" data-grade={row.grade}>
              <dt>
                <span className="reliability-grade">{row.grade}</span>
                <strong>{row.title}</strong>
              </dt>
              <dd>
                <p className="muted">{row.criterion}</p>
                <p>{row.text}</p>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="learning-next">
        <Link className="btn btn-primary" to="/chart">
          资料备齐，免费排盘
        </Link>
        <Link className="btn" to="/user/information">
          完善我的出生资料
        </Link>
        <Link className="btn" to="/learning/dict">
          打开占星词典
        </Link>
      </div>
    </div>
  );
}
