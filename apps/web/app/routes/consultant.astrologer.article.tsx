import { Link, type MetaFunction } from 'react-router';
import { EmptyState } from '../components/ui/PageState.tsx';
import { useAstrologerPage } from '../features/consultations/astrologer-page.ts';

// The astrologer page's articles. Articles arrive with the content area (news and blog posts by an
// author); until then the tab says plainly that there are none and points to what there is.

export const meta: MetaFunction = () => [{ title: '占星师文章 - 星图' }];

export default function AstrologerArticleTab() {
  const { profile } = useAstrologerPage();
  return (
    <section aria-labelledby="articles-title">
      <h2 id="articles-title">文章</h2>
      <EmptyState
        text={`这位占星师还没有发布文章。想先了解${profile.displayName}，可以看看简介和来访者的评价。`}
        action={
          <Link
            className="btn"
            to={`/consultant/astrologer/comment?id=${encodeURIComponent(profile.astrologerId)}`}
          >
            看评价
          </Link>
        }
      />
    </section>
  );
}
