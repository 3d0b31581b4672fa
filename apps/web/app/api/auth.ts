import type { LoginRecords, PublicUser, SmsScene, UserInfoRecords } from '@xingtu/contracts/auth';
import { authApi } from '@xingtu/contracts/auth-api';
import type { DataOf } from '@xingtu/contracts/endpoint';
import type { RecordsData } from '@xingtu/contracts/envelope';
import { humanCheckApi } from '@xingtu/contracts/human-check-api';
import type { SliderChallengeRecord } from '@xingtu/contracts/human-check-api-schemas';
import { usersApi } from '@xingtu/contracts/users-api';
import type { ApiClient } from './client.ts';

// The HTTP client (axios) loads with the first call, not with the page.
const client = async (): Promise<ApiClient> => (await import('./http.ts')).api();

// The accounts area (SPEC §7): the endpoints of contracts/auth-api.ts, human-check-api.ts and
// users-api.ts. Payloads are written in camelCase; the client sends them in snake_case.

export type SliderChallenge = SliderChallengeRecord;

export interface HumanCheck {
  captchaKey?: string;
  captchaCode?: string;
  sliderToken?: string;
}

const records = <T>(answer: { data: RecordsData<T> | null }): T => {
  if (!answer.data) throw new Error('空的响应');
  return answer.data.records;
};

export const captchaImageUrl = (key: string): string =>
  `${humanCheckApi.pictureCode.path}?key=${encodeURIComponent(key)}`;

export async function fetchSlider(): Promise<SliderChallenge> {
  return records(await (await client()).call(humanCheckApi.slider, {}, { cache: false }));
}

export async function verifySlider(
  sliderId: string,
  offsetX: number,
  track: { x: number; y: number; t: number }[],
): Promise<string> {
  const answer = await (
    await client()
  ).call(humanCheckApi.verifySlider, { body: { sliderId, offsetX, track } }, { silent: true });
  return records(answer).sliderToken;
}

export async function sendSmsCode(mobile: string, scene: SmsScene, check: HumanCheck): Promise<void> {
  await (await client()).call(authApi.sendSmsCode, { body: { mobile, scene, ...check } });
}

export async function sendEmailCode(email: string, scene: SmsScene, check: HumanCheck): Promise<void> {
  await (await client()).call(authApi.sendEmailCode, { body: { email, scene, ...check } });
}

export async function loginWithPassword(
  account: string,
  password: string,
  captcha?: { captchaKey: string; captchaCode: string },
): Promise<LoginRecords> {
  return records(await (await client()).call(authApi.login, { body: { account, password, ...captcha } }));
}

export async function loginWithSms(mobile: string, smsCode: string): Promise<LoginRecords> {
  return records(await (await client()).call(authApi.login, { body: { mobile, smsCode } }));
}

export type RegisterPayload =
  | { mobile: string; smsCode: string; password: string; rePassword: string; agreement: true }
  | { email: string; emailCode: string; password: string; rePassword: string; agreement: true };

export async function register(payload: RegisterPayload): Promise<LoginRecords | null> {
  const answer = await (await client()).call(authApi.register, { body: payload });
  return answer.data?.records ?? null;
}

export async function fetchUserInfo(): Promise<UserInfoRecords> {
  return records(await (await client()).call(authApi.userInfo, {}, { cache: false, silent: true }));
}

export async function logoutOnServer(refreshToken: string): Promise<void> {
  await (await client()).call(authApi.logout, { body: { refreshToken } }, { silent: true });
}

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
