import { useCallback } from 'react';
import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { consultationKindLabel } from '@xingtu/contracts/consultations';
import { fetchConsultant } from '../api/consultations.ts';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { useLoad } from '../features/consultations/use-load.ts';
import '../features/consultations/consultations.css';

// A consultant's page: who they are and the services to book. Articles, reviews and courses get
// their tabs when those exist for the consultant.

export const meta: MetaFunction = () => [{ title: '咨询师主页 - 星图' }];

export default function ConsultantPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const read = useCallback(() => fetchConsultant(id), [id]);
  const { load, reload } = useLoad(read);

  if (load.kind === 'loading') return <PageLoading />;
  if (load.kind === 'missing')
    return (
      <div className="consult-page">
        <EmptyState
          text="没有找到这位咨询师，可能暂未开放预约。"
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
        text="咨询师主页加载失败。"
        action={
          <button type="button" className="btn" onClick={reload}>
            重新加载
          </button>
        }
      />
    );
  const consultant = load.value;
  return (
    <div className="consult-page">
      <div className="card consultant-card">
        {consultant.avatar ? (
          <img className="consult-avatar" src={consultant.avatar} alt="" />
        ) : (
          <span className="consult-avatar" aria-hidden="true" />
        )}
        <div>
          <h1>{consultant.name}</h1>
          {consultant.introduction && <p>{consultant.introduction}</p>}
          <p>
            {consultant.specialities.map((item) => (
              <span key={item} className="tag">
                {item}
              </span>
            ))}
          </p>
        </div>
      </div>
      <h2>咨询服务</h2>
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
              to={`/consultant/input?id=${consultant.id}&service=${service.id}`}
            >
              预约
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
