import { Link } from 'react-router';
import type { ReportTemplateRecord } from '@xingtu/contracts/reports';
import { Price } from '../commerce/index.ts';
import { FORM_LABELS } from './categories.ts';
import { productPath } from './report-links.ts';

/** One report in the catalogue: its cover (when the product has one), what it is, its price, a sample, and the way to its page. */
export function TemplateCard({
  template,
  showSample = true,
}: {
  template: ReportTemplateRecord;
  showSample?: boolean;
}) {
  return (
    <li className="card report-template" aria-label={template.title}>
      {template.cover && (
        <img
          className="report-template-cover"
          src={template.cover}
          alt=""
          width={400}
          height={300}
          loading="lazy"
        />
      )}
      <h3>{template.title}</h3>
      <p className="report-subtitle">{template.subtitle}</p>
      <p>{template.summary}</p>
      <p className="muted">{FORM_LABELS[template.form]}</p>
      {showSample && (
        <details className="report-sample">
          <summary>看看样例：{template.sample.title}</summary>
          <p>{template.sample.text}</p>
        </details>
      )}
      <div className="report-template-foot">
        {template.priceFen !== null ? (
          <Price fen={template.priceFen} listFen={template.listPriceFen ?? undefined} />
        ) : (
          <span className="muted">即将上线</span>
        )}
        {template.productId !== null && (
          <Link className="btn btn-small btn-primary" to={productPath(template)}>
            了解详情
          </Link>
        )}
      </div>
    </li>
  );
}
