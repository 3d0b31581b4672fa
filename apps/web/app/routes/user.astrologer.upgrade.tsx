import { Link, type MetaFunction } from 'react-router';
import { APPROVAL_STATUS } from '@xingtu/contracts/enums';
import { EmptyState } from '../components/ui/PageState.tsx';
import { AstrologerInfoPending } from '../features/astrologers/AstrologerInfoPending.tsx';
import { ApplicationForm } from '../features/astrologers/ApplicationForm.tsx';
import { ApplicationStatus } from '../features/astrologers/ApplicationStatus.tsx';
import { useAstrologerInfo } from '../features/astrologers/use-astrologer-info.ts';

export const meta: MetaFunction = () => [{ title: '升级申请 - 星图' }];

/** 升级申请: an approved astrologer applies for another capacity (consulting, tarot, dice, training). */
export default function AstrologerUpgradePage() {
  const { info, failed, reload } = useAstrologerInfo();
  if (failed || !info) return <AstrologerInfoPending failed={failed} reload={reload} />;
  const held = info.capacities.filter((c) => c.applove === APPROVAL_STATUS.APPROVED);
  if (held.length === 0)
    return (
      <EmptyState
        text="通过占星师审核后，才能申请增加资质。"
        action={
          <Link className="btn btn-primary" to="/user/astrologer/apply">
            申请成为占星师
          </Link>
        }
      />
    );
  const waiting = info.latestApplication?.status === APPROVAL_STATUS.WAITING;
  return (
    <>
      <div className="user-panel">
        <h1>升级申请</h1>
        <p className="muted">已拥有的资质：{held.map((c) => c.typeLabel).join('、')}</p>
      </div>
      {info.latestApplication && <ApplicationStatus application={info.latestApplication} />}
      {!waiting &&
        (info.applicable.length === 0 ? (
          <EmptyState text="你已拥有全部资质，无需再申请。" />
        ) : (
          <ApplicationForm
            applicable={info.applicable}
            photoRequired={!info.profile?.photoUrl}
            onSubmitted={() => void reload()}
          />
        ))}
    </>
  );
}
