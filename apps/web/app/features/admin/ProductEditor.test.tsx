// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProductDetail } from '@xingtu/contracts/console-catalog';
import { RESULT_CODES } from '@xingtu/contracts/result-codes';
import { ApiError } from '../../api/api-error.ts';
import { fetchAdminProduct, updateAdminProduct } from '../../api/console-catalog.ts';
import { ProductEditor } from './ProductEditor.tsx';

vi.mock('../../api/console-catalog.ts', () => ({
  fetchAdminProduct: vi.fn(),
  createAdminProduct: vi.fn(),
  updateAdminProduct: vi.fn(),
  uploadProductCover: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const product: AdminProductDetail = {
  id: 1001,
  type: '80',
  typeLabel: '实物商品',
  title: '星盘手账本',
  summary: '十二宫手账',
  description: '<p>硬壳</p>',
  cover: null,
  priceFen: 6800,
  listPriceFen: 8800,
  stock: 12,
  purchaseLimit: null,
  saleStart: null,
  saleEnd: null,
  validityDays: null,
  status: 'on',
  visibility: 2,
  sort: 5,
  targetKind: null,
  targetId: null,
  version: 3,
  delivered: true,
  onSale: true,
  updatedAt: '2026-11-27T00:00:00.000Z',
};

const Stub = (isAdmin: boolean) =>
  createRoutesStub([{ path: '/admin/catalog/:id', Component: () => <ProductEditor isAdmin={isAdmin} /> }]);

describe('the console product editor', () => {
  it('refuses a list price below the price in the form, then saves with the version it started from', async () => {
    vi.mocked(fetchAdminProduct).mockResolvedValue(product);
    vi.mocked(updateAdminProduct).mockResolvedValue({ ...product, priceFen: 5800, version: 4 });
    const Page = Stub(true);
    render(<Page initialEntries={['/admin/catalog/1001']} />);
    const price = await screen.findByLabelText('售价（元）');
    await userEvent.clear(price);
    await userEvent.type(price, '99');
    await userEvent.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('划线价不能低于售价')).toBeTruthy();
    expect(updateAdminProduct).not.toHaveBeenCalled();

    await userEvent.clear(price);
    await userEvent.type(price, '58');
    await userEvent.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('已保存，商城已显示最新内容')).toBeTruthy();
    expect(updateAdminProduct).toHaveBeenCalledWith(
      1001,
      expect.objectContaining({ price_fen: 5800, list_price_fen: 8800, stock: 12, version: 3 }),
    );
    expect(screen.getByText(/版本 4/)).toBeTruthy();
  });

  it('says another operator saved first and offers the latest version', async () => {
    vi.mocked(fetchAdminProduct)
      .mockResolvedValueOnce(product)
      .mockResolvedValueOnce({
        ...product,
        title: '别人改过的名称',
        version: 4,
      });
    const { code, message } = RESULT_CODES.PRODUCT_EDITED_ELSEWHERE;
    vi.mocked(updateAdminProduct).mockRejectedValue(new ApiError(code, message, 200));
    const Page = Stub(true);
    render(<Page initialEntries={['/admin/catalog/1001']} />);
    await userEvent.click(await screen.findByRole('button', { name: '保存修改' }));
    expect((await screen.findByRole('alert')).textContent).toContain('刚刚被其他运营人员修改过');
    await userEvent.click(screen.getByRole('button', { name: '载入最新内容（放弃我的修改）' }));
    expect(await screen.findByDisplayValue('别人改过的名称')).toBeTruthy();
    expect(screen.getByText(/版本 4/)).toBeTruthy();
  });

  it('lets an editor change words only', async () => {
    vi.mocked(fetchAdminProduct).mockResolvedValue(product);
    const Page = Stub(false);
    render(<Page initialEntries={['/admin/catalog/1001']} />);
    expect((await screen.findByLabelText('售价（元）')).hasAttribute('readonly')).toBe(true);
    expect(screen.getByLabelText('名称').hasAttribute('readonly')).toBe(false);
    expect(screen.queryByRole('combobox', { name: '上下架' })).toBeNull();
  });
});
