import type { FastifyPluginAsync } from 'fastify';
import { contactsApi } from '@xingtu/contracts/contacts-api';
import { contactsApiSchemas } from '@xingtu/contracts/contacts-api-schemas';
import { ok, okPage } from '@xingtu/contracts/envelope';
import { userIdOf } from '../../http/authenticate.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { createContact, deleteContact, getContact, listContacts, updateContact } from './service.ts';

export const contactsRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  const route = endpointRoutes(app, contactsApi, contactsApiSchemas);

  route('listContacts', {}, async (request) =>
    okPage(await listContacts(deps, userIdOf(request), request.query)),
  );
  route('getContact', {}, async (request) =>
    ok(await getContact(deps, userIdOf(request), request.params.id)),
  );
  route('createContact', {}, async (request) =>
    ok(await createContact(deps, userIdOf(request), request.body), '档案已保存'),
  );
  route('updateContact', {}, async (request) =>
    ok(await updateContact(deps, userIdOf(request), request.params.id, request.body), '档案已更新'),
  );
  route('deleteContact', {}, async (request) => {
    await deleteContact(deps, userIdOf(request), request.params.id);
    return ok(null, '档案已删除');
  });
};
