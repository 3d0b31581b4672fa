// SPEC §5: the exact messages shown to users, and the patterns behind them.
export const VALIDATION_MESSAGES = {
  mobile: '请输入正确的手机号',
  account: '请输入正确的手机号或邮箱账号',
  email: '请输入正确的邮箱地址',
  slider: '请完成滑块验证',
  captcha: '请输入图形验证码',
  sms: '请输入短信验证码',
  emailCode: '请输入邮箱验证码',
  password: '密码长度必须大于6位',
  rePassword: '两次输入的密码不一致',
  agreement: '请阅读并勾选同意协议',
  name: '请输入正确的姓名：中文姓名（至少2个字，少数民族姓名可用“·”分隔），英文字母（单词间单个空格），或至少2位且含字母的字母数字组合',
  required: '此项为必填项',
} as const;

/** Uploaded images (avatars, homework, room files …): at most this wide and tall, in pixels. */
export const IMAGE_MAX_SIDE_PX = 4096;
/** Why an uploaded image whose first bytes look right is refused all the same. */
export const IMAGE_MESSAGES = {
  tooLarge: `图片尺寸过大，请上传不超过 ${IMAGE_MAX_SIDE_PX}×${IMAGE_MAX_SIDE_PX} 的图片`,
  corrupt: '图片文件已损坏或格式不受支持',
} as const;

/** 11 digits starting with 1. */
export const MOBILE_PATTERN = /^1\d{10}$/;
/** A simple address with a 2–3 letter ending. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/;
/** English letters with single spaces between words. */
export const NAME_ENGLISH_PATTERN = /^[A-Za-z]+( [A-Za-z]+)*$/;
/** Letters (any script, so Chinese names pass) and digits, at least 2 characters, at least one letter. */
export const NAME_MIXED_PATTERN = /^(?=.*\p{L})[\p{L}\d]{2,}$/u;
/** A Chinese name of two characters or more; names like 阿依古丽·买买提 keep their middle dot (· or •). */
export const NAME_CHINESE_PATTERN = /^(?=.{2,})\p{Script=Han}+([·•・]\p{Script=Han}+)*$/u;
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** "greater than 6": seven characters at least; 32 at most keeps hashing cheap. */
export const PASSWORD_MIN_LENGTH = 7;
export const PASSWORD_MAX_LENGTH = 32;

export const isMobile = (value: string): boolean => MOBILE_PATTERN.test(value);
export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL_PATTERN.test(value);
export const isAccount = (value: string): boolean => isMobile(value) || isEmail(value);
export const isValidName = (value: string): boolean =>
  NAME_CHINESE_PATTERN.test(value) || NAME_ENGLISH_PATTERN.test(value) || NAME_MIXED_PATTERN.test(value);
export const isValidPassword = (value: string): boolean =>
  value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH;

/** A phone number with its last four digits replaced by stars; shorter strings are starred whole. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 4) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, -4)}****`;
}

/** An e-mail with its name hidden but for the first character: l***@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '*'.repeat(Math.min(email.length, 8));
  return `${email[0]}***${email.slice(at)}`;
}
