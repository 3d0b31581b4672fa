import { Link, type MetaFunction } from 'react-router';
import { APPROVAL_STATUS } from '@xingtu/contracts/enums';
import { AstrologerInfoPending } from '../features/astrologers/AstrologerInfoPending.tsx';
import { ApplicationForm } from '../features/astrologers/ApplicationForm.tsx';
import { ApplicationStatus } from '../features/astrologers/ApplicationStatus.tsx';
import { useAstrologerInfo } from '../features/astrologers/use-astrologer-info.ts';
import '../features/astrologers/astrologers.css';

export const meta: MetaFunction = () => [{ title: '申请成为占星师 - 星图' }];

/** 申请成为占星师: the application form, or where the member's application stands. */
export default function AstrologerApplyPage() {
  const { info, failed, reload } = useAstrologerInfo();
  if (failed || !info) return <AstrologerInfoPending failed={failed} reload={reload} />;
  const approved = info.capacities.some((c) => c.applove === APPROVAL_STATUS.APPROVED);
  const waiting = info.latestApplication?.status === APPROVAL_STATUS.WAITING;
  return (
    <>
      <div className="user-panel">
        <h1>申请成为占星师</h1>
        <p className="muted">
          通过审核后，你可以在星图开设一对一咨询、回答塔罗或占星骰子提问，并在占星师中心管理服务与收入。
        </p>
      </div>
      {info.latestApplication && <ApplicationStatus application={info.latestApplication} />}
      {approved ? (
        <div className="user-panel">
          <p>你已通过占星师审核。</p>
          <p>
            <Link className="btn btn-primary" to="/user/astrologer/info">
              进入占星师中心
            </Link>{' '}
            {info.applicable.length > 0 && <Link to="/user/astrologer/upgrade">申请其他资质</Link>}
          </p>
        </div>
      ) : (
        !waiting && (
          <ApplicationForm
            applicable={info.applicable}
            photoRequired={!info.profile?.photoUrl}
            onSubmitted={() => void reload()}
          />
        )
      )}
    </>
  );
}
