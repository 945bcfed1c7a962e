import { DomainError } from '../errors';

/** Raised for a status change a machine does not allow; the message names both states. */
export class TransitionError extends DomainError {
  readonly machine: string;
  readonly from: string;
  readonly to: string;

  constructor(machine: string, from: string, to: string) {
    super('INVALID_TRANSITION', `${machine}: ${from} → ${to} geçişine izin verilmiyor.`);
    this.name = 'TransitionError';
    this.machine = machine;
    this.from = from;
    this.to = to;
  }
}

/** A status machine: the allowed next statuses of each status, and checks over them. */
export interface StateMachine<S extends string> {
  /** Shown in errors, e.g. "Sipariş durumu". */
  readonly name: string;
  readonly states: readonly S[];
  readonly initial: S;
  /** Allowed next statuses of a status ([] for a final status). */
  next(from: S): readonly S[];
  canTransition(from: S, to: S): boolean;
  /** Throws a {@link TransitionError} naming both statuses unless from → to is allowed. */
  assertTransition(from: S, to: S): void;
  isTerminal(state: S): boolean;
}

/**
 * Builds a machine from a transition table. Staying in the same status is not a transition and
 * is refused like any other unlisted pair, so a repeated request cannot silently "succeed".
 */
export function defineStateMachine<S extends string>(
  name: string,
  initial: S,
  transitions: Readonly<Record<S, readonly S[]>>,
): StateMachine<S> {
  const states = Object.keys(transitions) as S[];
  const isKnown = (state: string): state is S => Object.hasOwn(transitions, state);
  const next = (from: S): readonly S[] => (isKnown(from) ? transitions[from] : []);
  const canTransition = (from: S, to: S) => isKnown(to) && next(from).includes(to);
  return {
    name,
    states,
    initial,
    next,
    canTransition,
    assertTransition(from: S, to: S) {
      if (!canTransition(from, to)) throw new TransitionError(name, from, to);
    },
    isTerminal: (state: S) => next(state).length === 0,
  };
}

/** Who changed a status, when and why: every transition is recorded, for the order's history. */
export interface TransitionRecord<S extends string> {
  from: S;
  to: S;
  actor: string;
  at: number;
  reason?: string;
}

/** Checks a transition and returns the record to store with it. */
export function recordTransition<S extends string>(
  machine: StateMachine<S>,
  from: S,
  to: S,
  by: { actor: string; at: number; reason?: string },
): TransitionRecord<S> {
  machine.assertTransition(from, to);
  return { from, to, ...by };
}

/**
 * A rule a transition must pass besides the table (Vendure's guards on its order process):
 * `allows` looks at the subject (an order's facts) and the status it leaves. A refusal is a
 * {@link DomainError} with the guard's own code and Turkish message.
 */
export interface TransitionGuard<S extends string, C> {
  readonly code: string;
  readonly message: string;
  allows(subject: C, from: S): boolean;
}

/** A machine whose transitions into some statuses also need their guards to pass. */
export interface GuardedStateMachine<S extends string, C> {
  readonly machine: StateMachine<S>;
  /** The table allows from → to and every guard on `to` passes for `subject`. */
  canTransition(subject: C, from: S, to: S): boolean;
  /** Throws a {@link TransitionError} (table) or the first failing guard's DomainError. */
  assertTransition(subject: C, from: S, to: S): void;
}

export function guardStateMachine<S extends string, C>(
  machine: StateMachine<S>,
  guards: Partial<Record<S, readonly TransitionGuard<S, C>[]>>,
): GuardedStateMachine<S, C> {
  const failing = (subject: C, from: S, to: S) =>
    (guards[to] ?? []).find((guard) => !guard.allows(subject, from));
  return {
    machine,
    canTransition: (subject, from, to) =>
      machine.canTransition(from, to) && failing(subject, from, to) === undefined,
    assertTransition(subject, from, to) {
      machine.assertTransition(from, to);
      const guard = failing(subject, from, to);
      if (guard) throw new DomainError(guard.code, guard.message);
    },
  };
}
