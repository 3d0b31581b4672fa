import type { FastifyPluginAsync } from 'fastify';
import { sectionsFor } from '@xingtu/contracts/console';
import { consoleApi } from '@xingtu/contracts/console-api';
import { consoleApiSchemas } from '@xingtu/contracts/console-api-schemas';
import { ORDER_STATUS_LABELS } from '@xingtu/contracts/enums';
import { ok, okPage } from '@xingtu/contracts/envelope';
import { userIdOf } from '../../http/authenticate.ts';
import { endpointRoutes } from '../../http/endpoints.ts';
import { requireOperator } from '../../permissions/index.ts';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { readSingleFile } from '../../http/multipart.ts';
import { PRODUCT_COVER_MAX_BYTES } from '@xingtu/contracts/console-catalog';
import { listProductsForOperator, productForOperator } from '../commerce/index.ts';
import { listAudit, recordAudit } from './audit.ts';
import { createByOperator, storeCover, updateByOperator } from './catalog.ts';
import { toCsv } from './csv.ts';
import { dashboard } from './dashboard.ts';
import { actingOperator, loadOperator } from './operator.ts';
import {
  exportRows,
  listOrders,
  orderDetail,
  refundByOperator,
  shipByOperator,
  voidByOperator,
} from './orders.ts';
import { assertReauthenticated, reauthenticate } from './reauth.ts';
import {
  endUserSessions,
  revealContact,
  searchUsers,
  setLocked,
  setOperatorRoles,
  userDetail,
} from './users.ts';
import { adjustByOperator, walletOf, walletProblems } from './wallet.ts';

// HTTP only: the endpoints of contracts/console-api.ts. Guards follow SECTION_ROLES (contracts/console.ts).

