import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactInputSchema } from '@xingtu/contracts/contact-schemas';
import { ok, okPage, pageQuerySchema } from '@xingtu/contracts/envelope';
import { userIdOf } from '../../http/authenticate.ts';
import { createContact, deleteContact, getContact, listContacts, updateContact } from './service.ts';

const idParams = z.object({
  id: z.coerce
    .number({ error: '档案编号不正确' })
    .int()
    .positive('档案编号不正确')
    .max(2_147_483_647, '档案编号不正确'),
});
const secured = [{ bearer: [] }];

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const base = { onRequest: app.requireUser };

  app.get(
    '/api/user/contacts',
    {
      ...base,
      schema: {
        tags: ['contacts'],
        summary: '我的档案列表',
        querystring: pageQuerySchema,
        security: secured,
      },
    },
    async (request) => okPage(await listContacts(deps, userIdOf(request), request.query)),
  );
  app.get(
    '/api/user/contacts/:id',
    { ...base, schema: { tags: ['contacts'], summary: '档案详情', params: idParams, security: secured } },
    async (request) => ok(await getContact(deps, userIdOf(request), request.params.id)),
  );
  app.post(
    '/api/user/contacts',
    {
      ...base,
      schema: { tags: ['contacts'], summary: '新建档案', body: contactInputSchema, security: secured },
    },
    async (request) => ok(await createContact(deps, userIdOf(request), request.body), '档案已保存'),
  );
  app.put(
    '/api/user/contacts/:id',
    {
      ...base,
      schema: {
        tags: ['contacts'],
        summary: '修改档案',
        params: idParams,
        body: contactInputSchema,
        security: secured,
      },
    },
    async (request) =>
      ok(await updateContact(deps, userIdOf(request), request.params.id, request.body), '档案已更新'),
  );
  app.delete(
    '/api/user/contacts/:id',
    { ...base, schema: { tags: ['contacts'], summary: '删除档案', params: idParams, security: secured } },
    async (request) => {
      await deleteContact(deps, userIdOf(request), request.params.id);
      return ok(null, '档案已删除');
    },
  );
};
