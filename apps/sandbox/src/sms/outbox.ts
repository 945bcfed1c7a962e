/** One message the SMS stand-in accepted. */
export interface OutboxMessage {
  id: number;
  jobId: string;
  /** As Netgsm received it: 10 digits, 5xxxxxxxxx. */
  to: string;
  text: string;
  header: string;
  receivedAt: string;
}

export type FailureMode = 'server-error' | 'auth' | 'rate-limit' | 'timeout';

/** In-memory outbox of the stand-in (newest first), capped so a long run cannot grow forever. */
export class Outbox {
  private messages: OutboxMessage[] = [];
  private nextId = 1;
  private failure: { mode: FailureMode; remaining: number } | null = null;

  constructor(private readonly capacity = 500) {}

  record(message: Omit<OutboxMessage, 'id' | 'receivedAt'>): OutboxMessage {
    const stored = { ...message, id: this.nextId++, receivedAt: new Date().toISOString() };
    this.messages.unshift(stored);
    if (this.messages.length > this.capacity) this.messages.length = this.capacity;
    return stored;
  }

  /** Newest first; `to` filters by recipient (10 digits). */
  list(to?: string): OutboxMessage[] {
    return to ? this.messages.filter((m) => m.to === to) : [...this.messages];
  }

  clear(): void {
    this.messages = [];
  }

  /** Makes the next `times` sends fail the given way. */
  failNext(mode: FailureMode | null, times = 1): void {
    this.failure = mode ? { mode, remaining: times } : null;
  }

  /** The failure to act out for this send, if one is armed. */
  takeFailure(): FailureMode | null {
    if (!this.failure || this.failure.remaining <= 0) return null;
    this.failure.remaining -= 1;
    const { mode } = this.failure;
    if (this.failure.remaining === 0) this.failure = null;
    return mode;
  }
}
