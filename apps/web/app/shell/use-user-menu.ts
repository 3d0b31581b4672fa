import { useRouteLoaderData } from 'react-router';
import { menuForViewer, type AccountMenuItem } from '@xingtu/contracts/menus';
import type { RootData } from '../root.tsx';
import { useSession } from './use-session.ts';

/** The user-centre menu this member sees: the built pages (from the server) under SPEC §2's rules. */
export function useUserMenu(): AccountMenuItem[] {
  const root = useRouteLoaderData<RootData>('root');
  const session = useSession();
  return menuForViewer(root?.common.userMenu ?? [], { user: session.user, access: session.access });
}
