import type { LoginRecords, PublicUser, UserInfoRecords } from '@xingtu/contracts/auth';
import type { DataOf } from '@xingtu/contracts/endpoint';
import { usersApi } from '@xingtu/contracts/users-api';
import { client, records } from './lazy-client.ts';

// The member's own account (SPEC §7): profile, avatar, bound mobile and e-mail, password, cancellation.
// Endpoints of contracts/users-api.ts. Payloads are written in camelCase; the client sends snake_case.

export interface ProfilePayload {
  name?: string;
  gender?: 'male' | 'female';
  birthday?: string;
  birthHour?: number;
  birthMin?: number;
  birthLocation?: string;
  birthLatitude?: number;
  birthLongitude?: number;
  birthTimeZone?: string;
}

export async function updateProfile(payload: ProfilePayload): Promise<PublicUser | null> {
  const answer = await (await client()).call(usersApi.updateProfile, { body: payload });
  return answer.data?.records.user ?? null;
}

export async function uploadAvatar(file: File): Promise<string> {
  // Multipart (a file), so not through call(): the declaration gives the path and the answer's type.
  const answer = await (
    await client()
  ).post<DataOf<typeof usersApi.uploadAvatar>>(usersApi.uploadAvatar.path, { file }, { multipart: true });
  return records(answer).smallImage;
}

/** Proof that the signed-in member owns the account: the current password (or a code to the bound address). */
export interface OwnerProof {
  password?: string;
  verifyCode?: string;
}

/** Every session ends on the server; the answer carries this device's fresh sign-in. */
export async function putMobile(mobile: string, smsCode: string, proof: OwnerProof): Promise<LoginRecords> {
  return records(await (await client()).call(usersApi.putMobile, { body: { mobile, smsCode, ...proof } }));
}

export async function putEmail(email: string, emailCode: string, proof: OwnerProof): Promise<LoginRecords> {
  return records(await (await client()).call(usersApi.putEmail, { body: { email, emailCode, ...proof } }));
}

/** 注销: the password or a verify code proves the owner; the server ends every session. */
export async function cancelAccount(proof: OwnerProof): Promise<void> {
  await (await client()).call(usersApi.cancelAccount, { body: proof });
}

export async function changePassword(
  oldPassword: string,
  password: string,
  rePassword: string,
): Promise<void> {
  await (await client()).call(usersApi.changePassword, { body: { oldPassword, password, rePassword } });
}

/** Forgotten password: account is the mobile number or e-mail the reset code was sent to. */
export async function resetPassword(payload: {
  account: string;
  code: string;
  password: string;
  rePassword: string;
}): Promise<void> {
  await (await client()).call(usersApi.resetPassword, { body: payload });
}

/** The account page's own view of the user: the owner sees the full mobile and e-mail. */
export async function fetchAccount(): Promise<UserInfoRecords> {
  return records(await (await client()).call(usersApi.account, {}, { cache: false, silent: true }));
}
