import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { fetchThemeSign } from '../api/fun.ts';
import { RecordView } from '../features/fun/RecordView.tsx';
import { ThemeReveal } from '../features/fun/ThemeReveal.tsx';
import { useFunRecord } from '../features/fun/use-record.ts';
import { LoginGate } from '../shell/LoginGate.tsx';
import { useSession } from '../shell/use-session.ts';
import '../features/fun/fun.css';

// /funny/themeSign/resultSecond?id=: both rounds revealed and the theme's closing portrait.

export const meta: MetaFunction = () => [{ title: '测试总结 - 主题星座测试 - 星图' }];

function Summary() {
  const [params] = useSearchParams();
  const { load, reload } = useFunRecord(params.get('id'), fetchThemeSign);
  return (
    <RecordView load={load} reload={reload} again={{ to: '/funny/themeSign/edit', text: '重新开始' }}>
      {(test) => (
        <>
          <h1>{test.themeName}主题 · 测试总结</h1>
          {test.summary ? (
            <section className="fun-hero" aria-label="总结">
              <p>{test.summary}</p>
            </section>
          ) : (
            <p>
              还有一轮没有作答。
              <Link
                to={`/funny/themeSign/${test.rounds[0]!.choice === null ? 'guideFirst' : 'guideSecond'}?id=${test.id}`}
              >
                继续测试 ›
              </Link>
            </p>
          )}
          <ThemeReveal test={test} round={1} />
          <ThemeReveal test={test} round={2} />
          <p>
            <Link className="btn btn-primary" to="/funny/themeSign/edit">
              换个主题再测
            </Link>{' '}
            <Link className="btn" to="/test">
              更多测试
            </Link>
          </p>
        </>
      )}
    </RecordView>
  );
}

export default function ThemeSignResultSecondPage() {
  const session = useSession();
  return (
    <div className="page fun-page">
      <ol className="fun-steps" aria-label="步骤">
        <li>第一轮</li>
        <li>揭晓</li>
        <li>第二轮</li>
        <li aria-current="step">总结</li>
      </ol>
      <LoginGate session={session}>
        <Summary />
      </LoginGate>
    </div>
  );
}
