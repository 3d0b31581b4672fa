import type { aiApiSchemas } from './ai-api-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

// The AI chat endpoints (/aichat, /aichat/career, /kimiChat). Schemas in ai-api-schemas.ts. No zod here.

export const aiApi = declareEndpoints<typeof aiApiSchemas>()({
  quota: {
    method: 'GET',
    path: '/api/ai/quota',
    access: 'user',
    summary: 'AI 问答：今日免费次数、套餐剩余次数与回答引擎',
  },
  usageLogs: {
    method: 'GET',
    path: '/api/ai/usage',
    access: 'user',
    summary: 'AI 问答：每次提问的次数使用记录',
  },
  listSessions: {
    method: 'GET',
    path: '/api/ai/sessions',
    access: 'user',
    summary: 'AI 问答：我的会话（按类型）',
  },
  getSession: {
    method: 'GET',
    path: '/api/ai/sessions/:sessionId',
    access: 'user',
    summary: 'AI 问答：一个会话的全部消息',
  },
  chat: {
    method: 'POST',
    path: '/api/ai/chat',
    access: 'user',
    summary: 'AI 问答：提问，回答以事件流（text/event-stream）逐字返回',
  },
});
