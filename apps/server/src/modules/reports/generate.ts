import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { beijingClock } from '@xingtu/contracts/beijing-time';
import type { ReportDocument } from '@xingtu/contracts/report-document';
import { composeReport, REPORT_TEMPLATE_SPECS } from '@xingtu/readings/report/compose';
import type { AppDeps } from '../../deps.ts';
import { reports, reportVersions } from '../../db/schema/reports.ts';
import { computeChart } from '../charts/index.ts';
import { birthLine, type StoredPerson } from './people.ts';
import { templateSpec, type SoldTemplateKey } from './templates.ts';

// Generation, the durable job: the charts of the stored people, the composed document, one version
// row. Running it twice writes one version (unique per report and version) and leaves the report
// ready; a report refunded meanwhile stays withdrawn.

export const REPORT_GENERATE_JOB = 'reports.generate';
export interface GenerateJob {
  reportId: number;
  version: number;
}

/** 「2026年11月25日 15:40」 in Beijing time. */
export function generatedAtText(now: Date): string {
  const c = beijingClock(now)!;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${c.year}年${c.month}月${c.day}日 ${pad(c.hour)}:${pad(c.minute)}`;
}

export async function composeFor(
  deps: AppDeps,
  template: SoldTemplateKey | 'teaser',
  people: StoredPerson[],
): Promise<ReportDocument> {
  const composed = await Promise.all(
    people.map(async (person) => {
      const { chart } = await computeChart(
        deps,
        null,
        '',
        { birth: person.birth, name: person.name },
        { house_system: 'P', orbs: undefined },
      );
      return { name: person.name, birthLine: birthLine(person.birth), chart };
    }),
  );
  return composeReport(template, composed, {
    generatedAt: generatedAtText(deps.now()),
    version: REPORT_TEMPLATE_SPECS[template].version,
  });
}

export async function enqueueGeneration(deps: AppDeps, job: GenerateJob): Promise<void> {
  await deps.jobs.enqueue(REPORT_GENERATE_JOB, job, {
    uniqueKey: `report-generate:${job.reportId}:${job.version}`,
    maxAttempts: 3,
  });
}

export async function generateReport(
  deps: AppDeps,
  job: GenerateJob,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  const { db } = deps.database;
  const [report] = await db.select().from(reports).where(eq(reports.id, job.reportId));
  if (!report || report.status !== 'generating' || report.currentVersion >= job.version) return;
  const spec = templateSpec(report.template);
  let document: ReportDocument;
  try {
    if (!spec) throw new Error(`unknown report template ${report.template}`);
    document = await composeFor(deps, spec.key as SoldTemplateKey, report.input as StoredPerson[]);
  } catch (error) {
    log.error({ err: error, reportId: report.id }, 'report generation failed');
    await db
      .update(reports)
      .set({ status: 'failed', failure: (error as Error).message, updatedAt: deps.now() })
      .where(and(eq(reports.id, report.id), eq(reports.status, 'generating')));
    return;
  }
  const now = deps.now();
  await db.transaction(async (tx) => {
    await tx
      .insert(reportVersions)
      .values({
        reportId: report.id,
        version: job.version,
        templateVersion: document.version,
        document,
        createdAt: now,
      })
      .onConflictDoNothing();
    await tx
      .update(reports)
      .set({
        status: 'ready',
        failure: null,
        currentVersion: sql`greatest(${reports.currentVersion}, ${job.version})`,
        firstGeneratedAt: sql`coalesce(${reports.firstGeneratedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(and(eq(reports.id, report.id), eq(reports.status, 'generating')));
  });
}
