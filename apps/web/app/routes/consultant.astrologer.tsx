import { useCallback } from 'react';
import { Link, useSearchParams, type MetaFunction } from 'react-router';
import type { PublicAstrologerRecord } from '@xingtu/contracts/astrologers';
import { consultationKindLabel, type ConsultantDetail } from '@xingtu/contracts/consultations';
import { CAPACITY_TYPE_LABELS } from '@xingtu/contracts/enums';
import { fetchPublicAstrologer } from '../api/astrologers.ts';
import { fetchConsultantOrNone } from '../api/consultations.ts';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { useLoad } from '../features/consultations/use-load.ts';
import '../features/consultations/consultations.css';

// An astrologer's public page, addressed by the astrologers area's public id: who they are, and
// the consultation services to book when they offer any. Articles, reviews and courses get their
// tabs when those exist for the astrologer.

export const meta: MetaFunction = () => [{ title: '占星师主页 - 星图' }];

interface AstrologerPage {
  profile: PublicAstrologerRecord;
  consultant: ConsultantDetail | null;
}

export default function AstrologerPublicPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const read = useCallback(async (): Promise<AstrologerPage> => {
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
          {profile.introduction && <p>{profile.introduction}</p>}
          {profile.specialities.length > 0 && <p>擅长：{profile.specialities.join('、')}</p>}
          {profile.languages.length > 0 && <p>服务语言：{profile.languages.join('、')}</p>}
        </div>
      </div>
      <h2>咨询服务</h2>
      {consultant && consultant.services.length > 0 ? (
        <ul className="service-list" aria-label="咨询服务">
          {consultant.services.map((service) => (
            <li key={service.id} className="card">
              <strong>{service.title}</strong>
              <p>
                {consultationKindLabel(service.kind)} · {service.durationMinutes}分钟 ·{' '}
                <Price fen={service.priceFen} />
              </p>
              {service.summary && <p>{service.summary}</p>}
              <Link
                className="btn btn-primary btn-small"
                to={`/consultant/input?id=${encodeURIComponent(consultant.id)}&service=${encodeURIComponent(service.id)}`}
              >
                预约
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          text="这位占星师暂未开放咨询预约。"
          action={
            <Link className="btn" to="/consultant">
              看看其他咨询师
            </Link>
          }
        />
      )}
    </div>
  );
}
