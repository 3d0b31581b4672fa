import {
  VALIDATION_MESSAGES,
  isAccount,
  isEmail,
  isMobile,
  isValidPassword,
  SMS_CODE_PATTERN,
} from '@xingtu/contracts/validation';

// SPEC §5 checks with their exact messages. Each returns field → message for the first problem of
// each field; an empty object means the form may be sent.

export type FieldErrors = Partial<Record<string, string>>;

export function validatePasswordLogin(input: {
  account: string;
  password: string;
  needCaptcha: boolean;
  captchaCode: string;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (!isAccount(input.account.trim())) errors.account = VALIDATION_MESSAGES.account;
  if (input.password.length === 0) errors.password = VALIDATION_MESSAGES.password;
  if (input.needCaptcha && !input.captchaCode.trim()) errors.captchaCode = VALIDATION_MESSAGES.captcha;
  return errors;
}

export function validateSmsLogin(input: { mobile: string; smsCode: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!isMobile(input.mobile.trim())) errors.mobile = VALIDATION_MESSAGES.mobile;
  if (!SMS_CODE_PATTERN.test(input.smsCode.trim())) errors.smsCode = VALIDATION_MESSAGES.sms;
  return errors;
}

/** Before a code is sent: a right address and a passed slider. */
export function validateCodeRequest(input: {
  channel: 'sms' | 'email';
  target: string;
  sliderToken: string | null;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (input.channel === 'sms' && !isMobile(input.target.trim())) errors.target = VALIDATION_MESSAGES.mobile;
  if (input.channel === 'email' && !isEmail(input.target.trim())) errors.target = VALIDATION_MESSAGES.email;
  if (!input.sliderToken) errors.slider = VALIDATION_MESSAGES.slider;
  return errors;
}

export function validateNewPassword(input: { password: string; rePassword: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!isValidPassword(input.password)) errors.password = VALIDATION_MESSAGES.password;
  if (input.password !== input.rePassword) errors.rePassword = VALIDATION_MESSAGES.rePassword;
  return errors;
}

export function validateRegister(input: {
  channel: 'sms' | 'email';
  target: string;
  code: string;
  password: string;
  rePassword: string;
  agreement: boolean;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (input.channel === 'sms' && !isMobile(input.target.trim())) errors.target = VALIDATION_MESSAGES.mobile;
  if (input.channel === 'email' && !isEmail(input.target.trim())) errors.target = VALIDATION_MESSAGES.email;
  if (!SMS_CODE_PATTERN.test(input.code.trim()))
    errors.code = input.channel === 'sms' ? VALIDATION_MESSAGES.sms : VALIDATION_MESSAGES.emailCode;
  Object.assign(errors, validateNewPassword(input));
  if (!input.agreement) errors.agreement = VALIDATION_MESSAGES.agreement;
  return errors;
}

export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some(Boolean);
