import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { CHILD_ELEMENT_IDS, CHILD_ELEMENT_NAMES } from '@xingtu/contracts/baby';
import { NotFound } from '../components/ui/NotFound.tsx';
import { ELEMENT_SIGNS } from '../features/baby/element-art.ts';
import { ElementEmblem } from '../features/baby/ElementEmblem.tsx';
import { elementSample } from '../features/baby/element-sample.server.ts';
import '../features/baby/baby.css';
import '../features/reports/reports.css';

// A sample page per element (fire, earth, air, water): what a child whose chart leans to it is often
// like, what nourishes them, and when it is scarce; with the way to the free element check.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.sample ? `${CHILD_ELEMENT_NAMES[data.sample.element]}元素宝宝` : '元素宝宝'} - 星图` },
  ...(data?.sample ? [{ name: 'description', content: data.sample.tagline }] : []),
];

export function loader({ params }: LoaderFunctionArgs) {
  const sample = elementSample(params.wheelElementId);
  return sample ? { sample } : data({ sample: null }, { status: 404 });
}

export default function BabyElementSamplePage() {
  const { sample } = useLoaderData<typeof loader>();
  if (!sample) return <NotFound />;
  const name = CHILD_ELEMENT_NAMES[sample.element];
  return (
    <div className="page report-page">
      <p>
        <Link to="/babyReport/element/input">‹ 宝宝元素测试</Link>
      </p>
      <div className="baby-hero">
        <ElementEmblem element={sample.element} />
        <div>
          <h1>{name}元素宝宝</h1>
          <p>{sample.tagline}</p>
        </div>
      </div>
      <p className="muted">
        {name}元素的星座：{ELEMENT_SIGNS[sample.element]}。孩子的十颗行星里有四颗或更多落在这些星座时，{name}
        元素就格外突出。
      </p>
      <section className="card" aria-labelledby="moments">
        <h2 id="moments">日常里常见的小画面</h2>
        <ul className="baby-moments">
          {sample.moments.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="dominant">
        <h2 id="dominant">{name}元素突出的孩子</h2>
        <p>{sample.dominant}</p>
      </section>
      <section className="card" aria-labelledby="lacking">
        <h2 id="lacking">如果{name}元素偏少</h2>
        <p>{sample.lacking}</p>
      </section>
      <section className="card report-offer" aria-labelledby="try">
        <h2 id="try">你的孩子是哪种元素？</h2>
        <p>每个孩子都是几种元素的组合。填写出生资料，免费看看孩子星盘里四种元素各占多少。</p>
        <Link className="btn btn-primary" to="/babyReport/element/input">
          免费测孩子的元素平衡
        </Link>
      </section>
      <nav aria-label="其他元素">
        <ul className="baby-elements-nav">
          {CHILD_ELEMENT_IDS.filter((id) => id !== sample.element).map((id) => (
            <li key={id}>
              <Link to={`/babyReport/template/${id}`}>
                <ElementEmblem element={id} size={36} />
                {CHILD_ELEMENT_NAMES[id]}元素宝宝
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
