import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { fetchThemeSign } from '../api/fun.ts';
import { RecordView } from '../features/fun/RecordView.tsx';
import { ThemeReveal } from '../features/fun/ThemeReveal.tsx';
import { useFunRecord } from '../features/fun/use-record.ts';
import { LoginGate } from '../shell/LoginGate.tsx';
import { useSession } from '../shell/use-session.ts';
import '../features/fun/fun.css';

// /funny/themeSign/resultFirst?id=: round one revealed; on to round two.

export const meta: MetaFunction = () => [{ title: '第一轮揭晓 - 主题星座测试 - 星图' }];

function Reveal() {
  const [params] = useSearchParams();
  const { load, reload } = useFunRecord(params.get('id'), fetchThemeSign);
  return (
    <RecordView load={load} reload={reload} again={{ to: '/funny/themeSign/edit', text: '重新开始' }}>
      {(test) => (
        <>
          <h1>{test.themeName}主题 · 第一轮揭晓</h1>
          <ThemeReveal test={test} round={1} />
          {test.rounds[0]!.choice === null ? (
            <Link className="btn btn-primary" to={`/funny/themeSign/guideFirst?id=${test.id}`}>
              去作答第一轮
            </Link>
          ) : (
            <Link className="btn btn-primary" to={`/funny/themeSign/guideSecond?id=${test.id}`}>
              进入第二轮
            </Link>
          )}
        </>
      )}
    </RecordView>
  );
}

export default function ThemeSignResultFirstPage() {
  const session = useSession();
  return (
    <div className="page fun-page">
      <ol className="fun-steps" aria-label="步骤">
        <li>第一轮</li>
        <li aria-current="step">揭晓</li>
        <li>第二轮</li>
        <li>总结</li>
      </ol>
      <LoginGate session={session}>
        <Reveal />
      </LoginGate>
    </div>
  );
}