export const consoleRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  const route = endpointRoutes(app, consoleApi, consoleApiSchemas);
  const anyOperator = { guard: requireOperator('admin', 'editor', 'finance', 'support') };
  const people = { guard: requireOperator('admin', 'support') };
  const money = { guard: requireOperator('admin', 'finance') };
  const adminOnly = { guard: requireOperator('admin') };
  const catalogue = { guard: requireOperator('admin', 'editor') };
  const noStore = (reply: { header: (name: string, value: string) => unknown }) =>
    reply.header('cache-control', 'no-store');

  route('me', anyOperator, async (request, reply) => {
    noStore(reply);
    const operator = await loadOperator(deps.database.db, userIdOf(request));
    return ok({
      userId: String(operator.id),
      userName: operator.name,
      roles: operator.roles,
      sections: sectionsFor(operator.roles),
    });
  });
  route(
    'reauth',
    { ...anyOperator, config: { rateLimit: { max: 10, timeWindow: 60_000 } } },
    async (request) => {
      const answer = await reauthenticate(deps, userIdOf(request), request.body.password);
      request.audited = true;
      await recordAudit(deps.database.db, await actingOperator(request), {
        action: 'operator.reauth',
        targetType: 'user',
        targetId: userIdOf(request),
      });
      return ok(answer, '密码已验证，5 分钟内可进行敏感操作');
    },
  );
  route('dashboard', anyOperator, async (request, reply) => {
    noStore(reply);
    return ok(await dashboard(deps, request.query.days));
  });

  route('users', people, async (request, reply) => {
    noStore(reply);
    return okPage(await searchUsers(deps, request.query));
  });
  route('user', people, async (request, reply) => {
    noStore(reply);
    return ok(await userDetail(deps, request.params.userId));
  });
  route('revealContact', people, async (request, reply) => {
    noStore(reply);
    request.audited = true;
    return ok(await revealContact(deps, await actingOperator(request), request.params.userId));
  });
  route('lockUser', people, async (request) => {
    request.audited = true;
    const acting = await actingOperator(request);
    return ok(await setLocked(deps, acting, request.params.userId, true, request.body.reason), '账号已冻结');
  });
  route('unlockUser', people, async (request) => {
    request.audited = true;
    return ok(
      await setLocked(deps, await actingOperator(request), request.params.userId, false, null),
      '账号已解冻',
    );
  });
  route('endSessions', people, async (request) => {
    request.audited = true;
    await endUserSessions(deps, await actingOperator(request), request.params.userId);
    return ok(null, '该用户的全部登录已结束');
  });
  route('setRoles', adminOnly, async (request) => {
    await assertReauthenticated(deps, userIdOf(request), request.body.reauth_token);
    request.audited = true;
    return ok(
      await setOperatorRoles(deps, await actingOperator(request), request.params.userId, request.body.roles),
      '角色已更新',
    );
  });

  route('orders', money, async (request, reply) => {
    noStore(reply);
    return okPage(await listOrders(deps, request.query));
  });
  route('exportOrders', money, async (request, reply) => {
    const rows = await exportRows(deps, request.query);
    await recordAudit(deps.database.db, await actingOperator(request), {
      action: 'order.export',
      targetType: 'order',
      after: { filter: request.query, rows: rows.length },
    });
    const csv = toCsv(
      [
        '订单号',
        '用户编号',
        '用户名',
        '商品',
        '状态',
        '订单金额(元)',
        '实付(元)',
        '已退(元)',
        '下单时间',
        '支付时间',
      ],
      rows.map((row) => [
        row.orderNo,
        row.userId,
        row.userName,
        row.title,
        ORDER_STATUS_LABELS[row.status],
        (row.totalFen / 100).toFixed(2),
        (row.paidFen / 100).toFixed(2),
        (row.refundedFen / 100).toFixed(2),
        formatBeijing(row.createdAt),
        row.paidAt ? formatBeijing(row.paidAt) : '',
      ]),
    );
    const stamp = formatBeijing(deps.now(), 'stamp');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${stamp}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
  route('order', money, async (request, reply) => {
    noStore(reply);
    return ok(await orderDetail(deps, request.params.orderNo));
  });
  route('refund', money, async (request) => {
    request.audited = true;
    const acting = await actingOperator(request);
    return ok(await refundByOperator(deps, acting, request.params.orderNo, request.body), '退款成功');
  });
  route('ship', money, async (request) => {
    request.audited = true;
    const acting = await actingOperator(request);
    return ok(await shipByOperator(deps, acting, request.params.orderNo, request.body), '已发货');
  });
  route('voidOrder', money, async (request) => {
    request.audited = true;
    const acting = await actingOperator(request);
    return ok(await voidByOperator(deps, acting, request.params.orderNo, request.body.reason), '订单已作废');
  });

  route('wallet', money, async (request, reply) => {
    noStore(reply);
    return ok(await walletOf(deps, request.params.userId, request.query));
  });
  route('adjustWallet', money, async (request) => {
    request.audited = true;
    const acting = await actingOperator(request);
    return ok(await adjustByOperator(deps, acting, request.params.userId, request.body), '钱包已调整');
  });
  route('walletIntegrity', money, async (_request, reply) => {
    noStore(reply);
    return ok(await walletProblems(deps));
  });

  route('products', catalogue, async (request, reply) => {
    noStore(reply);
    return okPage(await listProductsForOperator(deps, request.query));
  });
  route('product', catalogue, async (request, reply) => {
    noStore(reply);
    return ok(await productForOperator(deps, request.params.id));
  });
  route('createProduct', adminOnly, async (request) => {
    request.audited = true;
    return ok(await createByOperator(deps, await actingOperator(request), request.body), '商品已创建');
  });
  route('updateProduct', catalogue, async (request) => {
    request.audited = true;
    const acting = await actingOperator(request);
    return ok(await updateByOperator(deps, acting, request.params.id, request.body), '商品已保存');
  });
  route('uploadProductCover', catalogue, async (request) => {
    const body = await readSingleFile(request, 'file', PRODUCT_COVER_MAX_BYTES + 1);
    request.audited = true;
    return ok(await storeCover(deps, await actingOperator(request), body), '封面已上传');
  });

  route('audit', adminOnly, async (request, reply) => {
    noStore(reply);
    return okPage(await listAudit(deps.database.db, request.query));
  });
};
