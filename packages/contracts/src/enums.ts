// SPEC §3 and §4: the codes the product speaks in, each once.

export const ORDER_STATUS = {
  NEW: 'A',
  PAID: 'B',
  CANCELLED: 'C',
  SHIPPED: 'D',
  FINISHED: 'E',
  REFUND: 'F',
  RECEIVED: 'G',
  FAILD: 'H',
  INVALID: 'I',
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  A: '待支付',
  B: '已支付',
  C: '已取消',
  D: '已发货',
  E: '已完成',
  F: '已退款',
  G: '已收货',
  H: '支付失败',
  I: '已失效',
};

export const PRODUCT_TYPE = {
  REPORT: '01',
  COURSE: '02',
  AUTHENTICATION: '03',
  ASTROLOGY_CONSULTANT: '04',
  NSP_QA: '21',
  EBOOK: '30',
  ECARD: '40',
  KNOWLEDGE: '50',
  BTCA: '61',
  AI_CHAT_PACKAGE: '70',
  GOODS: '80',
} as const;
export type ProductType = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];
/** The names customers read (SPEC §3 codes stay internal: never 'BTCA' or 'NSP' on a page). */
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  '01': '占星报告',
  '02': '课程',
  '03': '认证考试',
  '04': '占星咨询',
  '21': '占星师问答',
  '30': '电子书',
  '40': '电子贺卡',
  '50': '知识专栏',
  '61': '生时校正',
  '70': 'AI问答套餐',
  '80': '实物商品',
};

export const CONTENT_KINDS = [
  'C_COURSE',
  'N_NEWS',
  'BLOG',
  'REPORT',
  'EBOOK',
  'ECARD',
  'KNOWLEDGE',
  'C_TEACHER',
  'NEWS_RECOMMEND',
  'V_VIDEO',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Astrologer capacity types: A consultant, C tarot Q&A, D dice Q&A, E dice training. */
export const CAPACITY_TYPE = { CONSULTANT: 'A', TAROT_QA: 'C', DICE_QA: 'D', TRAINING: 'E' } as const;
export type CapacityType = (typeof CAPACITY_TYPE)[keyof typeof CAPACITY_TYPE];
export const CAPACITY_TYPE_LABELS: Record<CapacityType, string> = {
  A: '咨询师',
  C: '塔罗问答',
  D: '骰子问答',
  E: '骰子培训',
};

export const APPROVAL_STATUS = { WAITING: '01', APPROVED: '02', REJECTED: '99' } as const;
export type ApprovalStatus = (typeof APPROVAL_STATUS)[keyof typeof APPROVAL_STATUS];
export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  '01': '审核中',
  '02': '已通过',
  '99': '未通过',
};

export const VISIBILITY = { PRIVATE: 1, PUBLIC: 2 } as const;
export type Visibility = (typeof VISIBILITY)[keyof typeof VISIBILITY];
export const VISIBILITY_LABELS: Record<Visibility, string> = { 1: '仅自己可见', 2: '公开' };

export const GENDERS = [
  { value: 'male', label: '男' },
  { value: 'female', label: '女' },
] as const;
export type Gender = (typeof GENDERS)[number]['value'];

export const REPORT_TEMPLATE = { BABY: 1002, STUDY: 1003, CAREER: 1005, MARKS: 1007 } as const;

/** Birth-time reliability, from a written record down to more than a day off. */
export const BIRTH_TIME_RELIABILITY = [
  { value: 'A', label: '父母书面记录或医院出生证明' },
  { value: 'B', label: '父母或亲友的清晰记忆，误差在5分钟内' },
  { value: 'C', label: '大致记得，误差在15分钟内' },
  { value: 'D', label: '误差在30分钟内' },
  { value: 'E', label: '误差在1小时内' },
  { value: 'F', label: '只知道大概时段（如上午、傍晚），误差在几小时内' },
  { value: 'G', label: '只知道出生日期，时间完全不详' },
  { value: 'H', label: '连出生日期也可能相差一天以上' },
] as const;
export type BirthTimeReliability = (typeof BIRTH_TIME_RELIABILITY)[number]['value'];

export const ASTROLOGY_LEVELS = [
  { value: '1', label: '零基础，刚开始了解' },
  { value: '2', label: '知道太阳、月亮、上升星座' },
  { value: '3', label: '能看懂星盘的基本配置' },
  { value: '4', label: '系统学习过，能独立解盘' },
  { value: '5', label: '从事占星咨询或教学' },
] as const;

export const ENGLISH_LEVELS = [
  { value: '1', label: '基本不会' },
  { value: '2', label: '能看懂简单文字' },
  { value: '3', label: '能借助词典阅读专业资料' },
  { value: '4', label: '能流畅阅读和交流' },
] as const;

export const REFERRAL_SOURCES = [
  { value: 'weibo', label: '微博' },
  { value: 'search', label: '网络搜索' },
  { value: 'friend', label: '朋友推荐' },
  { value: 'partner', label: '合作伙伴' },
  { value: 'wechat', label: '微信' },
  { value: 'miniProgram', label: '小程序' },
  { value: 'other', label: '其他' },
] as const;
