import type { MetaFunction } from 'react-router';
import { PageLoading } from '../components/ui/PageState.tsx';
import { AvatarUpload } from '../features/user/AvatarUpload.tsx';
import { ProfileForm } from '../features/user/ProfileForm.tsx';
import { useSession } from '../shell/use-session.ts';

export const meta: MetaFunction = () => [{ title: '个人信息 - 星图' }];

export default function UserInformationPage() {
  const { user } = useSession();
  if (!user) return <PageLoading />;
  return (
    <div className="user-panel">
      <h1>个人信息</h1>
      <p className="birth-status">
        <span>用户ID：{user.userId}</span> <span>昵称：{user.userName}</span>
      </p>
      <AvatarUpload user={user} />
      <ProfileForm key={user.userId} user={user} />
    </div>
  );
}
