// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WheelZoom } from './WheelZoom.tsx';

afterEach(cleanup);

const CHART = { points: [], houses: null, angles: null };

describe('WheelZoom', () => {
  it('opens the wheel full screen, zooms in steps, and closes with Esc back to its button', () => {
    render(<WheelZoom inner={CHART} aspects={[]} title="林晓的本命盘" />);
    const open = screen.getByRole('button', { name: '全屏查看' });
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: '林晓的本命盘（大图）' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('img', { name: '林晓的本命盘（大图）' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '关闭' }));
    expect(screen.getByRole('button', { name: '缩小' })).toHaveProperty('disabled', true);
    const sheet = dialog.querySelector<HTMLElement>('.wheel-zoom-sheet')!;
    const before = sheet.style.width;
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(screen.getByText('150%')).toBeTruthy();
    expect(sheet.style.width).not.toBe(before);
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(screen.getByText('300%')).toBeTruthy();
    expect(screen.getByRole('button', { name: '放大' })).toHaveProperty('disabled', true);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(open);
  });
});
