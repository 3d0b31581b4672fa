// The AI chat area in words both sides share (no zod: pages load it): the chat modes, what the
// member may ask first, the free daily allowance, and the events of an answer's stream.

export const AI_MODES = ['chart', 'career', 'kimi'] as const;
export type AiMode = (typeof AI_MODES)[number];

/** What a credit was spent on (the use log): a chat mode, a tarot reading or a dice question. */
export const AI_USAGE_KINDS = [...AI_MODES, 'tarot', 'dice'] as const;
export type AiUsageKind = (typeof AI_USAGE_KINDS)[number];

export const AI_USAGE_KIND_LABELS: Record<AiUsageKind, string> = {
  chart: 'AI 星盘问答',
  career: 'AI 事业问答',
  kimi: '长文星盘对话',
  tarot: '塔罗解读',
  dice: '占星骰子',
};

/** Questions one member may ask free each Beijing day, before a package is used. */
export const AI_FREE_DAILY_QUESTIONS = 3;
/** Longest question a member may send (characters). */
export const AI_QUESTION_MAX_CHARS = 500;

export interface AiModeCopy {
  /** The page the mode lives on. */
  path: string;
  title: string;
  intro: string;
  suggestions: readonly string[];
}

export const AI_MODE_COPY: Record<AiMode, AiModeCopy> = {
  chart: {
    path: '/aichat',
    title: 'AI 星盘问答',
    intro: '选一份档案，问问你的星盘：性格、情感、学业与当下的行运。',
    suggestions: [
      '我的太阳、月亮和上升分别说明了什么？',
      '最近的行运对我有什么影响？',
      '我在感情里容易有怎样的模式？',
      '我的星盘里最突出的相位是什么？',
    ],
  },
  career: {
    path: '/aichat/career',
    title: 'AI 事业问答',
    intro: '聚焦事业与职业方向：天顶、第十宫与当前的土星、木星行运。',
    suggestions: [
      '我的天顶星座适合什么样的工作？',
      '现在适合换工作或创业吗？',
      '第十宫主星落在哪里，说明了什么？',
      '今年的事业节奏该怎样安排？',
    ],
  },
  kimi: {
    path: '/kimiChat',
    title: '长文星盘对话',
    intro: '适合长篇、连续的追问：整张星盘与此前的对话都会一并参考。',
    suggestions: [
      '请把我的星盘从头到尾完整解读一遍。',
      '结合我的本命盘，说说接下来一年的重点。',
      '我的性格里有哪些矛盾的地方？',
      '我适合怎样的学习方式？',
    ],
  },
};

/** Who answers: the built-in reading engine (offline default) or the configured chat model. */
export type AiEngine = 'builtin' | 'model';

export const AI_ENGINE_LABELS: Record<AiEngine, string> = {
  builtin: '星图内置解读引擎',
  model: 'AI 大模型',
};

/** Shown instead of an answer that did not pass the content check (code 001108; nothing is counted). */
export const AI_OUTPUT_BLOCKED_MESSAGE =
  '这次的回答未通过内容安全检测，已被撤回，本次提问没有扣除次数，请换个问法再试';

/**
 * The server-sent events of one answer (POST /api/ai/chat answers text/event-stream):
 * meta first, then token after token, then done — or error, after which nothing more comes.
 */
export type AiStreamEvent =
  | { type: 'meta'; sessionId: string; engine: AiEngine; engineLabel: string }
  | { type: 'token'; text: string }
  | { type: 'done'; status: 'done' | 'stopped'; charged: 'free' | 'package' }
  | { type: 'error'; resultCode: string; desc: string };
