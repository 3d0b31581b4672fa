import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

// WeChat JS-SDK signature (JS-SDK docs, appendix 1): sha1 over
// "jsapi_ticket=…&noncestr=…&timestamp=…&url=…" with the page URL stripped of its #fragment.
export function jsapiSignature(input: {
  ticket: string;
  nonceStr: string;
  timestamp: number;
  url: string;
}): string {
  const url = input.url.split('#')[0];
  const plain = `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${url}`;
  return createHash('sha1').update(plain).digest('hex');
}

const TICKET_KEY = 'wechat:jsapi-ticket';
const WECHAT_DOWN = '微信接口暂不可用';
const LOCK_KEY = 'wechat:jsapi-ticket:lock';

/** WeChat gave no answer within 8 s: 504 / 000504; a refused connection or a bad answer: 502 / 000502. */
async function fetchJson<T>(deps: AppDeps, url: string): Promise<T> {
  try {
    const response = await deps.fetch(url, { signal: AbortSignal.timeout(8000) });
    if (!response.ok) throw new AppError('BAD_GATEWAY', { httpStatus: 502, message: WECHAT_DOWN });
    return (await response.json()) as T;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && error.name === 'TimeoutError')
      throw new AppError('GATEWAY_TIMEOUT', { httpStatus: 504, message: '微信接口响应超时，请稍后再试' });
    throw new AppError('BAD_GATEWAY', { httpStatus: 502, message: WECHAT_DOWN });
  }
}

/**
 * The jsapi_ticket, cached in the shared store (Redis across instances) until 5 minutes before it
 * expires; a short lock keeps several instances from fetching it at once (WeChat limits the calls).
 */
export async function jsapiTicket(
  deps: AppDeps,
  wechat: { appId: string; appSecret: string },
): Promise<string> {
  const cached = await deps.kv.get(TICKET_KEY);
  if (cached) return cached;
  if (!(await deps.kv.setIfAbsent(LOCK_KEY, '1', 10_000))) {
    for (let i = 0; i < 40; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const ready = await deps.kv.get(TICKET_KEY);
      if (ready) return ready;
    }
    throw new AppError('SERVICE_UNAVAILABLE', { httpStatus: 503 });
  }
  try {
    const token = await fetchJson<{ access_token?: string; errcode?: number }>(
      deps,
      `https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=${encodeURIComponent(wechat.appId)}&secret=${encodeURIComponent(wechat.appSecret)}`,
    );
    if (!token.access_token) throw new AppError('BAD_GATEWAY', { httpStatus: 502, message: WECHAT_DOWN });
    const ticket = await fetchJson<{ ticket?: string; expires_in?: number; errcode?: number }>(
      deps,
      `https://api.weixin.qq.com/cgi-bin/ticket/getticket?access_token=${encodeURIComponent(token.access_token)}&type=jsapi`,
    );
    if (!ticket.ticket) throw new AppError('BAD_GATEWAY', { httpStatus: 502, message: WECHAT_DOWN });
    const ttlMs = Math.max(60, (ticket.expires_in ?? 7200) - 300) * 1000;
    await deps.kv.set(TICKET_KEY, ticket.ticket, ttlMs);
    return ticket.ticket;
  } finally {
    await deps.kv.del(LOCK_KEY);
  }
}

export async function signPackage(
  deps: AppDeps,
  wechat: { appId: string; appSecret: string } | undefined,
  url: string,
) {
  if (!wechat) throw new AppError('SERVICE_UNAVAILABLE', { message: '未配置微信公众号，暂不支持微信分享' });
  const ticket = await jsapiTicket(deps, wechat);
  const nonceStr = randomBytes(12).toString('base64url');
  const timestamp = Math.floor(deps.now().getTime() / 1000);
  return {
    appId: wechat.appId,
    timestamp,
    nonceStr,
    signature: jsapiSignature({ ticket, nonceStr, timestamp, url }),
  };
}
