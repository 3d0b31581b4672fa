// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLater } from './use-later.ts';

function Probe({ onRun }: { onRun: () => void }) {
  const { later, cancel } = useLater();
  const [, setCount] = useState(0);
  return (
    <>
      <button onClick={() => later(() => (onRun(), setCount((n) => n + 1)), 150)}>later</button>
      <button onClick={cancel}>cancel</button>
    </>
  );
}

describe('useLater', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('runs once, the last scheduled call replacing the earlier one', () => {
    const onRun = vi.fn();
    const view = render(<Probe onRun={onRun} />);
    act(() => view.getByText('later').click());
    act(() => view.getByText('later').click());
    act(() => vi.advanceTimersByTime(200));
    expect(onRun).toHaveBeenCalledTimes(1);
  });

  it('drops the waiting call on cancel and on unmount', () => {
    const onRun = vi.fn();
    const view = render(<Probe onRun={onRun} />);
    act(() => view.getByText('later').click());
    act(() => view.getByText('cancel').click());
    act(() => vi.advanceTimersByTime(200));
    act(() => view.getByText('later').click());
    view.unmount();
    act(() => vi.advanceTimersByTime(200));
    expect(onRun).not.toHaveBeenCalled();
  });
});
