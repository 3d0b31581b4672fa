import { declareEndpoints } from './endpoint.ts';
import type { sysApiSchemas } from './sys-api-schemas.ts';

// Platform services: WeChat sharing and text checks. Schemas in sys-api-schemas.ts. No zod here.

export const sysApi = declareEndpoints<typeof sysApiSchemas>()({
  wechatSignPackage: {
    method: 'GET',
    path: '/api/sys/wxSignPackage',
    access: 'public',
    summary: '微信 JS-SDK 签名包',
  },
  scanText: { method: 'GET', path: '/api/aliCloud/ScanText', access: 'public', summary: '文本内容安全检测' },
});
