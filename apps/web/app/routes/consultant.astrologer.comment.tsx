import type { MetaFunction } from 'react-router';
import { ReviewList } from '../features/comments/ReviewList.tsx';
import { useAstrologerPage } from '../features/consultations/astrologer-page.ts';

// The astrologer page's reviews: what members wrote after a completed consultation, with the
// astrologer's replies. Only members who completed a booking can review (from their booking page).

export const meta: MetaFunction = () => [{ title: '占星师评价 - 星图' }];

export default function AstrologerCommentTab() {
  const { profile, signedIn } = useAstrologerPage();
  return (
    <section aria-labelledby="comments-title">
      <h2 id="comments-title">来访者评价</h2>
      <p className="muted">评价均来自完成咨询的来访者，每次预约可以评价一次。</p>
      <ReviewList
        targetType="astrologer"
        targetId={profile.astrologerId}
        signedIn={signedIn}
        emptyText={`${profile.displayName}还没有收到评价。`}
      />
    </section>
  );
}
