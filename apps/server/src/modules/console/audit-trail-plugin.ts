import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditAction } from '@xingtu/contracts/console';
import { recordAudit } from './audit.ts';
import { actingOperator } from './operator.ts';

// Operator endpoints of other areas (astrologer applications and withdrawals, report regeneration and
// template prices, the orders area's own ship / refund / invalidate) do not write audit rows of their
// own. This hook records each of their successful changes as sent — who, the route, its parameters and
// body (secrets removed), the answer's records as `after` — so no operator change goes unrecorded.
// The console's own endpoints write richer rows (before and after) and mark the request as audited.
// A read that exposes members' private words (a consultation room's messages) is recorded too: its
// route says so with `config: { auditRead: '<action>' }`, and each successful read is one row.

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the handler wrote its own audit row. */
    audited: boolean;
  }
  interface FastifyContextConfig {
    /** An operator read to record in the audit trail under this action. */
    auditRead?: AuditAction;
  }
}

const OPERATOR_PATHS = [/^\/api\/admin\//, /^\/api\/orders\/:orderNo\/(ship|refund|invalidate)$/];
const SECRET_KEY = /password|token|secret/i;

function withoutSecrets(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value ?? null;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET_KEY.test(key)));
}

function succeeded(payload: unknown): { ok: boolean; records: unknown } {
  if (typeof payload !== 'string') return { ok: false, records: null };
  try {
    const body = JSON.parse(payload) as { success?: unknown; data?: { records?: unknown } | null };
    return { ok: body.success === true, records: body.data?.records ?? null };
  } catch {
    return { ok: false, records: null };
  }
}

function isOperatorChange(request: FastifyRequest): boolean {
  if (request.routeOptions.config.auditRead) return request.auth !== null;
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false;
  const route = request.routeOptions.url ?? '';
  return request.auth !== null && OPERATOR_PATHS.some((pattern) => pattern.test(route));
}

export const auditTrailPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('audited', false);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.audited || reply.statusCode >= 400 || !isOperatorChange(request)) {
      done(null, payload);
      return;
    }
    recordOperatorChange(app, request, payload).then(() => done(null, payload), done);
  });
});

/** The operator's change (or audited read) that succeeded, recorded before the answer goes out. */
async function recordOperatorChange(
  app: FastifyInstance,
  request: FastifyRequest,
  payload: unknown,
): Promise<void> {
  const readAction = request.routeOptions.config.auditRead;
  // A file read answers the file itself (no envelope); its 2xx status is its success.
  const outcome =
    readAction && typeof payload !== 'string' ? { ok: true, records: null } : succeeded(payload);
  if (!outcome.ok) return;
  const params = (request.params ?? {}) as Record<string, unknown>;
  await recordAudit(app.deps.database.db, await actingOperator(request), {
    action: readAction ?? 'request',
    targetType: 'request',
    targetId: Object.values(params).map(String).join('/') || null,
    before: {
      method: request.method,
      route: request.routeOptions.url,
      params,
      body: withoutSecrets(request.body),
    },
    // A read keeps what was asked, not what was shown (the messages stay in their own table).
    after: readAction ? null : outcome.records,
  });
}
