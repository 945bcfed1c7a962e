import { hoursBetween } from '../time/clock';
import { isShownOnPath, isWithinSchedule, type PathTargeted, type Schedulable } from './targeting';

/** The top bar names the admin can configure. */
export type TopBarName = 'default' | 'passedHoursDiscountLevelOne' | 'passedHoursDiscountLevelTwo';

/** The fields of a top bar that selection reads. */
export interface TopBar extends Schedulable, PathTargeted {
  topBarName: TopBarName;
  displayCountDownTimer?: boolean;
}

/** Which kind of bar a visitor should see. */
export type TopBarSlot = 'levelOne' | 'levelTwo' | 'countdown' | 'default';

/** Hour marks since the first visit that switch the bar: 36, 48, 72. */
export const TOP_BAR_LEVEL_ONE_AFTER_HOURS = 36;
export const TOP_BAR_LEVEL_TWO_FROM_HOURS = 48;
export const TOP_BAR_LEVEL_TWO_UNTIL_HOURS = 72;

/**
 * Over 36 and under 48 hours since the first visit → level one; 48 to 72 inclusive →
 * level two; otherwise a countdown bar while the time-limited discount is valid; else default.
 */
export function topBarSlot(
  hoursSinceFirstVisit: number,
  timeLimitedDiscountValid: boolean,
): TopBarSlot {
  const h = hoursSinceFirstVisit;
  if (h > TOP_BAR_LEVEL_ONE_AFTER_HOURS && h < TOP_BAR_LEVEL_TWO_FROM_HOURS) return 'levelOne';
  if (h >= TOP_BAR_LEVEL_TWO_FROM_HOURS && h <= TOP_BAR_LEVEL_TWO_UNTIL_HOURS) return 'levelTwo';
  return timeLimitedDiscountValid ? 'countdown' : 'default';
}

/** Top bars are hidden on admin paths and on the top bar admin page /ust-bar. */
export function isTopBarHiddenOnPath(path: string): boolean {
  return path.includes('admin') || /^\/ust-bar(\/|$)/.test(path);
}

export interface TopBarContext {
  path: string;
  nowMs: number;
  firstVisitTime: number;
  timeLimitedDiscountValid: boolean;
}

function pick<T extends TopBar>(bars: readonly T[], test: (bar: T) => boolean): T | undefined {
  const matching = bars.filter(test);
  // A temporary bar in its window is a campaign and wins over the permanent one.
  return matching.find((bar) => bar.isTemporary) ?? matching[0];
}

/**
 * Picks the bar to show: only active bars, in their temporary window, allowed on the path, are
 * candidates. A slot without a configured bar falls back to the default bar (one without a
 * countdown timer when possible); the countdown slot uses a default bar that has the timer.
 */
export function selectTopBar<T extends TopBar>(
  bars: readonly T[],
  context: TopBarContext,
): { slot: TopBarSlot; topBar: T | null } {
  if (isTopBarHiddenOnPath(context.path)) return { slot: 'default', topBar: null };
  const candidates = bars.filter(
    (bar) => isWithinSchedule(bar, context.nowMs) && isShownOnPath(bar, context.path),
  );
  const slot = topBarSlot(
    hoursBetween(context.firstVisitTime, context.nowMs),
    context.timeLimitedDiscountValid,
  );
  const defaults = candidates.filter((bar) => bar.topBarName === 'default');
  const plainDefault =
    pick(defaults, (bar) => !bar.displayCountDownTimer) ?? pick(defaults, () => true);
  let chosen: T | undefined;
  if (slot === 'levelOne')
    chosen = pick(candidates, (b) => b.topBarName === 'passedHoursDiscountLevelOne');
  if (slot === 'levelTwo')
    chosen = pick(candidates, (b) => b.topBarName === 'passedHoursDiscountLevelTwo');
  if (slot === 'countdown') chosen = pick(defaults, (bar) => bar.displayCountDownTimer === true);
  return { slot, topBar: chosen ?? plainDefault ?? null };
}
