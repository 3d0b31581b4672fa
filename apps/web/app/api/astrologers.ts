import type {
  ApplicationRecord,
  AstrologerLanguage,
  AstrologerSpeciality,
  CapitalEntryRecord,
  CapitalSummary,
  MyAstrologerInfo,
  PublicAstrologerRecord,
  WithdrawalChannel,
  WithdrawalRecord,
} from '@xingtu/contracts/astrologers';
import { astrologersApi } from '@xingtu/contracts/astrologers-api';
import type { DataOf } from '@xingtu/contracts/endpoint';
import type { CapacityType } from '@xingtu/contracts/enums';
import type { PageData } from '@xingtu/contracts/envelope';
import { client, page, records } from './lazy-client.ts';
import { resyncUser } from './session.ts';
import { STORAGE_KEYS, browserStore } from './storage.ts';

// The astrologer area (server: modules/astrologers; endpoints: contracts/astrologers-api.ts).
// Everything here is the member's own and changes under review: never cached.

const api = astrologersApi;
const fresh = { cache: false, forceAuth: true } as const;
/** Refusals of a form are shown next to it, not as a toast. */
const quiet = { cache: false, forceAuth: true, silent: true } as const;

export async function fetchMyAstrologerInfo(capacityType?: CapacityType): Promise<MyAstrologerInfo> {
  const query = capacityType ? { capacityType } : {};
  return records(await (await client()).call(api.myInfo, { query }, fresh));
}

export interface ApplicationInput {
  realName: string;
  experience: string;
  specialities: string[];
  capacities: CapacityType[];
  photo: File | null;
  certificates: File[];
}

/** Multipart (files), so not through call(): the declaration gives the path and the answer's type. */
export async function submitApplication(input: ApplicationInput): Promise<ApplicationRecord> {
  const form = new FormData();
  form.append('real_name', input.realName);
  form.append('experience', input.experience);
  for (const item of input.specialities) form.append('specialities', item);
  for (const item of input.capacities) form.append('capacities', item);
  if (input.photo) form.append('photo', input.photo);
  for (const file of input.certificates) form.append('certificates', file);
  const answer = await (await client()).post<DataOf<typeof api.apply>>(api.apply.path, form, quiet);
  // The capacities on the user record changed (01 waiting): menus and the astrologer cache follow.
  browserStore('local').removeItem(STORAGE_KEYS.astrologer);
  await resyncUser();
  return records(answer);
}

export interface ProfileInput {
  displayName: string;
  introduction: string;
  specialities: AstrologerSpeciality[];
  languages: AstrologerLanguage[];
}

export async function saveMyProfile(input: ProfileInput): Promise<PublicAstrologerRecord> {
  return records(await (await client()).call(api.updateProfile, { body: input }, quiet));
}

/** An approved astrologer's public page (anyone may read it; 404 when there is no such astrologer). */
export async function fetchPublicAstrologer(astrologerId: string): Promise<PublicAstrologerRecord> {
  return records(
    await (await client()).call(api.getPublic, { params: { astrologerId } }, { cache: false, silent: true }),
  );
}

export async function fetchCapital(): Promise<CapitalSummary> {
  return records(await (await client()).call(api.capital, {}, fresh));
}

export async function fetchCapitalDetails(current: number, size = 10): Promise<PageData<CapitalEntryRecord>> {
  return page(await (await client()).call(api.capitalDetails, { query: { current, size } }, fresh));
}

export async function fetchMyWithdrawals(current = 1, size = 10): Promise<PageData<WithdrawalRecord>> {
  return page(await (await client()).call(api.myWithdrawals, { query: { current, size } }, fresh));
}

export interface WithdrawalInput {
  amountFen: number;
  channel: WithdrawalChannel;
  accountName: string;
  accountNo: string;
}

export async function requestWithdrawal(input: WithdrawalInput): Promise<WithdrawalRecord> {
  return records(await (await client()).call(api.requestWithdrawal, { body: input }, quiet));
}
