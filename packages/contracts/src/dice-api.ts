import type { diceApiSchemas } from './dice-api-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

// The AI dice endpoints (/aiDice and its marketplace /aiDice/astro/*). Schemas in dice-api-schemas.ts.
// Astrologer endpoints need capacity D approved (training: D or E); admin endpoints the admin or support role.

export const diceApi = declareEndpoints<typeof diceApiSchemas>()({
  roll: {
    method: 'POST',
    path: '/api/dice/roll',
    access: 'user',
    summary: 'AI 占星骰子：提问，服务器掷出三颗骰子，解读以事件流（text/event-stream）逐字返回',
  },
  myRolls: { method: 'GET', path: '/api/dice/rolls', access: 'user', summary: 'AI 占星骰子：我的占卜记录' },
  myRoll: {
    method: 'GET',
    path: '/api/dice/rolls/:id',
    access: 'user',
    summary: 'AI 占星骰子：一次占卜（骰子、AI 解读、占星师的回答）',
  },
  askAstrologer: {
    method: 'POST',
    path: '/api/dice/rolls/:id/ask-astrologer',
    access: 'user',
    summary: 'AI 占星骰子：请占星师解读这次占卜（下单，支付后开放给占星师）',
  },
  acceptAnswer: {
    method: 'POST',
    path: '/api/dice/questions/:id/accept',
    access: 'user',
    summary: 'AI 占星骰子：确认并评价占星师的回答',
  },
  astroOverview: {
    method: 'GET',
    path: '/api/dice/astro/overview',
    access: 'user',
    summary: '骰子问答占星师：工作台概况',
  },
  waitingQuestions: {
    method: 'GET',
    path: '/api/dice/astro/waiting',
    access: 'user',
    summary: '骰子问答占星师：等待接单的问题',
  },
  claimQuestion: {
    method: 'POST',
    path: '/api/dice/astro/questions/:id/claim',
    access: 'user',
    summary: '骰子问答占星师：接单（同一时间只能接一个问题）',
  },
  releaseQuestion: {
    method: 'POST',
    path: '/api/dice/astro/questions/:id/release',
    access: 'user',
    summary: '骰子问答占星师：放弃已接的问题',
  },
  astroQuestion: {
    method: 'GET',
    path: '/api/dice/astro/questions/:id',
    access: 'user',
    summary: '骰子问答占星师：我接下或回答过的一个问题',
  },
  answerQuestion: {
    method: 'POST',
    path: '/api/dice/astro/questions/:id/answer',
    access: 'user',
    summary: '骰子问答占星师：提交解读',
  },
  astroAnswered: {
    method: 'GET',
    path: '/api/dice/astro/answered',
    access: 'user',
    summary: '骰子问答占星师：我回答过的问题',
  },
  astroEarnings: {
    method: 'GET',
    path: '/api/dice/astro/earnings',
    access: 'user',
    summary: '骰子问答占星师：问答收入明细',
  },
  training: {
    method: 'GET',
    path: '/api/dice/astro/training',
    access: 'user',
    summary: '骰子培训：练习题与参考解读',
  },
  adminQuestions: {
    method: 'GET',
    path: '/api/admin/dice-questions',
    access: 'user',
    summary: '运营：骰子问答一览（按状态）',
  },
  adminRelease: {
    method: 'POST',
    path: '/api/admin/dice-questions/:id/release',
    access: 'user',
    summary: '运营：收回占星师的认领，问题重新开放接单',
  },
  adminRefund: {
    method: 'POST',
    path: '/api/admin/dice-questions/:id/refund',
    access: 'user',
    summary: '运营：为未完成的问题全额退款到会员钱包',
  },
});
