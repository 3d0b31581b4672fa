import { Link, type MetaFunction } from 'react-router';
import { EmptyState } from '../components/ui/PageState.tsx';
import { useAstrologerPage } from '../features/consultations/astrologer-page.ts';

// The astrologer page's courses. Courses arrive with the learning area (a course names its
// teacher); until then the tab says plainly that there are none.

export const meta: MetaFunction = () => [{ title: '占星师课程 - 星图' }];

export default function AstrologerCourseTab() {
  const { profile, consultant } = useAstrologerPage();
  return (
    <section aria-labelledby="courses-title">
      <h2 id="courses-title">课程</h2>
      <EmptyState
        text={`这位占星师还没有开设课程。${consultant ? `想直接请教${profile.displayName}，可以预约一次咨询。` : ''}`}
        action={
          consultant ? (
            <Link
              className="btn btn-primary"
              to={`/consultant/astrologer?id=${encodeURIComponent(profile.astrologerId)}`}
            >
              查看咨询服务
            </Link>
          ) : (
            <Link className="btn" to="/learning/dict">
              先读读占星词典
            </Link>
          )
        }
      />
    </section>
  );
}
