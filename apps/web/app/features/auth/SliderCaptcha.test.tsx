// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSlider, verifySlider, type SliderChallenge } from '../../api/human-check.ts';
import { SliderCaptcha } from './SliderCaptcha.tsx';

vi.mock('../../api/human-check.ts', () => ({ fetchSlider: vi.fn(), verifySlider: vi.fn() }));

const challenge = (sliderId: string): SliderChallenge => ({
  sliderId,
  width: 300,
  height: 150,
  pieceY: 40,
  pieceSize: 50,
  background: 'data:image/png;base64,AA==',
  piece: 'data:image/png;base64,AA==',
});

const handle = () => screen.getByRole('slider');

beforeEach(() => {
  vi.mocked(fetchSlider).mockReset();
  vi.mocked(verifySlider).mockReset();
});
afterEach(cleanup);

describe('SliderCaptcha', () => {
  it('moves with the arrow keys inside the track and passes the offset and track to the server', async () => {
    vi.mocked(fetchSlider).mockResolvedValue(challenge('s1'));
    vi.mocked(verifySlider).mockResolvedValue('token-1');
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<SliderCaptcha onChange={onChange} />);

    await screen.findByText('向右拖动滑块，使拼图与缺口重合');
    expect(handle()).toHaveProperty('disabled', false);
    expect(handle().getAttribute('aria-valuemax')).toBe('250');

    handle().focus();
    await user.keyboard(
      '{Shift>}{ArrowRight}{ArrowRight}{/Shift}{ArrowRight}{ArrowLeft}{ArrowLeft}{ArrowLeft}',
    );
    expect(handle().getAttribute('aria-valuenow')).toBe('16');
    await user.keyboard('{Enter}');

    await screen.findByText('验证通过');
    expect(verifySlider).toHaveBeenCalledTimes(1);
    const [sliderId, offset, track] = vi.mocked(verifySlider).mock.calls[0]!;
    expect(sliderId).toBe('s1');
    expect(offset).toBe(16);
    expect(track[0]).toMatchObject({ x: 0, t: 0 });
    expect(track.at(-1)).toMatchObject({ x: 16 });
    expect(onChange).toHaveBeenLastCalledWith('token-1');
    // A passed check has no handle left to move.
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('follows a pointer drag, clamped to the track, and checks where it was let go', async () => {
    vi.mocked(fetchSlider).mockResolvedValue(challenge('s1'));
    vi.mocked(verifySlider).mockResolvedValue('token-2');
    const onChange = vi.fn();
    render(<SliderCaptcha onChange={onChange} />);
    await screen.findByText('向右拖动滑块，使拼图与缺口重合');
    handle().setPointerCapture = () => undefined;

    fireEvent.pointerDown(handle(), { pointerId: 1, clientX: 10, clientY: 100 });
    fireEvent.pointerMove(handle(), { pointerId: 1, clientX: 90, clientY: 102 });
    expect(handle().getAttribute('aria-valuenow')).toBe('80');
    fireEvent.pointerMove(handle(), { pointerId: 1, clientX: 400, clientY: 103 });
    expect(handle().getAttribute('aria-valuenow')).toBe('250');
    fireEvent.pointerMove(handle(), { pointerId: 1, clientX: 130, clientY: 101 });
    fireEvent.pointerUp(handle(), { pointerId: 1, clientX: 130, clientY: 101 });

    await screen.findByText('验证通过');
    const [, offset, track] = vi.mocked(verifySlider).mock.calls[0]!;
    expect(offset).toBe(120);
    expect(track.map((point) => point.x)).toEqual([0, 80, 250, 120]);
    expect(track.map((point) => point.y)).toEqual([0, 2, 3, 1]);
    expect(onChange).toHaveBeenLastCalledWith('token-2');
  });

  it('stops the piece at both ends of the track', async () => {
    vi.mocked(fetchSlider).mockResolvedValue(challenge('s1'));
    const user = userEvent.setup();
    render(<SliderCaptcha onChange={vi.fn()} />);
    await screen.findByText('向右拖动滑块，使拼图与缺口重合');

    handle().focus();
    await user.keyboard('{ArrowLeft}');
    expect(handle().getAttribute('aria-valuenow')).toBe('0');
    await user.keyboard('{Shift>}' + '{ArrowRight}'.repeat(30) + '{/Shift}');
    expect(handle().getAttribute('aria-valuenow')).toBe('250');
  });

  it('says a refused check and loads a fresh puzzle, leaving no token behind', async () => {
    vi.mocked(fetchSlider).mockResolvedValueOnce(challenge('s1')).mockResolvedValueOnce(challenge('s2'));
    vi.mocked(verifySlider).mockRejectedValue(new Error('refused'));
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<SliderCaptcha onChange={onChange} />);
    await screen.findByText('向右拖动滑块，使拼图与缺口重合');

    handle().focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{Enter}');
    await screen.findByText('验证未通过，请重试');
    expect(onChange).not.toHaveBeenCalledWith(expect.any(String));

    await waitFor(() => expect(fetchSlider).toHaveBeenCalledTimes(2), { timeout: 3000 });
    await screen.findByText('向右拖动滑块，使拼图与缺口重合');
    expect(handle().getAttribute('aria-valuenow')).toBe('0');
  });

  it('offers a retry when the puzzle cannot be loaded', async () => {
    vi.mocked(fetchSlider).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(challenge('s2'));
    const user = userEvent.setup();
    render(<SliderCaptcha onChange={vi.fn()} />);

    await screen.findByText('验证加载失败，', { exact: false });
    expect(handle()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: '点击重试' }));
    await screen.findByText('向右拖动滑块，使拼图与缺口重合');
    expect(handle()).toHaveProperty('disabled', false);
  });

  it('shows the form error given by its parent', async () => {
    vi.mocked(fetchSlider).mockResolvedValue(challenge('s1'));
    render(<SliderCaptcha onChange={vi.fn()} error="请完成滑块验证" />);
    expect(await screen.findByText('请完成滑块验证')).toBeTruthy();
  });
});
