import { CentreFrame } from '../features/user/CentreFrame.tsx';
import { useUserMenu } from '../shell/use-user-menu.ts';

/** The user-centre frame: the SPEC §2/§6 menu beside (desktop) or above (mobile) the page. */
export default function UserCentreLayout() {
  return <CentreFrame title="个人中心" entries={useUserMenu()} />;
}
