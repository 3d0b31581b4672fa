// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CommonData } from '@xingtu/contracts/shell';
import { EMPTY_COMMON_DATA } from '../api/common.ts';
import { Shell } from './Shell.tsx';
import { click } from './click.test-support.ts';

afterEach(cleanup);

const common: CommonData = {
  ...EMPTY_COMMON_DATA,
  menus: [
    { id: 1, title: '首页', url: '/', children: [] },
    {
      id: 2,
      title: '课程',
      url: '/course',
      children: [{ id: 21, title: '电子书', url: '/ebook', children: [] }],
    },
    { id: 3, title: '占星咨询', url: '/consultant', children: [] },
  ],
  footer: { ...EMPTY_COMMON_DATA.footer, supportLinks: [{ title: '联系我们', url: '/contact/us' }] },
};

function Page() {
  const location = useLocation();
  return <p data-testid="page">{`${location.pathname}${location.search}`}</p>;
}

function renderShell(at: string) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <Shell data={{ common, year: 2026 }}>
          <Page />
        </Shell>
      ),
    },
  ]);
  render(<Stub initialEntries={[at]} />);
}

const mainNav = () => within(screen.getByRole('navigation', { name: '主导航' }));

describe('the shell links', () => {
  it('are plain anchors that the shell follows in the app', () => {
    renderShell('/');
    const course = mainNav().getByRole('link', { name: '课程' });
    expect(course.hasAttribute('data-shell-link')).toBe(true);
    expect(click(course)).toBe(true);
    expect(screen.getByTestId('page').textContent).toBe('/course');
    expect(click(mainNav().getByRole('link', { name: '电子书' }))).toBe(true);
    expect(screen.getByTestId('page').textContent).toBe('/ebook');
    expect(click(screen.getAllByRole('link', { name: '星图首页' })[0]!)).toBe(true);
    expect(screen.getByTestId('page').textContent).toBe('/');
  });

  it('mark the current section in the main menu, as plain anchors', () => {
    renderShell('/course/live');
    const home = mainNav().getByRole('link', { name: '首页' });
    const course = mainNav().getByRole('link', { name: '课程' });
    expect(course.hasAttribute('data-shell-link')).toBe(true);
    expect([course.getAttribute('aria-current'), course.className]).toEqual(['page', 'nav-link active']);
    expect([home.getAttribute('aria-current'), home.className]).toEqual([null, 'nav-link']);
    click(mainNav().getByRole('link', { name: '占星咨询' }));
    expect(course.className).toBe('nav-link');
    expect(mainNav().getByRole('link', { name: '占星咨询' }).getAttribute('aria-current')).toBe('page');
  });

  it('leave a ctrl-click to the browser', () => {
    renderShell('/');
    const contact = screen.getAllByRole('link', { name: '联系我们' })[0]!;
    expect(contact.hasAttribute('data-shell-link')).toBe(true);
    expect(click(contact, { ctrlKey: true })).toBe(false);
    expect(screen.getByTestId('page').textContent).toBe('/');
    expect(click(contact)).toBe(true);
    expect(screen.getByTestId('page').textContent).toBe('/contact/us');
  });

  it('in the mobile menu close the drawer and open the page', () => {
    renderShell('/');
    fireEvent.click(screen.getByRole('button', { name: '打开导航菜单' }));
    const drawer = within(screen.getByRole('navigation', { name: '移动端导航' }));
    const link = drawer.getByRole('link', { name: '占星咨询' });
    expect(link.hasAttribute('data-shell-link')).toBe(true);
    expect(click(link)).toBe(true);
    expect(screen.getByTestId('page').textContent).toBe('/consultant');
    expect(screen.queryByRole('navigation', { name: '移动端导航' })).toBeNull();
  });
});
