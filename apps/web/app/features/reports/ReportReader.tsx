import type { ReportDocument } from '@xingtu/contracts/report-document';
import { ReportWheel } from './ReportWheel.tsx';

// A generated report as one page: who it is for, the wheel, the key points, a table of contents and
// every section with the chart factors it read. Reads only the shared ReportDocument.

export function ReportReader({
  document,
  variant = 'default',
  actions,
}: {
  document: ReportDocument;
  variant?: 'default' | 'study';
  actions?: React.ReactNode;
}) {
  return (
    <article className={`report-reader report-${variant}`} aria-label={document.title}>
      <header className="report-cover card">
        <h1>{document.title}</h1>
        <p className="report-subtitle">{document.subtitle}</p>
        <ul className="report-people">
          {document.people.map((person) => (
            <li key={`${person.name}-${person.birthLine}`}>
              <strong>{person.name}</strong> · {person.birthLine}
            </li>
          ))}
        </ul>
        <p className="muted">
          生成于 {document.generatedAt}（北京时间）· 第 {document.version} 版内容
        </p>
        {actions && <div className="report-actions">{actions}</div>}
      </header>
      {document.wheel && (
        <section className="card report-wheel-card" aria-label="星盘">
          <ReportWheel wheel={document.wheel} title={`${document.people[0]?.name ?? ''}的星盘`} />
        </section>
      )}
      {document.highlights.length > 0 && (
        <section className="card" aria-labelledby="report-highlights">
          <h2 id="report-highlights">要点速览</h2>
          <ul className="report-highlights">
            {document.highlights.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <nav className="card report-toc" aria-label="目录">
        <h2>目录</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.key}>
              <a href={`#section-${section.key}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section
          key={section.key}
          id={`section-${section.key}`}
          className="card report-section"
          aria-labelledby={`title-${section.key}`}
        >
          <h2 id={`title-${section.key}`}>{section.title}</h2>
          {section.factors.length > 0 && (
            <p className="report-factors">
              <span className="muted">本节依据：</span>
              {section.factors.join('；')}
            </p>
          )}
          {section.blocks.map((block, i) => {
            if (block.kind === 'paragraph') return <p key={i}>{block.text}</p>;
            if (block.kind === 'entry')
              return (
                <div key={i} className="report-entry">
                  <h3>{block.heading}</h3>
                  <p>{block.text}</p>
                </div>
              );
            return (
              <div key={i} className="table-scroll">
                <table className="report-table">
                  <thead>
                    <tr>
                      {block.columns.map((column) => (
                        <th key={column} scope="col">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, r) => (
                      <tr key={r}>
                        {row.map((cell, c) => (
                          <td key={c}>{cell}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          })}
        </section>
      ))}
    </article>
  );
}
