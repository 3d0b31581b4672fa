// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { createTopup, fetchLedger, fetchWallet } from '../api/commerce.ts';
import WalletPage from './user.wallet.tsx';

vi.mock('../api/commerce.ts', () => ({ fetchWallet: vi.fn(), fetchLedger: vi.fn(), createTopup: vi.fn() }));

function renderWallet() {
  const Stub = createRoutesStub([
    { path: '/user/wallet', Component: WalletPage },
    { path: '/pay', Component: () => <p>支付页</p> },
  ]);
  render(<Stub initialEntries={['/user/wallet']} />);
}

const amount = () => screen.getByLabelText(/充值金额/) as HTMLInputElement;

beforeEach(() => {
  vi.mocked(fetchWallet).mockResolvedValue({ balanceFen: 0 });
  vi.mocked(fetchLedger).mockResolvedValue({ records: [], total: 0, size: 20, current: 1 });
  vi.mocked(createTopup).mockReset();
});
afterEach(cleanup);

describe('wallet top-up', () => {
  it('says at the field, in Chinese, what amount is accepted, keeping what was typed', async () => {
    renderWallet();
    await userEvent.type(await screen.findByLabelText(/充值金额/), '0.5');
    await userEvent.click(screen.getByRole('button', { name: /充值/ }));
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).toContain('请输入 ¥1.00 到 ¥50000.00 之间的金额');
    expect(amount().value).toBe('0.5');
    expect(createTopup).not.toHaveBeenCalled();
  });

  it('shows the server refusing the amount at the field', async () => {
    vi.mocked(createTopup).mockRejectedValue(
      new ApiError('000422', '参数校验失败', 422, [
        { field: 'amount_fen', message: '单次充值不能超过 5 万元' },
      ]),
    );
    renderWallet();
    await userEvent.type(await screen.findByLabelText(/充值金额/), '100');
    await userEvent.click(screen.getByRole('button', { name: /充值/ }));
    expect(await screen.findByText('单次充值不能超过 5 万元')).toBeTruthy();
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    expect(amount().value).toBe('100');
  });
});
