import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_DELAY_MS, QtyStepper, REPEAT_MS } from './QtyStepper';

function Harness({
  packSize = 1,
  max,
  onRelease,
}: {
  packSize?: number;
  max?: number;
  onRelease?: (qty: number) => void;
}) {
  const [qty, setQty] = useState(Math.max(1, packSize));
  return (
    <QtyStepper
      label="Saten Nevresim"
      value={qty}
      packSize={packSize}
      max={max}
      onChange={setQty}
      onRelease={onRelease}
    />
  );
}

const shown = () => Number(screen.getByLabelText('Saten Nevresim adet').textContent);
const plus = () => screen.getByRole('button', { name: 'Saten Nevresim artır' });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('wholesale quantity stepper', () => {
  it('steps once per tap, by the pack size (koli)', async () => {
    const user = userEvent.setup();
    render(<Harness packSize={24} />);
    expect(shown()).toBe(24);
    await user.click(plus());
    await user.click(plus());
    expect(shown()).toBe(72);
    await user.click(screen.getByRole('button', { name: 'Saten Nevresim azalt' }));
    expect(shown()).toBe(48);
    expect(screen.getByText('Koli: 24')).toBeTruthy();
  });

  it('repeats while + is held and saves once, on release', () => {
    vi.useFakeTimers();
    const onRelease = vi.fn();
    render(<Harness onRelease={onRelease} />);
    fireEvent.pointerDown(plus(), { button: 0 });
    expect(shown()).toBe(2);
    act(() => vi.advanceTimersByTime(HOLD_DELAY_MS + 10 * REPEAT_MS));
    expect(shown()).toBe(13);
    expect(onRelease).not.toHaveBeenCalled();
    fireEvent.pointerUp(window);
    act(() => vi.advanceTimersByTime(10 * REPEAT_MS));
    expect(shown()).toBe(13);
    expect(onRelease).toHaveBeenCalledExactlyOnceWith(13);
  });

  it('stops repeating at the stock', () => {
    vi.useFakeTimers();
    render(<Harness packSize={10} max={45} />);
    fireEvent.pointerDown(plus(), { button: 0 });
    act(() => vi.advanceTimersByTime(HOLD_DELAY_MS + 20 * REPEAT_MS));
    expect(shown()).toBe(40);
    expect((plus() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.pointerUp(window);
  });

  it('answers the keyboard with one step', async () => {
    const user = userEvent.setup();
    const onRelease = vi.fn();
    render(<Harness onRelease={onRelease} />);
    plus().focus();
    await user.keyboard('{Enter}');
    expect(shown()).toBe(2);
    expect(onRelease).toHaveBeenCalledExactlyOnceWith(2);
  });
});
