// Every result code of SPEC §8 with its Chinese message, defined once for server and web.
export const SUCCESS_CODE = '000000';

export const RESULT_CODES = {
  SUCCESS: { code: '000000', message: '操作成功' },
  BAD_REQUEST: { code: '000400', message: '请求格式有误，未做任何修改' },
  UNAUTHORIZED: { code: '000401', message: '没有权限：令牌、用户名或密码有误' },
  FORBIDDEN: { code: '000403', message: '禁止访问' },
  NOT_FOUND: { code: '000404', message: '记录不存在' },
  METHOD_NOT_ALLOWED: { code: '000405', message: '不支持该请求方法' },
  NOT_ACCEPTABLE: { code: '000406', message: '请求的格式不可用' },
  GONE: { code: '000410', message: '资源已被永久删除' },
  VALIDATION: { code: '000422', message: '提交的内容未通过校验' },
  TOO_MANY_REQUESTS: { code: '000429', message: '操作过于频繁，请稍后再试' },
  SERVER_ERROR: { code: '000500', message: '服务器开小差了，请稍后再试' },
  BAD_GATEWAY: { code: '000502', message: '网关错误，请稍后再试' },
  SERVICE_UNAVAILABLE: { code: '000503', message: '服务暂不可用，请稍后再试' },
  GATEWAY_TIMEOUT: { code: '000504', message: '网关超时，请稍后再试' },
  LOGIN_FAILED: { code: '001100', message: '登录失败，请检查账号或密码' },
  TOKEN_INVALID: { code: '001101', message: '登录已失效，正在重新验证' },
  TOKEN_MISSING: { code: '001102', message: '请先登录' },
  MOBILE_BOUND: { code: '001103', message: '该手机号已绑定其他账号' },
  REFRESH_TOKEN_INVALID: { code: '001104', message: '登录已过期，请重新登录' },
  NOT_EXISTS: { code: '001106', message: '数据不存在' },
  SENSITIVE_WORDS: { code: '001108', message: '内容包含敏感词，请修改后重新输入' },
  ACCOUNT_NOT_REGISTERED: { code: '001109', message: '账号未注册或已注销，请先注册新用户' },
  /** Not in SPEC §8: an account frozen by an operator in the console (issue 21). */
  ACCOUNT_LOCKED: { code: '001110', message: '账号已被冻结，请联系客服' },
  /** Not in SPEC §8: a sensitive console action (large refund, wallet adjustment, roles) needs the password again. */
  REAUTH_REQUIRED: { code: '001111', message: '这项操作需要再次输入登录密码' },
  /** Not in SPEC §8: an account is not cancelled while a consultation or an order of it is under way. */
  ACCOUNT_BUSINESS_OPEN: {
    code: '001112',
    message: '你还有未完成的咨询预约或订单，请处理完成后再注销账号',
  },
  CAPTCHA_WRONG: { code: '000095', message: '图形验证码错误' },
  /** Not in SPEC §8: the slider check has its own code, so 000095 keeps its one meaning (the graphic captcha). */
  SLIDER_FAILED: { code: '000094', message: '滑块验证未通过，请重新验证' },
  /**
   * Declared (SPEC §8), not produced today. A forged payment notification is answered in the gateway's
   * own protocol (Alipay `failure`, WeChat Pay FAIL JSON), never our envelope; every other illegal request
   * already has its precise code (000400 malformed, 000422 invalid, 000401/001101 signature of a token).
   */
  SYSTEM_CHECK: { code: '000096', message: '系统校验异常，请求不合法' },
  /**
   * Declared (SPEC §8), not produced: bad arguments answer 000422 with per-field messages and a system
   * failure answers 000500 (or 000503 when the database is out); 000098 would blur the two.
   */
  ARGUMENT_ERROR: { code: '000098', message: '参数或系统异常，请稍后再试' },
  /**
   * Declared (SPEC §8), not produced: an unexpected error is always a server crash (500 / 000500 with the
   * request id); no failure the server meets is both unknown and not 500-class.
   */
  UNKNOWN_ERROR: { code: '000099', message: '未知的系统异常，请稍后再试' },
  SOLD_OUT: { code: '000008', message: '商品已售罄' },
  PERMISSION_DENIED: { code: '000007', message: '没有操作权限' },
  PURCHASE_LIMIT: { code: '003302', message: '超出限购数量' },
  PAYMENT_TIMEOUT: { code: '003303', message: '订单支付已超时，请返回重新下单' },
  /** Not in SPEC §8: the report area's own outcomes (one free correction within 7 days of generation). */
  REPORT_CORRECTION_USED: { code: '003310', message: '这份报告的免费修正已经用过了，如需再次修改请联系客服' },
  REPORT_CORRECTION_EXPIRED: { code: '003311', message: '免费修正仅限报告首次生成后7天内，现已过期' },
  REPORT_INPUT_LOCKED: { code: '003312', message: '报告资料已提交，不能重复填写' },
  REPORT_AWAITING_INPUT: { code: '003314', message: '请先填写报告资料' },
  /** Not in SPEC §8: the consultation area's own outcomes (issue 16 §2). */
  SLOT_TAKEN: { code: '003320', message: '这个时段刚刚被预约了，请选择其他时段' },
  BOOKING_CHANGE_CLOSED: { code: '003321', message: '距咨询开始已不足24小时，不能改约' },
  BOOKING_STATE: { code: '003322', message: '预约当前的状态不能进行这个操作' },
  /** Too many slots held unpaid (CONSULTATION_RULES.maxUnpaidHolds…): pay or cancel one first. */
  BOOKING_UNPAID_LIMIT: { code: '003323', message: '你还有未支付的预约，请先完成支付或取消后再预约' },
  /** Not in SPEC §8: the dice Q&A marketplace's own outcomes (issue 17 §2). */
  DICE_QUESTION_STATE: { code: '003330', message: '这个问题当前的状态不能进行这个操作' },
  DICE_CLAIM_BUSY: { code: '003331', message: '你还有一个已接下的问题没有回答，请先完成或放弃它' },
  DICE_CLAIM_TAKEN: { code: '003332', message: '这个问题刚刚被其他占星师接下了，请选择其他问题' },
  /** Not in SPEC §8: comments' own outcomes (issue 16 reviews, issue 19 comments). */
  COMMENT_EXISTS: { code: '003340', message: '这次咨询已经评价过了，可以修改原来的评价' },
  COMMENT_LOCKED: { code: '003341', message: '这条评论已不能修改' },
  COMMENT_REPORTED: { code: '003342', message: '你已经举报过这条评论，我们会尽快处理' },
  /** Not in SPEC §8: the fun tests and birth-time rectification (issue 20 §2). */
  FUN_ROUND_ORDER: { code: '003470', message: '请先完成第一轮测试' },
  FUN_ROUND_ANSWERED: { code: '003471', message: '这一轮已经回答过了' },
  BTF_CHECK_ANSWERED: { code: '003472', message: '这份生时校对已经提交过结论' },
  /** The expert check is bought for a rectification run that has no open check yet. */
  BTF_CHECK_NEEDS_RUN: { code: '003473', message: '请先完成一次生时校正，再申请专家复核' },
  /** Not in SPEC §8: content and favourites' own outcomes (issue 19). */
  FAVOURITE_LIMIT: { code: '003440', message: '收藏已达上限，请先整理不再需要的收藏' },
  CONTENT_SLUG_TAKEN: { code: '003441', message: '这个页面地址已被其他内容使用' },
  CONTENT_SCHEDULE: { code: '003442', message: '定时发布的时间应晚于现在' },
  /** Not in SPEC §8: site search (issue 19). An operator asked for a rebuild while one is running. */
  SEARCH_REINDEX_BUSY: { code: '003450', message: '搜索索引正在重建，请稍后再试' },
  /** Not in SPEC §8: the course area's own outcomes (issue 18 §1). */
  COURSE_NOT_OPEN: { code: '003400', message: '这门课程还没有开放报名' },
  HOMEWORK_PASSED: { code: '003401', message: '这节课的作业已经通过，无需再次提交' },
  HOMEWORK_STATE: { code: '003402', message: '这份作业当前的状态不能进行这个操作' },
  HOMEWORK_NOT_TEACHER: { code: '003403', message: '只有这门课程的讲师可以批改作业' },
  /** Not in SPEC §8: the e-book reader's own outcomes (issue 18 §3). */
  EBOOK_ANNOTATION_LIMIT: {
    code: '003420',
    message: '这本书的书签和划线已达上限（500 条），请先删除一些再添加',
  },
  /** Not in SPEC §8: sign share and invitations' own outcomes (issue 20 §1). */
  SIGN_INVITE_OWN: { code: '003460', message: '这是你自己的分享，邀请好友来注册吧' },
  SIGN_INVITE_NOT_NEW: { code: '003461', message: '邀请只对新注册的账号有效' },
  SIGN_INVITE_TAKEN: { code: '003462', message: '你的账号已经接受过一次邀请了' },
  /** Not in SPEC §8: exams, certificates, e-cards and ISAR (issue 18 §2). */
  EXAM_LOCKED: { code: '003410', message: '参加这场考试需要先购买对应的课程或报名' },
  EXAM_TIME_UP: { code: '003411', message: '考试时间已到，答案不能再提交，系统已按已保存的答案评分' },
  EXAM_OTHER_OPEN: { code: '003412', message: '你还有一场考试没有交卷，请先完成它' },
  EXAM_GRADED: { code: '003413', message: '这份答卷已经交卷评分了' },
  EXAM_ANSWER_INVALID: { code: '003414', message: '答案不符合题目要求，请重新选择' },
  /** Not in SPEC §8: the console's catalogue (issue 21). */
  PRODUCT_EDITED_ELSEWHERE: {
    code: '003500',
    message: '这个商品刚刚被其他运营人员修改过，请刷新后在最新内容上重新修改',
  },
  PRODUCT_NOT_DELIVERED: {
    code: '003501',
    message: '这类商品目前还没有业务模块负责交付，买家买了也无法使用，暂不能上架',
  },
  EXAM_PASSED: { code: '003415', message: '你已通过这场考试，证书已经发放' },
  EXAM_RETAKE_WAIT: { code: '003429', message: '没有通过的考试需等 24 小时后才能重考' },
  ECARD_CODE_UNKNOWN: { code: '003416', message: '兑换码不存在，请核对后重新输入' },
  ECARD_CODE_USED: { code: '003417', message: '这个兑换码已经使用过了' },
  CERTIFICATE_REVOKED: { code: '003418', message: '这张证书已经撤销' },
  ISAR_APPLICATION_PENDING: { code: '003419', message: '你的申请正在审核中，请耐心等待结果' },
  COURSE_EDIT_CONFLICT: { code: '003510', message: '这门课程刚被其他运营人员修改过，请刷新后再保存' },
  COURSE_SLUG_TAKEN: { code: '003511', message: '课程编号已被使用，请换一个' },
  MEDIA_FILE_REFUSED: { code: '003512', message: '文件格式不符合要求，请按提示选择文件' },
  LESSON_ATTACHMENTS_FULL: { code: '003513', message: '每节课最多 5 个附件，请先删除不用的附件' },
  ISAR_ALREADY_REVIEWED: { code: '003514', message: '这份申请已经审核过了' },
  VALIDITY_EXCEEDED: { code: '002205', message: '已超出购买有效期' },
  /** Produced while a report is still generating (a job is processing it): save/regenerate/download wait for it. */
  EVENT_PROCESSING: { code: '010001', message: '有事件正在处理中，暂时无法保存，请稍后再试' },
  /** The AI chat area: today's free questions and every package are used up. */
  PACKAGE_INSUFFICIENT: { code: '010002', message: '套餐次数不足，无法提交' },
  /** Not in SPEC §8: the AI chat model sent nothing for too long; the question is not counted. */
  AI_STALLED: { code: '010003', message: '回答超时了，本次提问没有扣除次数，请稍后再试' },
  /** Not in SPEC §8: the AI chat model failed part-way; the question is not counted. */
  AI_FAILED: { code: '010004', message: '回答中断了，本次提问没有扣除次数，请稍后再试' },
  ORDER_EVENT_BUSY: { code: '011001', message: '订单正在处理中，请稍后再试' },
  /** A course's seats are all taken (pending and paid enrolments). */
  COURSE_LIMIT: { code: '013002206', message: '课程限购数量异常' },
  OPERATION_FAILED: { code: '999999', message: '操作失败，请稍后再试' },
} as const;

