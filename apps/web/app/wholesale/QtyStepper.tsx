import { steppedWholesaleQty } from '@carsi/domain';
import { type PointerEvent, useEffect, useRef } from 'react';

/** A held button repeats after this long, then every REPEAT_MS. */
export const HOLD_DELAY_MS = 400;
export const REPEAT_MS = 80;

interface QtyStepperProps {
  value: number;
  /** Each step, also while a button is held. */
  onChange: (next: number) => void;
  /** Once the press ends (released, or a keyboard press): where a cart line saves. */
  onRelease?: (final: number) => void;
  label: string;
  /** The product's pack size (koli): one tap is one pack. */
  packSize?: number;
  max?: number;
  disabled?: boolean;
  /** The output's accessible name; "{label} adet" by default. */
  outputLabel?: string;
}

/**
 * Wholesale quantities change only with + and −. A tap is one step (one pack for a
 * product sold by the pack); a held button keeps stepping, so 200 units are not 200 taps.
 * Pointer presses step on pointerdown and repeat until release; a keyboard press (a click
 * with no pointer behind it) steps once.
 */
export function QtyStepper({
  value,
  onChange,
  onRelease,
  label,
  packSize = 1,
  max,
  disabled,
  outputLabel,
}: QtyStepperProps) {
  const current = useRef(value);
  current.current = value;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pressed = useRef(false);
  // The window's release listener outlives this render: it reads the newest callback.
  const released = useRef(onRelease);
  released.current = onRelease;

  const stop = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  // Unmounted mid-press: no step after it is gone.
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const step = (direction: 1 | -1) => {
    const next = steppedWholesaleQty(current.current, direction, packSize, max);
    if (next === current.current) return false;
    current.current = next;
    onChange(next);
    return true;
  };
  const repeat = (direction: 1 | -1) => {
    timer.current = setTimeout(() => {
      if (step(direction)) repeat(direction);
      else timer.current = null;
    }, REPEAT_MS);
  };
  const release = () => {
    if (!pressed.current) return;
    pressed.current = false;
    stop();
    released.current?.(current.current);
  };
  const press = (direction: 1 | -1) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    pressed.current = true;
    stop();
    step(direction);
    timer.current = setTimeout(() => repeat(direction), HOLD_DELAY_MS - REPEAT_MS);
    // The button may turn disabled under the finger (the last pack in stock): the release is
    // heard on the window.
    window.addEventListener('pointerup', release, { once: true });
    window.addEventListener('pointercancel', release, { once: true });
  };
  const keyboard = (direction: 1 | -1) => (event: { detail: number }) => {
    // A pointer press already stepped on pointerdown; only a key press (detail 0) steps here.
    if (event.detail !== 0) return;
    if (step(direction)) onRelease?.(current.current);
  };
  const floor = Math.max(1, packSize);
  const handlers = (direction: 1 | -1) => ({
    onPointerDown: press(direction),
    onPointerLeave: release,
    onClick: keyboard(direction),
    // A long touch would open the context menu instead of repeating.
    onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
  });

  return (
    <span className="ws-qty">
      <button
        type="button"
        aria-label={`${label} azalt`}
        disabled={disabled || value <= floor}
        {...handlers(-1)}
      >
        −
      </button>
      <output aria-label={outputLabel ?? `${label} adet`}>{value}</output>
      <button
        type="button"
        aria-label={`${label} artır`}
        disabled={disabled || (max !== undefined && value >= max)}
        {...handlers(1)}
      >
        +
      </button>
      {packSize > 1 ? <span className="ws-muted">Koli: {packSize}</span> : null}
    </span>
  );
}
