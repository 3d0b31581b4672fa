import { Link } from 'react-router';
import { consultationKindLabel } from '@xingtu/contracts/consultations';
import { EmptyState } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { useAstrologerPage } from '../features/consultations/astrologer-page.ts';

// The astrologer page's first tab: the consultation services to book, when they offer any.

export default function AstrologerServicesTab() {
  const { consultant } = useAstrologerPage();
  return (
    <section aria-labelledby="services-title">
      <h2 id="services-title">咨询服务</h2>
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
    </section>
  );
}
