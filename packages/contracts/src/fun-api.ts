import { declareEndpoints } from './endpoint.ts';
import type { funApiSchemas } from './fun-api-schemas.ts';

// The fun tests and tools (issue 20 §2): love test, element test, themed sign test, NVC practice,
// developmental ages, birth-time rectification and its paid expert check (product type 61). Every
// result comes from the chart engine and the readings. Schemas in fun-api-schemas.ts. No zod here.

export const funApi = declareEndpoints<typeof funApiSchemas>()({
  createLoveTest: {
    method: 'POST',
    path: '/api/fun/love-tests',
    access: 'user',
    summary: '恋爱契合度测试：按两人的出生资料做比较盘并保存结果',
  },
  getLoveTest: {
    method: 'GET',
    path: '/api/fun/love-tests/:id',
    access: 'user',
    summary: '查看自己的恋爱测试结果',
  },
  createElementTest: {
    method: 'POST',
    path: '/api/fun/element-tests',
    access: 'user',
    summary: '四元素测试：计算星盘的火土风水分布并保存结果',
  },
  getElementTest: {
    method: 'GET',
    path: '/api/fun/element-tests/:id',
    access: 'user',
    summary: '查看自己的四元素测试结果',
  },
  createThemeSign: {
    method: 'POST',
    path: '/api/fun/theme-signs',
    access: 'user',
    summary: '主题星座测试：选择主题并开始两轮测试',
  },
  getThemeSign: {
    method: 'GET',
    path: '/api/fun/theme-signs/:id',
    access: 'user',
    summary: '查看主题星座测试',
  },
  answerThemeSign: {
    method: 'POST',
    path: '/api/fun/theme-signs/:id/rounds/:round',
    access: 'user',
    summary: '回答主题星座测试的一轮，揭晓本轮星座',
  },
  nvcGuide: {
    method: 'POST',
    path: '/api/fun/nvc/guide',
    access: 'user',
    summary: '非暴力沟通练习：按月亮和水星星座给出感受与表达的提示',
  },
  createNvcEntry: { method: 'POST', path: '/api/fun/nvc', access: 'user', summary: '保存一次非暴力沟通练习' },
  listNvcEntries: { method: 'GET', path: '/api/fun/nvc', access: 'user', summary: '我的非暴力沟通练习记录' },
  getNvcEntry: { method: 'GET', path: '/api/fun/nvc/:id', access: 'user', summary: '查看一次非暴力沟通练习' },
  deleteNvcEntry: {
    method: 'DELETE',
    path: '/api/fun/nvc/:id',
    access: 'user',
    summary: '删除一次非暴力沟通练习',
  },
  developmentAges: {
    method: 'POST',
    path: '/api/fun/development-ages',
    access: 'user',
    summary: '发展年龄：土星回归、天王星对冲等行星周期在本命盘上的精确日期',
  },
  createBtfRun: {
    method: 'POST',
    path: '/api/fun/btf',
    access: 'user',
    summary: '生时校正：按人生大事为不确定时间段内的候选出生时间打分排序',
  },
  listBtfRuns: { method: 'GET', path: '/api/fun/btf', access: 'user', summary: '我的生时校正记录' },
  getBtfRun: { method: 'GET', path: '/api/fun/btf/:id', access: 'user', summary: '查看一次生时校正' },
  listBtfChecks: {
    method: 'GET',
    path: '/api/fun/btf-checks',
    access: 'user',
    summary: '我购买的生时校正人工校对及其结论',
  },
  adminListBtfChecks: {
    method: 'GET',
    path: '/api/admin/fun/btf-checks',
    access: 'user',
    summary: '运营：生时校正人工校对任务列表（含会员的校正记录）',
  },
  adminAnswerBtfCheck: {
    method: 'POST',
    path: '/api/admin/fun/btf-checks/:id/answer',
    access: 'user',
    summary: '运营：提交生时校正人工校对结论',
  },
});
