import type { ElementCheckRecord } from '@xingtu/contracts/baby';
import { babyApi } from '@xingtu/contracts/baby-api';
import type { ChartSource } from '@xingtu/contracts/charts';
import { client, records } from './lazy-client.ts';

// The baby pages' free element check (server: modules/baby; endpoints: contracts/baby-api.ts). The
// baby report itself goes through api/reports.ts.

/** A refusal is shown next to the form, not as a toast. */
const quiet = { cache: false, forceAuth: true, silent: true } as const;

export async function createElementCheck(source: ChartSource): Promise<ElementCheckRecord> {
  return records(await (await client()).call(babyApi.createElementCheck, { body: source as never }, quiet));
}

export async function fetchElementCheck(id: string): Promise<ElementCheckRecord> {
  return records(await (await client()).call(babyApi.getElementCheck, { params: { id } }, quiet));
}
