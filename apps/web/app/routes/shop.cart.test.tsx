// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartRecord } from '@xingtu/contracts/commerce';
import { PRODUCT_TYPE } from '@xingtu/contracts/enums';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCart, removeCartItem, selectCart, updateCartItem } from '../api/commerce.ts';
import CartPage from './shop.cart.tsx';

vi.mock('../api/commerce.ts', () => ({
  fetchCart: vi.fn(),
  updateCartItem: vi.fn(),
  selectCart: vi.fn(),
  removeCartItem: vi.fn(),
}));

type Item = CartRecord['items'][number];

function item(id: number, title: string, patch: Partial<Item> = {}): Item {
  return {
    id,
    productId: 100 + id,
    type: PRODUCT_TYPE.COURSE,
    title,
    cover: null,
    priceFen: 1000,
    quantity: 1,
    selected: true,
    stock: null,
    remainingLimit: null,
    available: true,
    unavailableReason: null,
    ...patch,
  };
}

/** A cart as the server sends it: the totals follow the selected rows. */
function cart(items: Item[]): CartRecord {
  const selected = items.filter((row) => row.selected);
  return {
    items,
    totals: {
      selectedCount: selected.length,
      selectedQuantity: selected.reduce((sum, row) => sum + row.quantity, 0),
      totalFen: selected.reduce((sum, row) => sum + row.quantity * row.priceFen, 0),
      itemCount: items.length,
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function renderCart() {
  const Stub = createRoutesStub([
    { path: '/shop/cart', Component: CartPage },
    { path: '/shop/order', Component: () => <p>确认订单页</p> },
    { path: '/', Component: () => <p>首页</p> },
  ]);
  render(<Stub initialEntries={['/shop/cart']} />);
}

const stepper = (title: string) => screen.getByRole('group', { name: `${title}的数量` });
const plusOf = (title: string) =>
  within(stepper(title)).getByRole('button', { name: '增加数量' }) as HTMLButtonElement;
const minusOf = (title: string) =>
  within(stepper(title)).getByRole('button', { name: '减少数量' }) as HTMLButtonElement;
const checkOf = (title: string) => screen.getByRole('checkbox', { name: `选择${title}` }) as HTMLInputElement;
const selectAll = () => screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement;
const checkout = () => screen.getByRole('button', { name: '去结算' }) as HTMLButtonElement;
const total = () => document.querySelector('.cart-total')?.textContent ?? '';

beforeEach(() => {
  vi.mocked(fetchCart).mockReset();
  vi.mocked(updateCartItem).mockReset();
  vi.mocked(selectCart).mockReset();
  vi.mocked(removeCartItem).mockReset();
});
afterEach(cleanup);

describe('cart page quantities', () => {
  it('bounds each stepper by stock, the per-user limit and 99', async () => {
    vi.mocked(fetchCart).mockResolvedValue(
      cart([
        item(1, '星盘入门课', { quantity: 3, stock: 3 }),
        item(2, '年运报告', { quantity: 2, stock: 10, remainingLimit: 2 }),
        item(3, '塔罗电子书', { quantity: 99 }),
        item(4, '合盘报告', { quantity: 2, stock: 5, remainingLimit: 4 }),
      ]),
    );
    renderCart();
    await screen.findByRole('list', { name: '购物车商品' });

    expect(plusOf('星盘入门课').disabled).toBe(true);
    expect(plusOf('年运报告').disabled).toBe(true);
    expect(plusOf('塔罗电子书').disabled).toBe(true);
    expect(plusOf('合盘报告').disabled).toBe(false);
    expect(minusOf('合盘报告').disabled).toBe(false);
    expect(screen.getByText('库存 3 件', { exact: false })).toBeTruthy();
    expect(screen.getByText('不限库存', { exact: false })).toBeTruthy();
  });

  it('sends the next quantity, locks the row controls until the server answers, then shows its totals', async () => {
    const before = [
      item(1, '星盘入门课', { quantity: 2, stock: 5 }),
      item(2, '年运报告', { priceFen: 2990 }),
    ];
    vi.mocked(fetchCart).mockResolvedValue(cart(before));
    const answer = deferred<CartRecord>();
    vi.mocked(updateCartItem).mockReturnValue(answer.promise);
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole('list', { name: '购物车商品' });
    expect(total()).toBe('已选 3 件，合计 ¥49.90');

    await user.click(plusOf('星盘入门课'));
    expect(updateCartItem).toHaveBeenCalledWith(1, { quantity: 3 });
    // A second click cannot start from the same old quantity while the first is under way.
    expect(plusOf('星盘入门课').disabled).toBe(true);
    expect(checkOf('年运报告').disabled).toBe(true);
    expect(checkout().disabled).toBe(true);
    await user.click(plusOf('星盘入门课'));
    expect(updateCartItem).toHaveBeenCalledTimes(1);

    answer.resolve(cart([{ ...before[0]!, quantity: 3 }, before[1]!]));
    await waitFor(() => expect(total()).toBe('已选 4 件，合计 ¥59.90'));
    expect(within(stepper('星盘入门课')).getByRole('status', { hidden: true }).textContent).toBe('3');
    expect(plusOf('星盘入门课').disabled).toBe(false);
    expect(checkout().disabled).toBe(false);
  });

  it('keeps the cart as it was when a change is refused and frees the controls again', async () => {
    vi.mocked(fetchCart).mockResolvedValue(cart([item(1, '星盘入门课', { quantity: 2, stock: 5 })]));
    vi.mocked(updateCartItem).mockRejectedValue(new Error('库存不足'));
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole('list', { name: '购物车商品' });

    await user.click(minusOf('星盘入门课'));
    expect(updateCartItem).toHaveBeenCalledWith(1, { quantity: 1 });
    await waitFor(() => expect(minusOf('星盘入门课').disabled).toBe(false));
    expect(total()).toBe('已选 2 件，合计 ¥20.00');
  });
});

describe('cart page selection', () => {
  it('selects one row, and 全选 selects all or clears all', async () => {
    const rows = [item(1, '星盘入门课'), item(2, '年运报告', { selected: false })];
    vi.mocked(fetchCart).mockResolvedValue(cart(rows));
    vi.mocked(updateCartItem).mockResolvedValue(cart([rows[0]!, { ...rows[1]!, selected: true }]));
    vi.mocked(selectCart).mockResolvedValue(cart(rows.map((row) => ({ ...row, selected: false }))));
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole('list', { name: '购物车商品' });
    expect(checkOf('星盘入门课').checked).toBe(true);
    expect(checkOf('年运报告').checked).toBe(false);
    expect(selectAll().checked).toBe(false);

    await user.click(checkOf('年运报告'));
    expect(updateCartItem).toHaveBeenCalledWith(2, { selected: true });
    await waitFor(() => expect(selectAll().checked).toBe(true));
    expect(total()).toBe('已选 2 件，合计 ¥20.00');

    await user.click(selectAll());
    expect(selectCart).toHaveBeenCalledWith(false);
    await waitFor(() => expect(selectAll().checked).toBe(false));
    expect(checkout().disabled).toBe(true);
  });

  it('asks to unselect what cannot be bought before checking out, then goes to the order page', async () => {
    const rows = [
      item(1, '星盘入门课'),
      item(2, '年运报告', { available: false, unavailableReason: '已售罄', stock: 0 }),
    ];
    vi.mocked(fetchCart).mockResolvedValue(cart(rows));
    vi.mocked(updateCartItem).mockResolvedValue(cart([rows[0]!, { ...rows[1]!, selected: false }]));
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole('list', { name: '购物车商品' });

    expect(screen.getByText('请先取消勾选暂不可购买的商品。')).toBeTruthy();
    expect(screen.getByText('已售罄', { exact: false })).toBeTruthy();
    expect(checkout().disabled).toBe(true);

    await user.click(checkOf('年运报告'));
    expect(updateCartItem).toHaveBeenCalledWith(2, { selected: false });
    await waitFor(() => expect(checkout().disabled).toBe(false));
    expect(screen.queryByText('请先取消勾选暂不可购买的商品。')).toBeNull();

    await user.click(checkout());
    expect(await screen.findByText('确认订单页')).toBeTruthy();
  });

  it('removes a row through the server', async () => {
    const rows = [item(1, '星盘入门课'), item(2, '年运报告')];
    vi.mocked(fetchCart).mockResolvedValue(cart(rows));
    vi.mocked(removeCartItem).mockResolvedValue(cart([rows[1]!]));
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole('list', { name: '购物车商品' });

    await user.click(screen.getByRole('button', { name: '删除星盘入门课' }));
    expect(removeCartItem).toHaveBeenCalledWith(1);
    await waitFor(() => expect(screen.queryByRole('group', { name: '星盘入门课的数量' })).toBeNull());
    expect(total()).toBe('已选 1 件，合计 ¥10.00');
  });
});

describe('cart page states', () => {
  it('shows loading, then an error with a reload that works', async () => {
    vi.mocked(fetchCart)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(cart([item(1, '星盘入门课')]));
    const user = userEvent.setup();
    renderCart();
    expect(await screen.findByText('购物车加载失败，请稍后再试。')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('list', { name: '购物车商品' })).toBeTruthy();
    expect(fetchCart).toHaveBeenCalledTimes(2);
  });

  it('invites an empty cart to shop', async () => {
    vi.mocked(fetchCart).mockResolvedValue(cart([]));
    renderCart();
    expect(await screen.findByText('购物车还是空的')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去逛逛' }).getAttribute('href')).toBe('/');
  });
});
