import { Link, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import {
  TAROT_ASSIST_REWARD_DAYS,
  TAROT_ASSISTS_NEEDED,
  TAROT_ASSISTS_PER_DAY,
} from '@xingtu/contracts/tarot';
import { fetchMyAssists } from '../api/tarot.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { useLoad } from '../components/ui/use-load.ts';
import { useSession } from '../shell/use-session.ts';
import '../features/tarot/tarot.css';

// /assistShare/detail: how friends' help works, and (signed in) the shares this member has helped.

export const meta: MetaFunction = () => [
  { title: '好友助力规则 - 星图' },
  { name: 'description', content: '分享一次塔罗解读，请好友助力，集满即可解锁一次免费解读。' },
];

function MyAssists() {
  const { value, load, reload } = useLoad(() => fetchMyAssists(1, 20), 'mine');
  if (load.kind !== 'ready' || !value)
    return (
      <LoadState
        load={load}
        reload={reload}
        missingText="没有找到助力记录。"
        failedText="助力记录暂时无法加载，请稍后再试。"
        back={{ to: '/tarotChat', label: '去塔罗占卜' }}
      />
    );
  if (value.records.length === 0) return <p className="tarot-note">你还没有为好友助力过。</p>;
  return (
    <ul className="tarot-list">
      {value.records.map((a) => (
        <li key={a.code}>
          <Link to={`/assistShare/${a.code}`}>
            <span className="tarot-list-title">
              为 {a.ownerName} 的「{a.spreadName}」助力
            </span>
            <span className="tarot-list-meta">{formatBeijing(a.at, 'datetime')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function AssistShareDetailPage() {
  const session = useSession();
  return (
    <div className="tarot-page">
      <h1>好友助力</h1>
      <section className="card">
        <h2>怎样解锁免费解读</h2>
        <ol>
          <li>在塔罗占卜完成一次解读后，点「分享给好友」，得到你的专属链接、二维码和分享图片。</li>
          <li>好友打开链接并登录后，点「为 TA 助力」。每位好友对同一次分享只能助力一次。</li>
          <li>
            集满 {TAROT_ASSISTS_NEEDED} 位好友助力，你会得到一次免费塔罗解读，{TAROT_ASSIST_REWARD_DAYS}{' '}
            天内有效。
          </li>
        </ol>
        <h2>公平规则</h2>
        <ul>
          <li>不能为自己的分享助力。</li>
          <li>每个账号每天最多为 {TAROT_ASSISTS_PER_DAY} 次分享助力。</li>
          <li>同一次分享集满后不再累计；发现刷助力的账号，平台会收回奖励。</li>
        </ul>
        <p className="tarot-actions">
          <Link className="btn btn-primary" to="/tarotChat">
            去塔罗占卜
          </Link>
          <Link className="btn" to="/tarotChat/shareLogs">
            我的分享
          </Link>
        </p>
      </section>
      <section className="card">
        <h2>我助力过的分享</h2>
        {session.ready && session.user ? (
          <MyAssists />
        ) : (
          <p className="tarot-note">
            <Link to="/login?from=%2FassistShare%2Fdetail">登录</Link>后查看你为好友助力的记录。
          </p>
        )}
      </section>
    </div>
  );
}
