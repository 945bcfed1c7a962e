import type { FastifyInstance } from 'fastify';

/**
 * What both carrier stand-ins share: the parcels they hold, a clock that moves them along, and
 * fault switches. Developer/test controls are JSON under the stand-in's path, not part of the
 * carriers' APIs.
 */

export const PARCEL_STATES = [
  'created',
  'picked_up',
  'in_transit',
  'delivered',
  'returned',
  'cancelled',
] as const;
export type ParcelState = (typeof PARCEL_STATES)[number];

/** The forward path a parcel takes on its own; returned and cancelled come from a call. */
const NEXT: Partial<Record<ParcelState, ParcelState>> = {
  created: 'picked_up',
  picked_up: 'in_transit',
  in_transit: 'delivered',
};

export interface ParcelEvent {
  at: number;
  state: ParcelState;
}

export interface Parcel {
  /** The shop's key (UPS CustomerReferance, Yurtiçi cargoKey). */
  key: string;
  /** The carrier's number (UPS ShipmentNo at once; Yurtiçi docId once picked up). */
  trackingNumber: string | null;
  state: ParcelState;
  events: ParcelEvent[];
  /** The user/credential that booked it (Yurtiçi binds payment kind to it). */
  user: string;
  /** Cash on delivery in kuruş, if any. */
  codKurus: number | null;
  /** The request's fields, for a look from tests. */
  fields: Record<string, unknown>;
  createdAt: number;
}

export const FAULT_MODES = [
  'normal',
  'timeout-after-store',
  'refuse-address',
  'session-expired',
  'error-in-200',
  'server-error',
] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

interface Fault {
  mode: FaultMode;
  /** Uses left; absent = until changed. */
  times?: number;
  /** Only for this operation (e.g. createShipment). */
  operation?: string;
}

export class Faults {
  private faults: Fault[] = [];

  all(): readonly Fault[] {
    return this.faults;
  }

  set(fault: Fault): void {
    if (fault.mode === 'normal') {
      this.faults = [];
      return;
    }
    this.faults = [...this.faults.filter((f) => f.operation !== fault.operation), fault];
  }

  /** The fault armed for this operation, used up once if counted. */
  take(operation: string, applies: (mode: FaultMode) => boolean = () => true): FaultMode {
    const fault =
      this.faults.find((f) => f.operation === operation && applies(f.mode)) ??
      this.faults.find((f) => f.operation === undefined && applies(f.mode));
    if (!fault) return 'normal';
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return fault.mode;
  }
}

export interface ParcelBookOptions {
  now?: () => number;
  /** A parcel moves one step forward every `stepMs` of stand-in time; null: only on a call. */
  stepMs?: number | null;
  /** Called when a parcel first gets picked up (Yurtiçi gives its docId then). */
  onPickup?: (parcel: Parcel) => void;
}

export class ParcelBook {
  private readonly parcels = new Map<string, Parcel>();
  private offsetMs = 0;

  constructor(private readonly options: ParcelBookOptions = {}) {}

  now(): number {
    return (this.options.now ?? Date.now)() + this.offsetMs;
  }

  /** Moves the stand-in's clock on (parcels advance with it when stepMs is set). */
  tick(ms: number): void {
    this.offsetMs += ms;
  }

  add(parcel: Omit<Parcel, 'state' | 'events' | 'createdAt'>): Parcel {
    const at = this.now();
    const stored: Parcel = {
      ...parcel,
      state: 'created',
      events: [{ at, state: 'created' }],
      createdAt: at,
    };
    this.parcels.set(parcel.key, stored);
    return stored;
  }

  private settle(parcel: Parcel): Parcel {
    const step = this.options.stepMs;
    if (!step) return parcel;
    for (;;) {
      const next = NEXT[parcel.state];
      const last = parcel.events.at(-1)?.at ?? parcel.createdAt;
      if (!next || this.now() - last < step) return parcel;
      this.move(parcel, next, last + step);
    }
  }

  private move(parcel: Parcel, state: ParcelState, at = this.now()): void {
    parcel.state = state;
    parcel.events.push({ at, state });
    if (state === 'picked_up') this.options.onPickup?.(parcel);
  }

  get(key: string): Parcel | undefined {
    const parcel = this.parcels.get(key);
    return parcel ? this.settle(parcel) : undefined;
  }

  byTrackingNumber(number: string): Parcel | undefined {
    for (const parcel of this.parcels.values()) {
      if (parcel.trackingNumber === number) return this.settle(parcel);
    }
    return undefined;
  }

