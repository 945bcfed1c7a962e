import { CronExpressionParser } from 'cron-parser';

/** The next moment after `from` a cron expression (5 or 6 fields, UTC) names; throws when invalid. */
export function nextCronTick(cron: string, from: Date): Date {
  return CronExpressionParser.parse(cron, { currentDate: from, tz: 'UTC' }).next().toDate();
}

/** Seconds before retry number `retryCount + 1` (0-based count of retries already made). */
export function retryDelaySeconds(
  def: { retryDelaySeconds: number; retryBackoff: boolean },
  retryCount: number,
): number {
  return def.retryBackoff ? def.retryDelaySeconds * 2 ** retryCount : def.retryDelaySeconds;
}

/** The message of whatever a handler threw, for the dead-letter list. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
