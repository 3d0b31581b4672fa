import type { BirthPayload, ChartSource } from '@xingtu/contracts/charts';
import type { PageData } from '@xingtu/contracts/envelope';
import type {
  BtfCheckRecord,
  BtfEventKind,
  BtfRunRecord,
  DevelopmentAgesRecord,
  ElementTestRecord,
  LoveTestRecord,
  NvcEntryRecord,
  NvcGuideRecord,
  ThemeSignRecord,
  ThemeSignTheme,
} from '@xingtu/contracts/fun';
import { funApi as api } from '@xingtu/contracts/fun-api';
import { client, page, records } from './lazy-client.ts';

// The fun tests and tools (server: modules/fun; endpoints: contracts/fun-api.ts). Everything is the
// member's own: no cache; a refusal is shown next to its form (silent), not as a toast.

const mine = { cache: false, forceAuth: true } as const;
const quiet = { cache: false, forceAuth: true, silent: true } as const;

export async function createLoveTest(a: ChartSource, b: ChartSource): Promise<LoveTestRecord> {
  return records(await (await client()).call(api.createLoveTest, { body: { a, b } as never }, quiet));
}
export async function fetchLoveTest(id: string): Promise<LoveTestRecord> {
  return records(await (await client()).call(api.getLoveTest, { params: { id } }, quiet));
}
export async function createElementTest(source: ChartSource): Promise<ElementTestRecord> {
  return records(await (await client()).call(api.createElementTest, { body: source as never }, quiet));
}
export async function fetchElementTest(id: string): Promise<ElementTestRecord> {
  return records(await (await client()).call(api.getElementTest, { params: { id } }, quiet));
}
export async function createThemeSign(theme: ThemeSignTheme, source: ChartSource): Promise<ThemeSignRecord> {
  return records(
    await (await client()).call(api.createThemeSign, { body: { theme, ...source } as never }, quiet),
  );
}
export async function fetchThemeSign(id: string): Promise<ThemeSignRecord> {
  return records(await (await client()).call(api.getThemeSign, { params: { id } }, quiet));
}
export async function answerThemeSign(id: string, round: number, choice: string): Promise<ThemeSignRecord> {
  return records(
    await (
      await client()
    ).call(api.answerThemeSign, { params: { id, round: String(round) }, body: { choice } as never }, quiet),
  );
}
export async function fetchNvcGuide(birth: BirthPayload): Promise<NvcGuideRecord> {
  return records(await (await client()).call(api.nvcGuide, { body: { birth } as never }, quiet));
}
export interface NvcDraft {
  observation: string;
  feeling: string;
  need: string;
  request: string;
  birth?: BirthPayload;
}
export async function createNvcEntry(draft: NvcDraft): Promise<NvcEntryRecord> {
  return records(await (await client()).call(api.createNvcEntry, { body: draft as never }, quiet));
}
export async function fetchNvcEntries(current = 1, size = 10): Promise<PageData<NvcEntryRecord>> {
  return page(await (await client()).call(api.listNvcEntries, { query: { current, size } as never }, mine));
}
export async function fetchNvcEntry(id: string): Promise<NvcEntryRecord> {
  return records(await (await client()).call(api.getNvcEntry, { params: { id } }, quiet));
}
export async function deleteNvcEntry(id: string): Promise<void> {
  await (await client()).call(api.deleteNvcEntry, { params: { id } }, quiet);
}
export async function fetchDevelopmentAges(source: ChartSource): Promise<DevelopmentAgesRecord> {
  return records(await (await client()).call(api.developmentAges, { body: source as never }, quiet));
}
export interface BtfDraft {
  birth: BirthPayload;
  reliability: string;
  events: { date: string; kind: BtfEventKind; note?: string }[];
}
export async function createBtfRun(draft: BtfDraft): Promise<BtfRunRecord> {
  return records(await (await client()).call(api.createBtfRun, { body: draft as never }, quiet));
}
export async function fetchBtfRun(id: string): Promise<BtfRunRecord> {
  return records(await (await client()).call(api.getBtfRun, { params: { id } }, quiet));
}
export async function fetchBtfRuns(): Promise<PageData<BtfRunRecord>> {
  return page(
    await (await client()).call(api.listBtfRuns, { query: { current: 1, size: 10 } as never }, mine),
  );
}
export async function fetchBtfChecks(): Promise<BtfCheckRecord[]> {
  return records(await (await client()).call(api.listBtfChecks, {}, mine));
}
