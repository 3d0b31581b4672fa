import { declareEndpoints } from './endpoint.ts';
import type { humanCheckApiSchemas } from './human-check-api-schemas.ts';

// The checks that a person, not a script, is at the form. Schemas in human-check-api-schemas.ts.

export const humanCheckApi = declareEndpoints<typeof humanCheckApiSchemas>()({
  pictureCode: {
    method: 'GET',
    path: '/base/sys/digitalCode',
    access: 'public',
    summary: '图形验证码（PNG 图片），key 由客户端生成',
  },
  slider: { method: 'GET', path: '/base/sys/slider', access: 'public', summary: '获取滑块验证题目' },
  verifySlider: {
    method: 'POST',
    path: '/base/sys/slider/verify',
    access: 'public',
    summary: '校验滑块拖动',
  },
});
