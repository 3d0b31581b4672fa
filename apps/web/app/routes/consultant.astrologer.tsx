import { useCallback } from 'react';
import { Link, NavLink, Outlet, useSearchParams, type MetaFunction } from 'react-router';
import { ratingText } from '@xingtu/contracts/comments';
import { CAPACITY_TYPE_LABELS } from '@xingtu/contracts/enums';
import { fetchPublicAstrologer } from '../api/astrologers.ts';
import { fetchConsultantOrNone } from '../api/consultations.ts';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { RatingStars } from '../features/comments/RatingStars.tsx';
import { ASTROLOGER_TABS, type AstrologerPageData } from '../features/consultations/astrologer-page.ts';
import { useLoad } from '../features/consultations/use-load.ts';
import { useSession } from '../shell/use-session.ts';
import '../features/consultations/consultations.css';
import { FavouriteButton } from '../features/content/FavouriteButton.tsx';

// An astrologer's public page, addressed by the astrologers area's public id: who they are, their
// rating, and tabs (services to book, reviews, articles, courses) as child routes.

export const meta: MetaFunction = () => [{ title: '占星师主页 - 星图' }];

export default function AstrologerPublicPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const session = useSession();
  const read = useCallback(async () => {
    const [profile, consultant] = await Promise.all([fetchPublicAstrologer(id), fetchConsultantOrNone(id)]);
    return { profile, consultant };
  }, [id]);
  const { load, reload } = useLoad(read);

  if (load.kind === 'loading') return <PageLoading />;
  if (load.kind === 'missing')
    return (
      <div className="consult-page">
        <EmptyState
          text="没有找到这位占星师，链接可能已失效。"
          action={
            <Link className="btn" to="/consultant">
              看看其他咨询师
            </Link>
          }
        />
      </div>
    );
  if (load.kind === 'failed')
    return (
      <PageError
        text="占星师主页加载失败。"
        action={
          <button type="button" className="btn" onClick={reload}>
            重新加载
          </button>
        }
      />
    );
  const { profile, consultant } = load.value;
  const context: AstrologerPageData = { profile, consultant, signedIn: Boolean(session.user) };
  const query = `?id=${encodeURIComponent(id)}`;
  return (
    <div className="consult-page">
      <div className="card consultant-card">
        {profile.photoUrl ? (
          <img className="consult-avatar" src={profile.photoUrl} alt="" />
        ) : (
          <span className="consult-avatar" aria-hidden="true" />
        )}
        <div>
          <h1>{profile.displayName}</h1>
          <p>
            {profile.capacities.map((type) => (
              <span key={type} className="tag">
                {CAPACITY_TYPE_LABELS[type]}
              </span>
            ))}
          </p>
          {consultant && (
            <p className="consult-rating">
              {consultant.ratingAverage !== null && <RatingStars rating={consultant.ratingAverage} />}{' '}
              <strong>{ratingText(consultant.ratingAverage)}</strong>
              {consultant.ratingCount > 0 && (
                <span className="muted">（{consultant.ratingCount}条评价）</span>
              )}
            </p>
          )}
          {profile.introduction && <p>{profile.introduction}</p>}
          {profile.specialities.length > 0 && <p>擅长：{profile.specialities.join('、')}</p>}
          {profile.languages.length > 0 && <p>服务语言：{profile.languages.join('、')}</p>}
          <FavouriteButton kind="astrologer" targetId={profile.astrologerId} />
        </div>
      </div>
      <nav className="astrologer-tabs" aria-label="占星师主页栏目">
        {ASTROLOGER_TABS.map((tab) => (
          <NavLink
            key={tab.path}
            end
            to={`/consultant/astrologer${tab.path}${query}`}
            className={({ isActive }) => (isActive ? 'astrologer-tab active' : 'astrologer-tab')}
          >
            {tab.label}
            {tab.path === '/comment' &&
              consultant &&
              consultant.ratingCount > 0 &&
              ` ${consultant.ratingCount}`}
          </NavLink>
        ))}
      </nav>
      <Outlet context={context} />
    </div>
  );
}
