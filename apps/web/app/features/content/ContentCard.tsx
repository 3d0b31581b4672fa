import { Link } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { ContentSummaryRecord } from '@xingtu/contracts/content';

const FALLBACK_COVER = '/covers/news-school.svg';

/** A news item in a list: cover, title, summary, author and date (Beijing time). */
export function ContentCard({
  item,
  headingLevel = 2,
}: {
  item: ContentSummaryRecord;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="content-card">
      <Link to={item.url} className="content-card-link">
        <img
          className="content-card-cover"
          src={item.cover ?? FALLBACK_COVER}
          alt=""
          width={400}
          height={300}
          loading="lazy"
        />
        <div className="content-card-body">
          <Heading className="content-card-title">{item.title}</Heading>
          <p className="content-card-summary">{item.summary}</p>
          <p className="muted content-card-meta">
            {item.kind === 'NEWS_RECOMMEND' && <span className="content-badge">推荐</span>}
            <span>{item.author}</span>
            {item.publishedAt && (
              <time dateTime={item.publishedAt}>{formatBeijing(item.publishedAt, 'date')}</time>
            )}
          </p>
        </div>
      </Link>
    </li>
  );
}
