import type { ContactInput, ContactProfile } from '@xingtu/contracts/contacts';
import type { PageData, RecordsData } from '@xingtu/contracts/envelope';
import type { ApiClient } from './client.ts';

// Contact profiles (server: modules/contacts). The payload is the shared ContactInput (already
// snake_case); reads bypass the response cache because every change must show at once.

const client = async (): Promise<ApiClient> => (await import('./http.ts')).api();
const fresh = { cache: false } as const;

const records = <T>(answer: { data: RecordsData<T> | null }): T => {
  if (!answer.data) throw new Error('空的响应');
  return answer.data.records;
};

export async function fetchContacts(current = 1, size = 10): Promise<PageData<ContactProfile>> {
  const answer = await (
    await client()
  ).get<PageData<ContactProfile>>('/api/user/contacts', { params: { current, size }, ...fresh });
  if (!answer.data) throw new Error('空的响应');
  return answer.data;
}

export async function fetchContact(id: number): Promise<ContactProfile> {
  return records(await (await client()).get<RecordsData<ContactProfile>>(`/api/user/contacts/${id}`, fresh));
}

export async function createContact(input: ContactInput): Promise<ContactProfile> {
  return records(
    await (await client()).post<RecordsData<ContactProfile>>('/api/user/contacts', input, { silent: true }),
  );
}

export async function updateContact(id: number, input: ContactInput): Promise<ContactProfile> {
  return records(
    await (
      await client()
    ).put<RecordsData<ContactProfile>>(`/api/user/contacts/${id}`, input, { silent: true }),
  );
}

export async function deleteContact(id: number): Promise<void> {
  await (await client()).del(`/api/user/contacts/${id}`);
}
