// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderRecord, ProductDetailRecord } from '@xingtu/contracts/commerce';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { createRoutesStub, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { createOrder, fetchCart, fetchProduct } from '../api/commerce.ts';
import CheckoutPage from './shop.order.tsx';

vi.mock('../api/commerce.ts', () => ({ fetchCart: vi.fn(), fetchProduct: vi.fn(), createOrder: vi.fn() }));

function product(type: ProductDetailRecord['type'], title: string): ProductDetailRecord {
  return {
    id: 7,
    type,
    typeLabel: '',
    title,
    cover: null,
    summary: '',
    priceFen: 6800,
    listPriceFen: 6800,
    stock: 5,
    purchaseLimit: null,
    saleStart: null,
    saleEnd: null,
    validityDays: null,
    targetKind: null,
    targetId: null,
    onSale: true,
    soldOut: false,
    description: '',
  };
}

function PayPage() {
  return <p>支付页 {useSearchParams()[0].get('orderNo')}</p>;
}

function renderCheckout(query: string) {
  const Stub = createRoutesStub([
    { path: '/shop/order', Component: CheckoutPage },
    { path: '/pay', Component: PayPage },
  ]);
  render(<Stub initialEntries={[`/shop/order?${query}`]} />);
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  vi.mocked(fetchCart).mockReset();
  vi.mocked(fetchProduct).mockReset();
  vi.mocked(createOrder).mockReset();
});
afterEach(cleanup);

describe('checkout', () => {
  it('asks for an address for goods: Chinese messages at the fields, what was typed kept, nothing sent', async () => {
    vi.mocked(fetchProduct).mockResolvedValue(product(PRODUCT_TYPE.GOODS, '星盘笔记本'));
    renderCheckout('productId=7&quantity=2');
    expect(await screen.findByText('星盘笔记本')).toBeTruthy();
    expect(screen.getByText('×2')).toBeTruthy();
    await userEvent.type(field('收货人'), '林晓');
    await userEvent.type(field('手机号'), '1380000');
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(createOrder).not.toHaveBeenCalled();
    expect(field('手机号').getAttribute('aria-invalid')).toBe('true');
    expect(field('手机号').value).toBe('1380000');
    expect(field('收货人').value).toBe('林晓');
    expect(document.body.textContent).toMatch(/手机号/);
    expect(document.body.textContent).not.toMatch(/[A-Za-z]{6,}/);
  });

  it('shows a field the server refused at that field, keeping the whole address as typed', async () => {
    vi.mocked(fetchProduct).mockResolvedValue(product(PRODUCT_TYPE.GOODS, '星盘笔记本'));
    vi.mocked(createOrder).mockRejectedValue(
      new ApiError('000422', '参数校验失败', 422, [
        { field: 'address.detail', message: '详细地址含有不当内容，请修改' },
      ]),
    );
    renderCheckout('productId=7');
    await screen.findByText('星盘笔记本');
    await userEvent.type(field('收货人'), '林晓');
    await userEvent.type(field('手机号'), '13800000001');
    await userEvent.type(field('所在地区'), '广东省 广州市 天河区');
    await userEvent.type(field('详细地址'), '体育西路 191 号');
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('详细地址含有不当内容，请修改')).toBeTruthy();
    expect(field('详细地址').getAttribute('aria-invalid')).toBe('true');
    expect(field('详细地址').value).toBe('体育西路 191 号');
    expect(field('手机号').value).toBe('13800000001');
    expect((screen.getByRole('button', { name: '提交订单' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends a digital product with its optional contact and opens the payment by the order number', async () => {
    vi.mocked(fetchProduct).mockResolvedValue(product(PRODUCT_TYPE.EBOOK, '占星入门电子书'));
    vi.mocked(createOrder).mockResolvedValue({ orderNo: '202611251600000001234567' } as OrderRecord);
    renderCheckout('productId=7');
    expect(await screen.findByText('联系信息')).toBeTruthy();
    await userEvent.type(field('联系人（选填）'), '林晓');
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('支付页 202611251600000001234567')).toBeTruthy();
    expect(createOrder).toHaveBeenCalledWith({ productId: 7, quantity: 1, contact: { name: '林晓' } });
  });
});