export type ResultCodeName = keyof typeof RESULT_CODES;
export type ResultCode = (typeof RESULT_CODES)[ResultCodeName]['code'];

// Each code is also known by its normalised form (SPEC §8: a 9-digit code keeps digits 4–9), so the
// client finds 013002206's message after normalising it to 002206.
const MESSAGE_BY_CODE: ReadonlyMap<string, string> = new Map(
  Object.values(RESULT_CODES).flatMap((entry): [string, string][] => [
    [entry.code, entry.message],
    [normaliseCode(entry.code), entry.message],
  ]),
);

/** Token codes never show a message; they drive refresh (001101) or sign-out (001102, 001104). */
export const TOKEN_CODES = {
  refresh: [RESULT_CODES.TOKEN_INVALID.code] as readonly string[],
  signOut: [RESULT_CODES.TOKEN_MISSING.code, RESULT_CODES.REFRESH_TOKEN_INVALID.code] as readonly string[],
};

export function isTokenCode(code: string): boolean {
  return TOKEN_CODES.refresh.includes(code) || TOKEN_CODES.signOut.includes(code);
}

/**
 * SPEC §8: a 9-digit code keeps digits 4 to 9; a 3-digit HTTP status is prefixed with 000.
 * Anything else is returned as given (already normal, or unknown).
 */
export function normaliseResultCode(raw: string | number | null | undefined): string {
  if (raw === null || raw === undefined) return '';
  return normaliseCode(String(raw).trim());
}

function normaliseCode(code: string): string {
  if (/^\d{9}$/.test(code)) return code.slice(3);
  if (/^\d{3}$/.test(code)) return `000${code}`;
  return code;
}

/** The Chinese message for a code, after normalisation; undefined when the code is not in the catalogue. */
export function messageForCode(raw: string | number): string | undefined {
  const code = String(raw);
  return MESSAGE_BY_CODE.get(code) ?? MESSAGE_BY_CODE.get(normaliseResultCode(code));
}

/** HTTP status → the catalogue code the server answers with it. */
export function codeForHttpStatus(status: number): string {
  return normaliseResultCode(status);
}

export const FALLBACK_MESSAGES = {
  network: '网络异常，请稍后再试',
  unreachable: '无法连接服务器，请检查网络后重试',
} as const;

export const COPY_MESSAGES = {
  shareCopied: '分享链接已复制，可直接发送给好友',
  linkCopied: '链接已复制',
  copyFailed: '复制失败，请手动复制链接',
} as const;
