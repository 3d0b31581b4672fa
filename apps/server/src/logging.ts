import { pino, type Logger } from 'pino';
import type { AppConfig } from './config.ts';

// The one logger of the process (main.ts and buildApp both use it), so the masking below applies on
// the real startup path. Logs never carry personal data: phone numbers, e-mail addresses, one-time
// codes, passwords and tokens are masked in messages, request URLs and error texts, and a database
// error's bound parameters (which hold exactly those values) are dropped.

const MOBILE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;
const JWT = /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/g;
/** Values of secret-bearing query parameters or JSON fields inside a text. */
const SECRET_FIELD =
  /((?:password|re_password|old_password|refresh_token|access_token|token|sms_code|email_code|verify_code|captcha_code|code)["']?\s*[:=]\s*["']?)[^"'&\s,}]+/gi;

/** Masks personal data inside free text (messages, URLs, error texts). */
export function maskPersonalData(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(SECRET_FIELD, '$1***')
    .replace(MOBILE, '$1****$2')
    .replace(EMAIL, '$1***@$2');
}

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...[
    'password',
    're_password',
    'old_password',
    'refresh_token',
    'access_token',
    'sms_code',
    'email_code',
    'verify_code',
    'captcha_code',
    'mobile',
    'email',
    'account',
  ].flatMap((field) => [field, `*.${field}`]),
];

interface ErrorLike {
  type?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  cause?: unknown;
  [key: string]: unknown;
}

/** An error as a log record: its type, code and masked texts; never a query's parameters. */
export function serializeError(error: unknown, depth = 0): ErrorLike | undefined {
  if (error === undefined) return undefined;
  if (!(error instanceof Error)) {
    // A plain record ({ code, message }, as the error handler logs a client error): its fields, masked.
    if (error !== null && typeof error === 'object') {
      const { code, message } = error as Record<string, unknown>;
      return {
        ...(code !== undefined && { code }),
        message: maskPersonalData(typeof message === 'string' ? message : JSON.stringify(error)),
      };
    }
    return { message: maskPersonalData(String(error)) };
  }
  const record: ErrorLike = {
    type: error.constructor?.name ?? error.name,
    message: maskPersonalData(error.message.replace(/\nparams: [\s\S]*$/, '')),
    stack: error.stack && maskPersonalData(error.stack.replace(/\nparams: [^\n]*/, '')),
  };
  const { code, statusCode, routine, constraint } = error as unknown as Record<string, unknown>;
  if (code !== undefined) record.code = code;
  if (statusCode !== undefined) record.statusCode = statusCode;
  if (routine !== undefined) record.routine = routine;
  if (constraint !== undefined) record.constraint = constraint;
  if (error.cause !== undefined && depth < 3) record.cause = serializeError(error.cause, depth + 1);
  return record;
}

export function loggerOptions(level: AppConfig['logLevel']) {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '***' },
    serializers: {
      err: serializeError,
      error: serializeError,
      req: (request: { method?: string; url?: string; ip?: string; id?: string }) => ({
        id: request.id,
        method: request.method,
        url: request.url && maskPersonalData(request.url),
        remoteAddress: request.ip,
      }),
    },
    hooks: {
      // Text arguments (the message, printf values) are masked too.
      logMethod(this: Logger, args: unknown[], method: (...rest: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? maskPersonalData(arg) : arg)),
        );
      },
    },
  };
}

export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino(loggerOptions(config.logLevel));
}
