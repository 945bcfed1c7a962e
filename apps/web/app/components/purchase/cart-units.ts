import { useSyncExternalStore } from 'react';

/**
 * Units in the cart for the header badge. The server renders the count (root loader); cart
 * changes in the browser report the new count here, so the badge follows without a reload.
 */
let reported: number | null = null;
const listeners = new Set<() => void>();

export function reportCartUnits(units: number): void {
  reported = units;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The latest count: what the browser last reported, else what the server rendered. */
export function useCartUnits(rendered: number): number {
  const latest = useSyncExternalStore(
    subscribe,
    () => reported,
    () => null,
  );
  return latest ?? rendered;
}
