import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { fetchThemeSign } from '../api/fun.ts';
import { RecordView } from '../features/fun/RecordView.tsx';
import { ThemeRound } from '../features/fun/ThemeRound.tsx';
import { useFunRecord } from '../features/fun/use-record.ts';
import { LoginGate } from '../shell/LoginGate.tsx';
import { useSession } from '../shell/use-session.ts';
import '../features/fun/fun.css';

// /funny/themeSign/guideSecond?id=: round two (after round one).

export const meta: MetaFunction = () => [{ title: '第二轮 - 主题星座测试 - 星图' }];

function Round() {
  const [params] = useSearchParams();
  const { load, reload } = useFunRecord(params.get('id'), fetchThemeSign);
  return (
    <RecordView load={load} reload={reload} again={{ to: '/funny/themeSign/edit', text: '重新开始' }}>
      {(test) => (
        <>
          <h1>{test.themeName}主题 · 第二轮</h1>
          {test.rounds[0]!.choice === null ? (
            <p>
              请先完成第一轮。<Link to={`/funny/themeSign/guideFirst?id=${test.id}`}>去作答 ›</Link>
            </p>
          ) : test.rounds[1]!.choice !== null ? (
            <p>
              这一轮已经作答。<Link to={`/funny/themeSign/resultSecond?id=${test.id}`}>查看总结 ›</Link>
            </p>
          ) : (
            <ThemeRound test={test} round={2} next="/funny/themeSign/resultSecond" />
          )}
        </>
      )}
    </RecordView>
  );
}

export default function ThemeSignGuideSecondPage() {
  const session = useSession();
  return (
    <div className="page fun-page">
      <ol className="fun-steps" aria-label="步骤">
        <li>第一轮</li>
        <li>揭晓</li>
        <li aria-current="step">第二轮</li>
        <li>总结</li>
      </ol>
      <LoginGate session={session}>
        <Round />
      </LoginGate>
    </div>
  );
}
