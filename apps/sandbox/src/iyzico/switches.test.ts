import { describe, expect, it } from 'vitest';
import { parseSwitch, Switches } from './switches';

describe('parseSwitch', () => {
  it('accepts a mode with optional scope, count and status', () => {
    expect(parseSwitch({ mode: 'timeout' })).toEqual({ mode: 'timeout' });
    expect(
      parseSwitch({ mode: 'server-error', conversationId: 'c1', times: 2, status: 502 }),
    ).toEqual({ mode: 'server-error', conversationId: 'c1', times: 2, status: 502 });
  });

  it('names the bad field', () => {
    expect(parseSwitch({ mode: 'explode' })).toMatch(/^mode:/);
    expect(parseSwitch({ mode: 'timeout', times: 0 })).toMatch(/^times:/);
    expect(parseSwitch({ mode: 'server-error', status: 404 })).toMatch(/^status:/);
    expect(parseSwitch({ mode: 'timeout', conversationId: '' })).toMatch(/^conversationId:/);
    expect(parseSwitch({ mode: 'timeout', extra: 1 })).toMatch(/^extra:/);
    expect(parseSwitch('timeout')).toMatch(/^body:/);
  });
});

describe('Switches', () => {
  it('applies a global switch to every conversation until cleared', () => {
    const switches = new Switches();
    switches.set({ mode: 'server-error' });
    expect(switches.apiFault('a')).toEqual({ kind: 'server-error', status: 503 });
    expect(switches.apiFault(undefined)).toEqual({ kind: 'server-error', status: 503 });
    switches.set({ mode: 'normal' });
    expect(switches.apiFault('a')).toBeNull();
  });

  it('lets a conversation switch win over the global one', () => {
    const switches = new Switches();
    switches.set({ mode: 'timeout' });
    switches.set({ mode: 'normal', conversationId: 'calm' });
    expect(switches.apiFault('calm')).toBeNull();
    expect(switches.apiFault('other')).toEqual({ kind: 'timeout' });
  });

  it('wears out after `times` uses', () => {
    const switches = new Switches();
    switches.set({ mode: 'server-error', times: 2, status: 500 });
    expect(switches.apiFault('x')).toEqual({ kind: 'server-error', status: 500 });
    expect(switches.apiFault('x')).toEqual({ kind: 'server-error', status: 500 });
    expect(switches.apiFault('x')).toBeNull();
    expect(switches.all()).toEqual([]);
  });

  it('keeps API faults and callback modes apart', () => {
    const switches = new Switches();
    switches.set({ mode: 'callback-twice', conversationId: 'c' });
    switches.set({ mode: 'callback-never', conversationId: 'd', times: 1 });
    expect(switches.apiFault('c')).toBeNull();
    expect(switches.callbackMode('c')).toBe('twice');
    expect(switches.callbackMode('d')).toBe('never');
    expect(switches.callbackMode('d')).toBe('once');
    expect(switches.callbackMode('e')).toBe('once');
  });
});
