import { Link, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { fetchIsarMembership } from '../api/exams.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { useLoad } from '../components/ui/use-load.ts';
import '../features/exams/exams.css';

// /user/ISARMember: the member's ISAR membership — active or not, its end time (Beijing time), and the
// cards that made it.

export const meta: MetaFunction = () => [{ title: 'ISAR会员 - 星图' }];

export default function IsarMemberPage() {
  const { value, load, reload } = useLoad(fetchIsarMembership, 'membership');
  return (
    <div className="user-panel">
      <div className="panel-head">
        <h1>ISAR会员</h1>
        <Link to="/isar?index=1">会员权益 ›</Link>
      </div>
      {load.kind !== 'ready' || !value ? (
        <LoadState
          load={load}
          reload={reload}
          missingText="没有找到会员信息。"
          failedText="会员信息暂时无法加载，请稍后再试。"
          back={{ to: '/user/order', label: '返回个人中心' }}
        />
      ) : (
        <>
          <section className="card" aria-label="会员状态">
            {value.member ? (
              <>
                <span className="status-tag" data-tone="ok">
                  会员有效
                </span>
                <p>
                  {value.endTime
                    ? `有效期至 ${formatBeijing(value.endTime, 'minute')}（北京时间）`
                    : '长期有效'}
                </p>
              </>
            ) : (
              <>
                <span className="status-tag" data-tone="bad">
                  {value.endTime ? '会员已到期' : '尚未开通'}
                </span>
                <p>
                  {value.endTime ? `已于 ${formatBeijing(value.endTime, 'minute')} 到期。` : ''}
                  购买并兑换 ISAR 会员卡即可开通或续期。
                </p>
              </>
            )}
            <div className="exam-actions">
              <Link className="btn btn-primary" to="/isar?index=1">
                {value.member ? '续期' : '开通会员'}
              </Link>
              <Link className="btn" to="/eCard/detail">
                兑换会员卡
              </Link>
            </div>
          </section>
          {value.history.length > 0 && (
            <section className="card" aria-label="开通记录">
              <h2>开通记录</h2>
              <ul className="exam-list">
                {value.history.map((h, i) => (
                  <li key={i}>
                    <span>
                      {h.title} · {h.grantText}
                    </span>
                    <span className="exam-meta">{formatBeijing(h.at, 'minute')}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
