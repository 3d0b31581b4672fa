import { Link, type MetaFunction } from 'react-router';
import { EmptyState } from '../components/ui/PageState.tsx';
import { AstrologerInfoPending } from '../features/astrologers/AstrologerInfoPending.tsx';
import { CapitalPanel } from '../features/astrologers/CapitalPanel.tsx';
import { ProfileEditor } from '../features/astrologers/ProfileEditor.tsx';
import { useAstrologerInfo } from '../features/astrologers/use-astrologer-info.ts';

export const meta: MetaFunction = () => [{ title: '个人资料 - 占星师中心 - 星图' }];

/** The astrologer centre's landing: the public profile to edit, and the earnings with withdrawals. */
export default function AstrologerInfoPage() {
  const { info, failed, reload, setInfo } = useAstrologerInfo();
  if (failed || !info)
    return <AstrologerInfoPending failed={failed} reload={reload} failedText="资料加载失败，请稍后再试。" />;
  const profile = info.profile;
  if (!profile || profile.capacities.length === 0)
    return (
      <EmptyState
        text="通过占星师审核后，这里可以编辑你的主页并查看收入。"
        action={
          <Link className="btn btn-primary" to="/user/astrologer/apply">
            申请成为占星师
          </Link>
        }
      />
    );
  return (
    <>
      <ProfileEditor profile={profile} onSaved={(saved) => setInfo({ ...info, profile: saved })} />
      <CapitalPanel />
    </>
  );
}
