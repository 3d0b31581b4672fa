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

/** Where a code goes: an SMS to a mobile number or a mail to an e-mail address. */
export type CodeChannel = 'sms' | 'email';

/** The mobile number or e-mail address a code is sent to, checked for its channel. */
export function targetError(channel: CodeChannel, target: string): string | undefined {
  if (channel === 'sms') return isMobile(target.trim()) ? undefined : VALIDATION_MESSAGES.mobile;
  return isEmail(target.trim()) ? undefined : VALIDATION_MESSAGES.email;
}

/** The six-digit code typed back from the SMS or the mail. */
export function codeError(channel: CodeChannel, code: string): string | undefined {
  if (SMS_CODE_PATTERN.test(code.trim())) return undefined;
  return channel === 'sms' ? VALIDATION_MESSAGES.sms : VALIDATION_MESSAGES.emailCode;
}

/** Drops the fields without a problem, so `{}` still means "may be sent". */
function only(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

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
  return only({ mobile: targetError('sms', input.mobile), smsCode: codeError('sms', input.smsCode) });
}

/** Before a code is sent: a right address and a passed slider. */
export function validateCodeRequest(input: {
  channel: CodeChannel;
  target: string;
  sliderToken: string | null;
}): FieldErrors {
  return only({
    target: targetError(input.channel, input.target),
    slider: input.sliderToken ? undefined : VALIDATION_MESSAGES.slider,
  });
}

/** An address and the code sent to it: binding a new mobile number or e-mail. */
export function validateCodeForm(input: { channel: CodeChannel; target: string; code: string }): FieldErrors {
  return only({
    target: targetError(input.channel, input.target),
    code: codeError(input.channel, input.code),
  });
}

export function validateNewPassword(input: { password: string; rePassword: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!isValidPassword(input.password)) errors.password = VALIDATION_MESSAGES.password;
  if (input.password !== input.rePassword) errors.rePassword = VALIDATION_MESSAGES.rePassword;
  return errors;
}

type NewPasswordByCode = {
  channel: CodeChannel;
  target: string;
  code: string;
  password: string;
  rePassword: string;
};

/** Forgotten password: the account's mobile number or e-mail, its code and the new password twice. */
export function validateReset(input: NewPasswordByCode): FieldErrors {
  return { ...validateCodeForm(input), ...validateNewPassword(input) };
}

export function validateRegister(input: NewPasswordByCode & { agreement: boolean }): FieldErrors {
  const errors = validateReset(input);
  if (!input.agreement) errors.agreement = VALIDATION_MESSAGES.agreement;
  return errors;
}

export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some(Boolean);
