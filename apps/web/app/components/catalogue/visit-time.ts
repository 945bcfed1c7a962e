/**
 * The visitor's first visit (epoch ms), which time-limited discounts count from. The visitor
 * record keeps it in session storage under `visitTime`; before that exists, this
 * page view counts as the first visit. Browser only.
 */
export function firstVisitTime(now: number): number {
  try {
    for (const raw of [
      sessionStorage.getItem('visitTime'),
      localStorage.getItem('firstVisitTime'),
    ]) {
      const value = Number(raw);
      if (raw && Number.isFinite(value) && value > 0 && value <= now) return value;
    }
  } catch {
    // Storage can be blocked (private mode); fall through.
  }
  return now;
}
