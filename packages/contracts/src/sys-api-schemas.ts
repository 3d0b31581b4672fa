import { z } from 'zod';
import { records } from './answer-schemas.ts';
import type { EndpointSchemas } from './endpoint.ts';

// The schemas of the platform services (declared in sys-api.ts): WeChat sharing and text checks.

export const signPackageRecordSchema = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
});
export type SignPackageRecord = z.output<typeof signPackageRecordSchema>;

export const sysApiSchemas = {
  wechatSignPackage: {
    query: z.object({ url: z.string().url('请提供正确的页面地址').max(2000) }),
    answer: records(signPackageRecordSchema),
  },
  scanText: {
    query: z.object({ content: z.string().min(1, '请输入要检测的内容').max(5000, '内容不能超过5000字') }),
    answer: records(z.object({ pass: z.boolean(), hits: z.array(z.string()) })),
  },
} as const satisfies Record<string, EndpointSchemas>;
