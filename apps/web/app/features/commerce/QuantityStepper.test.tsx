// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './QuantityStepper.tsx';

afterEach(cleanup);

const minus = () => screen.getByRole('button', { name: '减少数量' }) as HTMLButtonElement;
const plus = () => screen.getByRole('button', { name: '增加数量' }) as HTMLButtonElement;

describe('QuantityStepper', () => {
  it('steps one up and one down from the shown value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantityStepper value={3} max={5} onChange={onChange} />);
    expect(screen.getByRole('group', { name: '购买数量' }).textContent).toContain('3');

    await user.click(plus());
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.click(minus());
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('stops at 1 and at the maximum instead of asking for a refused quantity', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<QuantityStepper value={1} max={5} onChange={onChange} />);
    expect(minus().disabled).toBe(true);
    expect(plus().disabled).toBe(false);
    await user.click(minus());
    expect(onChange).not.toHaveBeenCalled();

    rerender(<QuantityStepper value={5} max={5} onChange={onChange} />);
    expect(minus().disabled).toBe(false);
    expect(plus().disabled).toBe(true);
    await user.click(plus());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is wholly inert while disabled', () => {
    render(<QuantityStepper value={3} max={5} disabled onChange={vi.fn()} label="塔罗课的数量" />);
    expect(screen.getByRole('group', { name: '塔罗课的数量' })).toBeTruthy();
    expect(minus().disabled).toBe(true);
    expect(plus().disabled).toBe(true);
  });
});
