/**
 * Fault switches: make the stand-in time out, answer 5xx, post the 3-D Secure callback twice or
 * never. A switch holds for every conversation, or for one conversationId (which wins over the
 * global one), and optionally only for its next `times` uses.
 */

export const SWITCH_MODES = [
  'normal',
  'timeout',
  'server-error',
  'callback-twice',
  'callback-never',
] as const;
export type SwitchMode = (typeof SWITCH_MODES)[number];

export interface Switch {
  mode: SwitchMode;
  conversationId?: string;
  /** uses left; absent = until changed */
  times?: number;
  /** HTTP status for server-error */
  status?: number;
}

export type ApiFault = { kind: 'timeout' } | { kind: 'server-error'; status: number };
export type CallbackMode = 'once' | 'twice' | 'never';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The switch a request body describes, or a message naming the bad field. */
export function parseSwitch(body: unknown): Switch | string {
  if (!isRecord(body))
    return 'body: an object {mode, conversationId?, times?, status?} is expected';
  const unknown = Object.keys(body).find(
    (key) => !['mode', 'conversationId', 'times', 'status'].includes(key),
  );
  if (unknown) return `${unknown}: unknown field`;
  const { mode, conversationId, times, status } = body;
  if (typeof mode !== 'string' || !(SWITCH_MODES as readonly string[]).includes(mode)) {
    return `mode: one of ${SWITCH_MODES.join(', ')}`;
  }
  const result: Switch = { mode: mode as SwitchMode };
  if (conversationId !== undefined) {
    if (typeof conversationId !== 'string' || conversationId === '' || conversationId.length > 64) {
      return 'conversationId: a string of 1–64 characters';
    }
    result.conversationId = conversationId;
  }
  if (times !== undefined) {
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 1000) {
      return 'times: a whole number from 1 to 1000';
    }
    result.times = times;
  }
  if (status !== undefined) {
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 500 || status > 599) {
      return 'status: a 5xx HTTP status';
    }
    result.status = status;
  }
  return result;
}

export class Switches {
  private switches: Switch[] = [];

  all(): readonly Switch[] {
    return this.switches;
  }

  clear(): void {
    this.switches = [];
  }

  /** Sets a switch, replacing the one for the same scope; 'normal' without a scope clears all. */
  set(next: Switch): void {
    if (next.mode === 'normal' && next.conversationId === undefined) {
      this.clear();
      return;
    }
    this.switches = this.switches.filter((s) => s.conversationId !== next.conversationId);
    this.switches.push(next);
  }

  private active(conversationId: string | undefined, modes: readonly SwitchMode[]) {
    const scoped = conversationId
      ? this.switches.find((s) => s.conversationId === conversationId)
      : undefined;
    const chosen = scoped ?? this.switches.find((s) => s.conversationId === undefined);
    if (!chosen || !modes.includes(chosen.mode)) return undefined;
    if (chosen.times !== undefined) {
      chosen.times -= 1;
      if (chosen.times <= 0) this.switches = this.switches.filter((s) => s !== chosen);
    }
    return chosen;
  }

  /** The fault to play for an API request of this conversation (uses up one `times`). */
  apiFault(conversationId: string | undefined): ApiFault | null {
    const chosen = this.active(conversationId, ['timeout', 'server-error']);
    if (!chosen) return null;
    return chosen.mode === 'timeout'
      ? { kind: 'timeout' }
      : { kind: 'server-error', status: chosen.status ?? 503 };
  }

  /** How the bank page delivers this conversation's callback (uses up one `times`). */
  callbackMode(conversationId: string): CallbackMode {
    const chosen = this.active(conversationId, ['callback-twice', 'callback-never']);
    if (!chosen) return 'once';
    return chosen.mode === 'callback-twice' ? 'twice' : 'never';
  }
}
