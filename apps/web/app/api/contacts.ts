import type { ContactInput, ContactProfile } from '@xingtu/contracts/contacts';
import { contactsApi } from '@xingtu/contracts/contacts-api';
import type { PageData } from '@xingtu/contracts/envelope';
import { client, records } from './lazy-client.ts';

// Contact profiles (server: modules/contacts; endpoints: contracts/contacts-api.ts). The payload is
// the shared ContactInput in camelCase (the client sends snake_case); reads bypass the response
// cache because every change must show at once.

const fresh = { cache: false } as const;
const api = contactsApi;

export async function fetchContacts(current = 1, size = 10): Promise<PageData<ContactProfile>> {
  const answer = await (await client()).call(api.listContacts, { query: { current, size } }, fresh);
  if (!answer.data) throw new Error('空的响应');
  return answer.data;
}

export async function fetchContact(id: number): Promise<ContactProfile> {
  return records(await (await client()).call(api.getContact, { params: { id } }, fresh));
}

export async function createContact(input: ContactInput): Promise<ContactProfile> {
  return records(await (await client()).call(api.createContact, { body: input }, { silent: true }));
}

export async function updateContact(id: number, input: ContactInput): Promise<ContactProfile> {
  return records(
    await (await client()).call(api.updateContact, { params: { id }, body: input }, { silent: true }),
  );
}

export async function deleteContact(id: number): Promise<void> {
  await (await client()).call(api.deleteContact, { params: { id } });
}
