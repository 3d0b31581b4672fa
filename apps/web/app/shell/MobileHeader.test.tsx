// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteMenu } from '@xingtu/contracts/shell';
import { AccordionNav } from './MobileHeader.tsx';

afterEach(cleanup);

const menus: SiteMenu[] = [
  {
    id: 1,
    title: '学习中心',
    url: '/learning',
    children: [
      { id: 11, title: '学习中心首页', url: '/learning', children: [] },
      { id: 12, title: '学习路径', url: '/learning/path', children: [] },
    ],
  },
  {
    id: 2,
    title: '课程',
    url: '/course',
    children: [{ id: 21, title: '直播课', url: '/course/live', children: [] }],
  },
];

function renderNav() {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <AccordionNav menus={menus} onNavigate={() => {}} /> },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('mobile menu accordion', () => {
  it('adds the section page only when no entry already links to it', () => {
    renderNav();
    fireEvent.click(screen.getByRole('button', { name: '学习中心' }));
    expect(screen.getAllByRole('link', { name: '学习中心首页' })).toHaveLength(1);
    expect(
      screen.getAllByRole('link', { hidden: true }).filter((a) => a.getAttribute('href') === '/learning'),
    ).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '课程' }));
    expect(screen.getByRole('link', { name: '课程首页' }).getAttribute('href')).toBe('/course');
  });
});
