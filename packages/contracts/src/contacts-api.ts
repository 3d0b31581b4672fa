import type { contactsApiSchemas } from './contacts-api-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

// A member's contact profiles (people whose charts they keep). Schemas in contacts-api-schemas.ts.
// No zod here: pages load it.

export const contactsApi = declareEndpoints<typeof contactsApiSchemas>()({
  listContacts: { method: 'GET', path: '/api/user/contacts', access: 'user', summary: '我的档案列表' },
  getContact: { method: 'GET', path: '/api/user/contacts/:id', access: 'user', summary: '档案详情' },
  createContact: { method: 'POST', path: '/api/user/contacts', access: 'user', summary: '新建档案' },
  updateContact: { method: 'PUT', path: '/api/user/contacts/:id', access: 'user', summary: '修改档案' },
  deleteContact: { method: 'DELETE', path: '/api/user/contacts/:id', access: 'user', summary: '删除档案' },
});
