import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { fetchThemeSign } from '../api/fun.ts';
import { RecordView } from '../features/fun/RecordView.tsx';
import { ThemeRound } from '../features/fun/ThemeRound.tsx';
import { useFunRecord } from '../features/fun/use-record.ts';
import { LoginGate } from '../shell/LoginGate.tsx';
import { useSession } from '../shell/use-session.ts';
import '../features/fun/fun.css';

// /funny/themeSign/guideFirst?id=: round one — the question and three descriptions.

export const meta: MetaFunction = () => [{ title: '第一轮 - 主题星座测试 - 星图' }];

function Round() {
  const [params] = useSearchParams();
  const { load, reload } = useFunRecord(params.get('id'), fetchThemeSign);
  return (
    <RecordView load={load} reload={reload} again={{ to: '/funny/themeSign/edit', text: '重新开始' }}>
      {(test) => (
        <>
          <h1>{test.themeName}主题 · 第一轮</h1>
          <p className="muted">凭第一感觉选，不必想太久：星盘里的答案会在选完后揭晓。</p>
          {test.rounds[0]!.choice !== null ? (
            <p>
              这一轮已经作答。<Link to={`/funny/themeSign/resultFirst?id=${test.id}`}>查看第一轮结果 ›</Link>
            </p>
          ) : (
            <ThemeRound test={test} round={1} next="/funny/themeSign/resultFirst" />
          )}
        </>
      )}
    </RecordView>
  );
}

export default function ThemeSignGuideFirstPage() {
  const session = useSession();
  return (
    <div className="page fun-page">
      <ol className="fun-steps" aria-label="步骤">
        <li aria-current="step">第一轮</li>
        <li>揭晓</li>
        <li>第二轮</li>
        <li>总结</li>
      </ol>
      <LoginGate session={session}>
        <Round />
      </LoginGate>
    </div>
  );
}
