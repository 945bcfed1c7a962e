import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { visitorPostLimits } from '../../db/schema';
import { AppError } from '../../http/errors';

export interface PostLimit {
  /** Posts allowed per window. */
  max: number;
  windowMs: number;
}

/** Reviews and questions: five of each per visitor IP per hour. */
export const DEFAULT_POST_LIMIT: PostLimit = { max: 5, windowMs: 60 * 60_000 };

export const tooManyPosts = () =>
  new AppError(
    429,
    'TOO_MANY_REQUESTS',
    'Kısa sürede çok fazla gönderim yaptınız. Lütfen bir süre sonra tekrar deneyin.',
  );

/**
 * Counts one post of `action` from `ip` in the current fixed window, in the database so every
 * server process shares the count; throws a 429 AppError once the window is full.
 */
export async function consumePostLimit(
  db: Database,
  action: string,
  ip: string,
  limit: PostLimit,
  now = Date.now(),
): Promise<void> {
  const window = Math.floor(now / limit.windowMs);
  const expiresAt = new Date((window + 1) * limit.windowMs);
  const [row] = await db
    .insert(visitorPostLimits)
    .values({ bucket: `${action}:${ip}:${window}`, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: visitorPostLimits.bucket,
      set: { count: sql`${visitorPostLimits.count} + 1` },
    })
    .returning({ count: visitorPostLimits.count });
  // Expired windows are swept now and then rather than on every post.
  if ((row?.count ?? 0) === 1 && Math.random() < 0.05) {
    await db.delete(visitorPostLimits).where(lt(visitorPostLimits.expiresAt, new Date(now)));
  }
  if ((row?.count ?? 0) > limit.max) throw tooManyPosts();
}
