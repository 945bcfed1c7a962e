/**
 * How long this process reuses a storefront promotion read (top bars, pop-ups, the 404 page's
 * code): every page render asks for them, they are the same for every visitor, and a back-office
 * save drops them at once (`clear`).
 */
export const STOREFRONT_READ_TTL_MS = 30_000;

/** One value reused until it expires or is cleared. */
export class ShortLived<T> {
  private kept: { value: T; expiresAt: number } | null = null;

  constructor(private readonly ttlMs = STOREFRONT_READ_TTL_MS) {}

  /** The kept value, or `load`'s (kept for the TTL, never past its own `until`). */
  async get(nowMs: number, load: () => Promise<{ value: T; until?: number }>): Promise<T> {
    if (this.kept && this.kept.expiresAt > nowMs) return this.kept.value;
    const { value, until } = await load();
    this.kept = {
      value,
      expiresAt: Math.min(nowMs + this.ttlMs, until ?? Number.POSITIVE_INFINITY),
    };
    return value;
  }

  clear(): void {
    this.kept = null;
  }
}
