// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleShellLinkClick } from './shell-link-clicks.ts';
import { ShellLink } from './ShellLink.tsx';
import { click } from './click.test-support.ts';

afterEach(cleanup);

// The shell's wiring (Shell.tsx) around a few links, with a recorded navigate.
function renderLinks(links: ReactNode, at = '/news') {
  const navigate = vi.fn();
  function Frame() {
    const location = useLocation();
    return <div onClick={(event) => handleShellLinkClick(event, navigate, location)}>{links}</div>;
  }
  const Stub = createRoutesStub([{ path: '*', Component: Frame }]);
  render(<Stub initialEntries={[at]} />);
  return navigate;
}

describe('shell links', () => {
  it('navigates in the app on a plain click, from the anchor or anything inside it', () => {
    const navigate = renderLinks(
      <ShellLink to="/course?type=live">
        <span>直播课</span>
      </ShellLink>,
    );
    const link = screen.getByRole('link', { name: '直播课' });
    expect(link.getAttribute('href')).toBe('/course?type=live');
    expect(click(link)).toBe(true);
    expect(click(screen.getByText('直播课'))).toBe(true);
    expect(navigate.mock.calls).toEqual([
      ['/course?type=live', { replace: false }],
      ['/course?type=live', { replace: false }],
    ]);
  });

  it('replaces the history entry when the link is to the page shown, as <Link> does', () => {
    const navigate = renderLinks(<ShellLink to="/news">资讯</ShellLink>);
    expect(click(screen.getByRole('link', { name: '资讯' }))).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/news', { replace: true });
  });

  it('leaves modified clicks, other buttons, new tabs and downloads to the browser', () => {
    const navigate = renderLinks(
      <>
        <ShellLink to="/course">课程</ShellLink>
        <ShellLink to="/course" target="_blank">
          新窗口
        </ShellLink>
        <ShellLink to="/media/file.pdf" download>
          下载
        </ShellLink>
      </>,
    );
    const link = screen.getByRole('link', { name: '课程' });
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
      expect(click(link, { [modifier]: true })).toBe(false);
    }
    expect(click(link, { button: 1 })).toBe(false);
    expect(click(screen.getByRole('link', { name: '新窗口' }))).toBe(false);
    expect(click(screen.getByRole('link', { name: '下载' }))).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves other sites to the browser and follows a full address of this site in the app', () => {
    const navigate = renderLinks(
      <>
        <ShellLink to="https://beian.miit.gov.cn/">备案</ShellLink>
        <ShellLink to={`${window.location.origin}/learning/path?step=2`}>学习路径</ShellLink>
      </>,
    );
    const external = screen.getByRole('link', { name: '备案' });
    expect(click(external)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(click(screen.getByRole('link', { name: '学习路径' }))).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/learning/path?step=2', { replace: false });
  });

  it("runs the link's own onClick first, and a link that prevents the click is not followed", () => {
    const order: string[] = [];
    const navigate = renderLinks(
      <>
        <ShellLink to="/course" onClick={() => order.push('onClick')}>
          课程
        </ShellLink>
        <ShellLink to="/report" onClick={(event) => event.preventDefault()}>
          报告
        </ShellLink>
      </>,
    );
    navigate.mockImplementation(() => order.push('navigate'));
    click(screen.getByRole('link', { name: '课程' }));
    expect(order).toEqual(['onClick', 'navigate']);
    click(screen.getByRole('link', { name: '报告' }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('marks internal links for route discovery as <Link> does, and only those', () => {
    renderLinks(
      <>
        <ShellLink to="/course">课程</ShellLink>
        <ShellLink to="https://beian.miit.gov.cn/">备案</ShellLink>
      </>,
    );
    expect(screen.getByRole('link', { name: '课程' }).getAttribute('data-discover')).toBe('true');
    expect(screen.getByRole('link', { name: '备案' }).hasAttribute('data-discover')).toBe(false);
  });

  it('leaves a hash-only address to React Router, resolved against the page shown', () => {
    const navigate = renderLinks(<ShellLink to="#comments">评论</ShellLink>, '/news/detail/3');
    const link = screen.getByRole('link', { name: '评论' });
    expect(link.getAttribute('href')).toBe('/news/detail/3#comments');
    expect(link.hasAttribute('data-shell-link')).toBe(false);
    click(link);
    expect(navigate).not.toHaveBeenCalled();
  });
});
