import { Counter } from 'prom-client';
import { processRegistry } from '../../metrics/shop-metrics';

/** Why an analytics event never reached its store. */
export type DropReason = 'buffer_full' | 'write_failed';

const dropped = new Counter({
  name: 'carsi_analytics_events_dropped_total',
  help: 'Analytics events not stored: the in-process buffer was full, or writing a batch failed',
  labelNames: ['event', 'reason'] as const,
  registers: [processRegistry],
});

/** Events dropped so far for this event and reason (tests and the metrics page read it). */
export async function droppedEvents(event: string, reason: DropReason): Promise<number> {
  const metric = await dropped.get();
  return (
    metric.values.find((v) => v.labels.event === event && v.labels.reason === reason)?.value ?? 0
  );
}

export interface EventBufferOptions {
  /** Written at the latest this long after the first event of a batch came in. */
  flushEveryMs?: number;
  /** Written as soon as this many are waiting, in batches of this many at most. */
  batchSize?: number;
  /** Held at most: past this, new events are dropped and counted (memory stays bounded). */
  maxBuffered?: number;
}

/**
 * Events a request only reports (analytics), kept in memory and written in batches off the
 * request path: every `flushEveryMs`, or as soon as `batchSize` are waiting, and on close (the
 * server's shutdown). At most `maxBuffered` wait; beyond that, and when a batch cannot be
 * written, events are dropped — never the request — and counted in
 * carsi_analytics_events_dropped_total.
 */
export class EventBuffer<T> {
  private waiting: T[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly flushEveryMs: number;
  private readonly batchSize: number;
  private readonly maxBuffered: number;

  constructor(
    /** The event's name, as the dropped counter labels it. */
    private readonly event: string,
    private readonly write: (batch: T[]) => Promise<void>,
    private readonly onError: (err: unknown, lost: number) => void,
    options: EventBufferOptions = {},
  ) {
    this.flushEveryMs = options.flushEveryMs ?? 1_000;
    this.batchSize = options.batchSize ?? 200;
    this.maxBuffered = options.maxBuffered ?? 20_000;
    dropped.inc({ event, reason: 'buffer_full' }, 0);
    dropped.inc({ event, reason: 'write_failed' }, 0);
  }

  /** Events held and not yet written. */
  get size(): number {
    return this.waiting.length;
  }

  /** Keeps the event for the next batch (or drops and counts it when the buffer is full). */
  push(event: T): void {
    if (this.waiting.length >= this.maxBuffered) {
      dropped.inc({ event: this.event, reason: 'buffer_full' });
      return;
    }
    this.waiting.push(event);
    if (this.waiting.length >= this.batchSize) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.flushEveryMs);
      this.timer.unref();
    }
  }

  /** Writes everything held now; resolves once it (and any write before it) is done. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batches: T[][] = [];
    while (this.waiting.length > 0) batches.push(this.waiting.splice(0, this.batchSize));
    // One write at a time: batches reach the store in the order they came in.
    this.writing = this.writing.then(async () => {
      for (const batch of batches) {
        try {
          await this.write(batch);
        } catch (err) {
          dropped.inc({ event: this.event, reason: 'write_failed' }, batch.length);
          this.onError(err, batch.length);
        }
      }
    });
    return this.writing;
  }
}
