import { useRouteLoaderData } from 'react-router';
import { CentreFrame } from '../features/user/CentreFrame.tsx';
import type { RootData } from '../root.tsx';
import '../features/astrologers/astrologers.css';

/** The astrologer centre frame: SPEC §2's astrologer menu (built pages only) beside or above the page. */
export default function AstrologerCentreLayout() {
  const root = useRouteLoaderData<RootData>('root');
  return <CentreFrame title="占星师中心" entries={root?.common.astrologerMenu ?? []} />;
}
