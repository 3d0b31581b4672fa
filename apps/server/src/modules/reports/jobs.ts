import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { generateReport, REPORT_GENERATE_JOB, type GenerateJob } from './generate.ts';

/** The report area's durable job: generation of one version. */
export function registerReportJobs(deps: AppDeps, log: FastifyBaseLogger): void {
  deps.jobs.register(REPORT_GENERATE_JOB, (payload) => generateReport(deps, payload as GenerateJob, log));
}
