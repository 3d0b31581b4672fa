import { useState } from 'react';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import type { ChartSource } from '@xingtu/contracts/charts';
import { THEME_SIGN_THEMES, THEME_SIGN_THEME_IDS, type ThemeSignTheme } from '@xingtu/contracts/fun';
import { createThemeSign } from '../api/fun.ts';
import { BirthForm } from '../features/charts/BirthForm.tsx';
import { birthOfUser } from '../features/charts/birth-of-user.ts';
import { chartFailureOf, type ChartFailure } from '../features/charts/chart-failure.ts';
import { LoginGate } from '../shell/LoginGate.tsx';
import { useSession } from '../shell/use-session.ts';
import '../features/charts/chart.css';
import '../features/fun/fun.css';

// /funny/themeSign/edit: the theme and the birth (the member's own in one tap, or another); then round one.

export const meta: MetaFunction = () => [{ title: '开始主题星座测试 - 星图' }];

function Edit() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const given = params.get('theme') as ThemeSignTheme | null;
  const [theme, setTheme] = useState<ThemeSignTheme>(given && given in THEME_SIGN_THEMES ? given : 'love');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ChartFailure | null>(null);
  const own = session.user ? birthOfUser(session.user) : null;
  const start = (source: ChartSource) => {
    setBusy(true);
    setFailure(null);
    createThemeSign(theme, source).then(
      (test) => navigate(`/funny/themeSign/guideFirst?id=${test.id}`),
      (error: unknown) => {
        setFailure(chartFailureOf(error));
        setBusy(false);
      },
    );
  };
  return (
    <>
      <section className="card" aria-labelledby="theme">
        <h2 id="theme">1 选择主题</h2>
        <div className="fun-chips" role="radiogroup" aria-label="主题">
          {THEME_SIGN_THEME_IDS.map((id) => (
            <button
              key={id}
              type="button"
              role="radio"
              aria-checked={theme === id}
              className={theme === id ? 'btn btn-primary btn-small' : 'btn btn-small'}
              onClick={() => setTheme(id)}
            >
              {THEME_SIGN_THEMES[id].name}
            </button>
          ))}
        </div>
      </section>
      <section className="card chart-page" aria-labelledby="birth">
        <h2 id="birth">2 出生资料</h2>
        {own && (
          <p>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => start({ birth: own, name: '我' })}
            >
              用我的出生资料开始
            </button>
          </p>
        )}
        <BirthForm
          legend={own ? '或填写其他出生资料' : undefined}
          showSettings={false}
          submitText={busy ? '正在准备…' : '开始第一轮'}
          busy={busy}
          failure={failure}
          onSubmit={start}
        />
      </section>
    </>
  );
}

export default function ThemeSignEditPage() {
  const session = useSession();
  return (
    <div className="page fun-page">
      <p>
        <Link to="/funny/themeSign/home">‹ 主题星座测试</Link>
      </p>
      <h1>开始测试</h1>
      <LoginGate session={session}>
        <Edit />
      </LoginGate>
    </div>
  );
}
