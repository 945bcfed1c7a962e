/**
 * Shared display rules of top bars and pop-ups: the active flag, the temporary window and the
 * path-fragment lists.
 */
export interface Schedulable {
  isActive: boolean;
  isTemporary?: boolean;
  startDateInMiliseconds?: number;
  endDateInMiliseconds?: number;
}

export interface PathTargeted {
  /** Show only on paths containing one of these fragments (empty/absent = everywhere). */
  displayOnlyHere?: readonly string[];
  /** Never show on paths containing one of these fragments. */
  doNotDisplayHere?: readonly string[];
}

/**
 * Active, and for a temporary item, between its start and end (both inclusive: shown only
 * between their start and end times). A temporary item missing either bound never shows.
 */
export function isWithinSchedule(item: Schedulable, nowMs: number): boolean {
  if (!item.isActive) return false;
  if (!item.isTemporary) return true;
  const { startDateInMiliseconds: start, endDateInMiliseconds: end } = item;
  if (start === undefined || end === undefined) return false;
  return start <= nowMs && nowMs <= end;
}

/** Path matching by fragment (substring), blanks in the lists ignored. */
export function isShownOnPath(item: PathTargeted, path: string): boolean {
  const only = (item.displayOnlyHere ?? []).filter((f) => f.trim() !== '');
  const never = (item.doNotDisplayHere ?? []).filter((f) => f.trim() !== '');
  if (never.some((fragment) => path.includes(fragment))) return false;
  return only.length === 0 || only.some((fragment) => path.includes(fragment));
}
