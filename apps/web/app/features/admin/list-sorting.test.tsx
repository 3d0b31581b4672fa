// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAudit, fetchOrders, searchUsers } from '../../api/console.ts';
import { Audit } from './Audit.tsx';
import { Orders } from './Orders.tsx';
import { Users } from './Users.tsx';

// The users, orders and audit tables ask the server to sort when a sortable header is clicked
// (descending first, then ascending), with the contracts' column keys.

vi.mock('../../api/console.ts', () => ({
  searchUsers: vi.fn(),
  fetchOrders: vi.fn(),
  downloadOrdersCsv: vi.fn(),
  fetchAudit: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const pageOf = <T,>(row: T) => ({ records: [row], total: 1, size: 20, current: 1 });
const user = {
  userId: '7',
  userName: '星友',
  mobile: '138****0000',
  email: null,
  roles: [],
  status: 'active',
  createdAt: '2026-11-27T01:00:00.000Z',
};
const order = {
  orderNo: 'X1',
  userId: '7',
  userName: '星友',
  kind: 'purchase' as const,
  status: 'A' as const,
  statusLabel: '待支付',
  title: '星盘手账本',
  totalFen: 6800,
  paidFen: 0,
  refundedFen: 0,
  createdAt: '2026-11-27T01:00:00.000Z',
  paidAt: null,
};
const line = {
  id: 1,
  actorId: '1',
  actorName: '管理员',
  actorRoles: ['admin'],
  action: 'user.lock',
  actionLabel: '冻结账号',
  targetType: 'user',
  targetId: '7',
  before: null,
  after: null,
  reason: null,
  ip: '127.0.0.1',
  userAgent: null,
  createdAt: '2026-11-27T01:00:00.000Z',
};

async function clickHeader(name: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name }));
}

describe('server-side sorting of the older console lists', () => {
  it('users: sign-up time descending, then ascending, back to the first page', async () => {
    vi.mocked(searchUsers).mockResolvedValue(pageOf(user));
    const Stub = createRoutesStub([{ path: '/', Component: Users }]);
    render(<Stub />);
    await clickHeader(/注册时间/);
    await vi.waitFor(() =>
      expect(searchUsers).toHaveBeenLastCalledWith('', 1, { by: 'created', desc: true }),
    );
    await clickHeader(/注册时间/);
    await vi.waitFor(() =>
      expect(searchUsers).toHaveBeenLastCalledWith('', 1, { by: 'created', desc: false }),
    );
    expect(screen.queryByRole('button', { name: /手机号/ })).toBeNull();
  });

  it('orders: by amount', async () => {
    vi.mocked(fetchOrders).mockResolvedValue(pageOf(order));
    const Stub = createRoutesStub([{ path: '/', Component: Orders }]);
    render(<Stub />);
    await clickHeader(/金额/);
    await vi.waitFor(() => expect(fetchOrders).toHaveBeenLastCalledWith({}, 1, { by: 'total', desc: true }));
  });

  it('audit: by operator', async () => {
    vi.mocked(fetchAudit).mockResolvedValue(pageOf(line));
    const Stub = createRoutesStub([{ path: '/', Component: Audit }]);
    render(<Stub />);
    await clickHeader(/操作人/);
    await vi.waitFor(() =>
      expect(fetchAudit).toHaveBeenLastCalledWith(1, undefined, { by: 'actor', desc: true }),
    );
  });
});
