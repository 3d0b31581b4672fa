// @vitest-environment happy-dom
// The report catalogue lists the personal calendar beside the composed reports: its own card with the product's
// cover and price, leading to the calendar's own page; the calendar's product id under /report/detail goes there too.
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReportTemplateRecord } from '@xingtu/contracts/reports';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadReportTemplates } from '../features/reports/catalogue.server.ts';
import { productPath } from '../features/reports/report-links.ts';
import { loader as detailLoader } from './report.detail.$id.tsx';
import CataloguePage from './report.tsx';

vi.mock('../features/reports/catalogue.server.ts', () => ({ loadReportTemplates: vi.fn() }));

const base = {
  subtitle: '副标题',
  form: 'one',
  listPriceFen: null,
  summary: '简介',
  cover: null,
  sections: [] as string[],
  sample: { title: '样例标题', text: '样例正文' },
} as const;

const natal: ReportTemplateRecord = {
  ...base,
  key: 'natal',
  templateId: '1101',
  title: '本命星盘深度报告',
  productId: 11,
  priceFen: 7900,
};
const calendar: ReportTemplateRecord = {
  ...base,
  key: 'calendar',
  templateId: '1201',
  title: '个人星象日历',
  productId: 31,
  priceFen: 5900,
  listPriceFen: 8800,
  cover: '/covers/calendar-report.svg',
};

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('the report catalogue', () => {
  it('sends each template to its own product page', () => {
    expect(productPath(calendar)).toBe('/calendarReport/home');
    expect(productPath(natal)).toBe('/report/detail/11');
    expect(productPath({ key: 'baby', productId: 12 })).toBe('/babyReport/12');
  });

  it('lists the personal calendar with its cover and price, leading to its own page', async () => {
    const Stub = createRoutesStub([
      { path: '/report', Component: CataloguePage, loader: () => ({ templates: [natal, calendar] }) },
    ]);
    render(<Stub initialEntries={['/report']} />);
    const card = await screen.findByRole('listitem', { name: '个人星象日历' });
    expect(within(card).getByRole('link', { name: '了解详情' }).getAttribute('href')).toBe(
      '/calendarReport/home',
    );
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/covers/calendar-report.svg');
    expect(card.textContent).toContain('59.00');
    expect(screen.getByRole('heading', { level: 2, name: '时间规划' })).toBeTruthy();
    // A template without a cover of its own shows none.
    expect(screen.getByRole('listitem', { name: '本命星盘深度报告' }).querySelector('img')).toBeNull();
  });

  it("the calendar's product id under /report/detail goes to the calendar's page; an unknown id is 404", async () => {
    vi.mocked(loadReportTemplates).mockResolvedValue([natal, calendar]);
    const args = (id: string) =>
      ({
        context: {},
        request: new Request(`http://x/report/detail/${id}`),
        params: { id },
      }) as unknown as Parameters<typeof detailLoader>[0];
    const thrown = await detailLoader(args('31')).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/calendarReport/home');
    const missing = await detailLoader(args('999'));
    expect((missing as { init: { status: number } | null }).init?.status).toBe(404);
  });
});
