import type { ChartSourceBody } from '@xingtu/contracts/charts-schemas';
import type { ReportDocument } from '@xingtu/contracts/report-document';
import type { AppDeps } from '../../deps.ts';
import { resolveSource } from '../charts/index.ts';
import { composeFor } from './generate.ts';
import { fullBirth } from './people.ts';

// The free short teaser (星盘速览): composed on request from one birth, never stored.

export async function teaserFor(
  deps: AppDeps,
  viewerId: number | null,
  source: ChartSourceBody,
): Promise<ReportDocument> {
  const resolved = await resolveSource(deps, viewerId, '', source);
  const name = resolved.label.name ?? source.name?.trim() ?? '你';
  const given = source.birth ?? { date: resolved.label.date, time: null, disambiguation: 'earlier' as const };
  return composeFor(deps, 'teaser', [
    { name, contactId: resolved.label.contactId, birth: fullBirth(resolved, given) },
  ]);
}
