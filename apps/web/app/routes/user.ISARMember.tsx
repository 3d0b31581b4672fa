import { useEffect, useState } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { ISAR_TRACK_LABELS } from '@xingtu/contracts/exams';
import type { IsarApplication } from '@xingtu/contracts/exams-schemas';
import { fetchIsarApplications, fetchIsarMembership } from '../api/exams.ts';
import { LoadState } from '../components/ui/LoadState.tsx';
import { useLoad } from '../components/ui/use-load.ts';
import '../features/exams/exams.css';

// /user/ISARMember: the member's ISAR membership — active or not, its end time (Beijing time), and the
// cards that made it; and the member's ISAR applications with the reviewer's outcome and reason.

export const meta: MetaFunction = () => [{ title: 'ISAR会员 - 星图' }];

const OUTCOME: Record<IsarApplication['status'], { text: string; tone: string }> = {
  submitted: { text: '审核中', tone: 'wait' },
  accepted: { text: '已通过', tone: 'ok' },
  declined: { text: '未通过', tone: 'bad' },
};

function MyApplications() {
  const [items, setItems] = useState<IsarApplication[] | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    fetchIsarApplications().then(
      (list) => live && setItems(list),
      () => live && setItems('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (items === null) return null;
  return (
    <section className="card" aria-label="我的申请">
      <h2>我的申请</h2>
      {items === 'failed' ? (
        <p className="form-error">申请记录暂时无法加载，请稍后刷新。</p>
      ) : items.length === 0 ? (
        <p className="muted">
          还没有提交过申请。<Link to="/isar/input">填写 ISAR 申请表 ›</Link>
        </p>
      ) : (
        <ul className="exam-list">
          {items.map((item) => (
            <li key={item.id}>
              <span>
                {ISAR_TRACK_LABELS[item.track]} · 提交于 {formatBeijing(item.createdAt, 'minute')}
                {item.reviewReason && <span className="isar-reason">审核意见：{item.reviewReason}</span>}
              </span>
              <span className="status-tag" data-tone={OUTCOME[item.status].tone}>
                {OUTCOME[item.status].text}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

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
          <MyApplications />
        </>
      )}
    </div>
  );
}
