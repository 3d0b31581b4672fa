// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CancelAccountPage from './user.account.cancel.tsx';

vi.mock('../api/commerce.ts', () => ({ fetchWallet: vi.fn(async () => ({ balanceFen: 0 })) }));
vi.mock('../features/user/use-own-account.ts', () => ({
  useOwnAccount: () => ({
    user: { userId: '1', userName: '林小满', mobile: '13800000001', email: null },
    state: 'ready',
    load: vi.fn(),
  }),
}));

afterEach(cleanup);

describe('the account cancellation page', () => {
  it('says before the proof that open bookings and orders must be finished first, with links to them', async () => {
    const Stub = createRoutesStub([{ path: '/user/account/cancel', Component: CancelAccountPage }]);
    render(<Stub initialEntries={['/user/account/cancel']} />);
    const first = await screen.findByRole('region', { name: '注销前请先处理' });
    expect(first.textContent).toContain('未完成的咨询预约');
    expect(first.textContent).toContain('进行中的订单');
    expect(first.textContent).toContain('账号不能注销');
    const links = [...first.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/user/consultant', '/user/order']);
  });
});