  list(): Parcel[] {
    return [...this.parcels.values()].map((parcel) => this.settle(parcel));
  }

  /** One step forward, or to `to`; a refusal message when the move makes no sense. */
  advance(key: string, to?: ParcelState): Parcel | string {
    const parcel = this.get(key);
    if (!parcel) return `no parcel under ${key}`;
    if (
      parcel.state === 'cancelled' ||
      parcel.state === 'delivered' ||
      parcel.state === 'returned'
    ) {
      return `${key} is ${parcel.state}`;
    }
    const target = to ?? NEXT[parcel.state];
    if (!target) return `${key} has no next state`;
    if (target === 'cancelled') return 'cancel through the carrier API';
    // Walk the forward path so every scan shows in the history.
    while (parcel.state !== target && NEXT[parcel.state] && target !== 'returned') {
      this.move(parcel, NEXT[parcel.state] as ParcelState);
    }
    if (target === 'returned') this.move(parcel, 'returned');
    return parcel;
  }

  cancel(parcel: Parcel): void {
    this.move(parcel, 'cancelled');
  }

  clear(): void {
    this.parcels.clear();
    this.offsetMs = 0;
  }
}

function summary(parcel: Parcel) {
  return {
    key: parcel.key,
    trackingNumber: parcel.trackingNumber,
    state: parcel.state,
    user: parcel.user,
    codKurus: parcel.codKurus,
    events: parcel.events.map((e) => ({ at: new Date(e.at).toISOString(), state: e.state })),
    fields: parcel.fields,
  };
}

/**
 * GET / (summary), GET /shipments, GET /shipments/:key, POST /shipments/:key/advance {to?},
 * POST /switches {mode, times?, operation?}, POST /clock {minutes}, POST /reset.
 */
export function registerParcelControls(
  app: FastifyInstance,
  book: ParcelBook,
  faults: Faults,
  describe: () => Record<string, unknown>,
): void {
  app.get('/', async () => ({
    ...describe(),
    faultModes: FAULT_MODES,
    faults: faults.all(),
    states: PARCEL_STATES,
    shipments: book.list().length,
    clock: new Date(book.now()).toISOString(),
  }));
  app.get('/shipments', async () => ({ shipments: book.list().map(summary) }));
  app.get<{ Params: { key: string } }>('/shipments/:key', async (request, reply) => {
    const parcel = book.get(request.params.key);
    if (!parcel) return reply.code(404).send({ message: 'Gönderi bulunamadı.' });
    return summary(parcel);
  });
  app.post<{ Params: { key: string } }>('/shipments/:key/advance', async (request, reply) => {
    const body = (request.body ?? {}) as { to?: unknown };
    const to = body.to;
    if (to !== undefined && !(PARCEL_STATES as readonly unknown[]).includes(to)) {
      return reply.code(400).send({ message: `to: one of ${PARCEL_STATES.join(', ')}` });
    }
    const moved = book.advance(request.params.key, to as ParcelState | undefined);
    if (typeof moved === 'string') return reply.code(409).send({ message: moved });
    return summary(moved);
  });
  app.post('/switches', async (request, reply) => {
    const body = (request.body ?? {}) as { mode?: unknown; times?: unknown; operation?: unknown };
    if (!(FAULT_MODES as readonly unknown[]).includes(body.mode)) {
      return reply.code(400).send({ message: `mode: one of ${FAULT_MODES.join(', ')}` });
    }
    if (
      body.times !== undefined &&
      (typeof body.times !== 'number' || !Number.isInteger(body.times) || body.times < 1)
    ) {
      return reply.code(400).send({ message: 'times: a whole number from 1' });
    }
    if (body.operation !== undefined && typeof body.operation !== 'string') {
      return reply.code(400).send({ message: 'operation: a SOAP operation name' });
    }
    faults.set({
      mode: body.mode as FaultMode,
      ...(body.times !== undefined ? { times: body.times as number } : {}),
      ...(body.operation !== undefined ? { operation: body.operation as string } : {}),
    });
    return { faults: faults.all() };
  });
  app.post('/clock', async (request, reply) => {
    const minutes = (request.body as { minutes?: unknown } | null)?.minutes;
    if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) {
      return reply.code(400).send({ message: 'minutes: a non-negative number' });
    }
    book.tick(minutes * 60_000);
    return { clock: new Date(book.now()).toISOString() };
  });
  app.post('/reset', async () => {
    book.clear();
    faults.set({ mode: 'normal' });
    return { ok: true };
  });
}
