import { describe, expect, it } from 'vitest';
import { readThreeDsCallback } from './callback';

describe('readThreeDsCallback', () => {
  it('reads an authenticated callback', () => {
    expect(
      readThreeDsCallback({
        status: 'success',
        paymentId: '25152948',
        conversationId: 'c-1',
        conversationData: 'abc',
        mdStatus: '1',
      }),
    ).toEqual({
      status: 'success',
      paymentId: '25152948',
      conversationId: 'c-1',
      conversationData: 'abc',
      mdStatus: 1,
      authenticated: true,
    });
  });

  it('marks every other mdStatus or status as not authenticated', () => {
    for (const [status, mdStatus] of [
      ['failure', '0'],
      ['success', '2'],
      ['success', '7'],
      ['failure', '1'],
      ['success', 'x'],
    ]) {
      const read = readThreeDsCallback({ status, mdStatus, paymentId: '1', conversationId: 'c' });
      expect(read?.authenticated).toBe(false);
    }
  });

  it('gives null without a usable paymentId or conversationId', () => {
    expect(readThreeDsCallback(null)).toBeNull();
    expect(readThreeDsCallback({ paymentId: '1' })).toBeNull();
    expect(readThreeDsCallback({ paymentId: '<script>', conversationId: 'c' })).toBeNull();
    expect(readThreeDsCallback({ paymentId: ['1'], conversationId: 'c' })).toBeNull();
  });

  it('treats an empty conversationData as absent', () => {
    const read = readThreeDsCallback({ paymentId: '1', conversationId: 'c', conversationData: '' });
    expect(read?.conversationData).toBeUndefined();
  });
});
