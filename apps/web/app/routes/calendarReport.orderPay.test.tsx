// @vitest-environment happy-dom
// The calendar report's pay step: the order of one is paid on this page, and once it is paid the member lands on
// the first step of the order's calendar (no detour through the shop's result page); a malformed order number or
// someone else's order shows the not-found state and asks for nothing.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarReportHomeRecord } from '@xingtu/contracts/calendar-report';
import type { OrderRecord, PaymentRecord } from '@xingtu/contracts/commerce';
import { ORDER_STATUS, PRODUCT_TYPE } from '@xingtu/contracts/enums';
import type { ReportRecord } from '@xingtu/contracts/reports';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOrder, fetchOrder, fetchPaymentChannels, fetchWallet, startPayment } from '../api/commerce.ts';
import { fetchReportsOfOrder } from '../api/reports.ts';
import OrderPayPage from './calendarReport.orderPay.tsx';

vi.mock('../api/commerce.ts', () => ({
  createOrder: vi.fn(),
  fetchOrder: vi.fn(),
  fetchPayment: vi.fn(),
  fetchPaymentChannels: vi.fn(),
  fetchWallet: vi.fn(),
  startPayment: vi.fn(),
}));
vi.mock('../api/reports.ts', () => ({ fetchReportsOfOrder: vi.fn() }));

const ORDER_NO = '202611271600000001234567';
const REPORT_ID = 'abcdefgh2345';

const home = {
  title: '个人星象日历',
  productId: 31,
  priceFen: 5900,
  listPriceFen: 8800,
  summary: '逐日评分',
} as CalendarReportHomeRecord;

function order(status: OrderRecord['status']): OrderRecord {
  return {
    orderNo: ORDER_NO,
    kind: 'purchase',
    status,
    statusLabel: status === ORDER_STATUS.NEW ? '待支付' : '已完成',
    totalFen: 5900,
    paidFen: status === ORDER_STATUS.NEW ? 0 : 5900,
    refundedFen: 0,
    items: [
      {
        productId: 31,
        productType: PRODUCT_TYPE.REPORT,
        title: '个人星象日历',
        cover: null,
        unitPriceFen: 5900,
        quantity: 1,
        amountFen: 5900,
      },
    ],
    address: null,
    contact: null,
    remark: null,
    carrier: null,
    trackingNo: null,
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    paidAt: null,
    shippedAt: null,
    receivedAt: null,
    finishedAt: null,
    cancelledAt: null,
    createdAt: '2026-11-27T08:00:00.000Z',
  } as OrderRecord;
}

const awaiting = {
  id: REPORT_ID,
  template: 'calendar',
  status: 'awaiting_input',
} as ReportRecord;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      path: '/calendarReport/orderPay',
      Component: OrderPayPage,
      loader: () => ({ home, today: '2026-11-27' }),
    },
    { path: '/calendarReport/editFirst', Component: Where },
    { path: '/pay/success', Component: Where },
  ]);
  render(<Stub initialEntries={[path]} />);
}

beforeEach(() => {
  vi.mocked(fetchPaymentChannels).mockResolvedValue(['wallet']);
  vi.mocked(fetchWallet).mockResolvedValue({ balanceFen: 10_000 } as Awaited<ReturnType<typeof fetchWallet>>);
  vi.mocked(fetchReportsOfOrder).mockResolvedValue([awaiting]);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('the calendar report pay step', () => {
  it('orders one, pays it here and lands on the first step of its calendar', async () => {
    vi.mocked(createOrder).mockResolvedValue(order(ORDER_STATUS.NEW));
    vi.mocked(fetchOrder)
      .mockResolvedValueOnce(order(ORDER_STATUS.NEW))
      .mockResolvedValue(order(ORDER_STATUS.FINISHED));
    vi.mocked(startPayment).mockResolvedValue({ status: 'succeeded' } as PaymentRecord);
    renderAt('/calendarReport/orderPay');

    await userEvent.click(await screen.findByRole('button', { name: '提交订单并支付' }));
    expect(createOrder).toHaveBeenCalledWith({ productId: 31, quantity: 1 });
    expect(await screen.findByRole('heading', { name: '支付个人星象日历' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: '确认支付' }));

    expect(startPayment).toHaveBeenCalledWith(ORDER_NO, 'wallet');
    expect((await screen.findByTestId('where')).textContent).toBe(
      `/calendarReport/editFirst?report=${REPORT_ID}`,
    );
    expect(fetchReportsOfOrder).toHaveBeenCalledWith(ORDER_NO);
  });

  it('an order already paid (the gateway came back) goes straight on to its calendar', async () => {
    vi.mocked(fetchOrder).mockResolvedValue(order(ORDER_STATUS.FINISHED));
    renderAt(`/calendarReport/orderPay?orderNo=${ORDER_NO}`);
    expect((await screen.findByTestId('where')).textContent).toBe(
      `/calendarReport/editFirst?report=${REPORT_ID}`,
    );
    expect(startPayment).not.toHaveBeenCalled();
  });

  it('a calendar already filled in opens its months instead', async () => {
    vi.mocked(fetchOrder).mockResolvedValue(order(ORDER_STATUS.FINISHED));
    vi.mocked(fetchReportsOfOrder).mockResolvedValue([{ ...awaiting, status: 'ready' }]);
    const Stub = createRoutesStub([
      {
        path: '/calendarReport/orderPay',
        Component: OrderPayPage,
        loader: () => ({ home, today: '2026-11-27' }),
      },
      { path: '/calendarReport/monthInfo', Component: Where },
    ]);
    render(<Stub initialEntries={[`/calendarReport/orderPay?orderNo=${ORDER_NO}&paid=1`]} />);
    expect((await screen.findByTestId('where')).textContent).toBe(
      `/calendarReport/monthInfo?report=${REPORT_ID}`,
    );
  });

  it("a malformed order number is not asked for; someone else's order is not found", async () => {
    renderAt('/calendarReport/orderPay?orderNo=1%3Bdrop');
    expect(await screen.findByText('订单不存在或不属于当前账号。')).toBeTruthy();
    expect(fetchOrder).not.toHaveBeenCalled();
    cleanup();

    vi.mocked(fetchOrder).mockRejectedValue(new Error('404'));
    renderAt(`/calendarReport/orderPay?orderNo=${ORDER_NO}&paid=1`);
    expect(await screen.findByText('订单不存在或不属于当前账号。')).toBeTruthy();
    expect(fetchReportsOfOrder).not.toHaveBeenCalled();
  });
});
