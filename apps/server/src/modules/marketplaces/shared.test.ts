import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LocalCounter, MarketplaceLimiter } from './limiter';
import { MarketplaceError } from './marketplace';
import { withRetry } from './retry';
import { maskSecret, SecretBox } from './secrets';

describe('sealed secrets', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed, and never holds the plain text', () => {
    const sealed = box.seal('api-secret-123', 'trendyol:apiSecret');
    expect(sealed).not.toContain('api-secret');
    expect(box.open(sealed, 'trendyol:apiSecret')).toBe('api-secret-123');
    expect(box.seal('same', 'x')).not.toBe(box.seal('same', 'x'));
  });

  it('refuses another key, another row or a changed value', () => {
    const sealed = box.seal('api-secret-123', 'trendyol:apiSecret');
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 'trendyol:apiSecret')).toThrow();
    expect(() => box.open(sealed, 'hepsiburada:apiSecret')).toThrow();
    const parts = sealed.split('.');
    parts[3] =
      `A${parts[3]!.slice(1)}` === parts[3] ? `B${parts[3]!.slice(1)}` : `A${parts[3]!.slice(1)}`;
    expect(() => box.open(parts.join('.'), 'trendyol:apiSecret')).toThrow();
  });

  it('reads a configured key as hex or base64 and shows only a hint', () => {
    const key = randomBytes(32);
    const sealed = SecretBox.fromConfig(key.toString('hex')).seal('k', 'c');
    expect(SecretBox.fromConfig(key.toString('base64')).open(sealed, 'c')).toBe('k');
    expect(() => SecretBox.fromConfig('short')).toThrow();
    expect(maskSecret('abcdefgh')).toBe('••••gh');
    expect(maskSecret('abc')).toBe('••••');
  });
});

describe('retry', () => {
  const error = (kind: MarketplaceError['kind'], status?: number) =>
    new MarketplaceError('trendyol', kind, 'x', status);
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
  };

  it('tries 429 and 5xx again with growing waits, then gives up', async () => {
    let calls = 0;
    const answer = await withRetry(
      async () => {
        calls += 1;
        if (calls < 3)
          throw error(calls === 1 ? 'rate-limited' : 'unavailable', calls === 1 ? 429 : 503);
        return 'ok';
      },
      { sleep, baseDelayMs: 100 },
    );
    expect(answer).toBe('ok');
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      withRetry(
        async () => {
          calls += 1;
          throw error('unavailable', 502);
        },
        { sleep, attempts: 4 },
      ),
    ).rejects.toMatchObject({ kind: 'unavailable' });
    expect(calls).toBe(4);
  });

  it('never repeats a 4xx, bad credentials or an unreadable answer', async () => {
    for (const kind of ['rejected', 'auth', 'bad-response', 'not-configured'] as const) {
      let calls = 0;
      await expect(
        withRetry(
          async () => {
            calls += 1;
            throw error(kind, 400);
          },
          { sleep },
        ),
      ).rejects.toMatchObject({ kind });
      expect(calls).toBe(1);
    }
  });

  it("waits at least a 429's Retry-After", async () => {
    sleeps.length = 0;
    let calls = 0;
    await withRetry(
      async () => {
        calls += 1;
        if (calls === 1)
          throw new MarketplaceError('trendyol', 'rate-limited', 'x', 429, [], 7_000);
      },
      { sleep, baseDelayMs: 10 },
    );
    expect(sleeps[0]).toBeGreaterThanOrEqual(7_000);
  });

  it('does not wait out a Retry-After past its cap (an hourly limit): the refusal goes up', async () => {
    sleeps.length = 0;
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls += 1;
          throw new MarketplaceError('trendyol', 'rate-limited', 'x', 429, [], 3_600_000);
        },
        { sleep, maxDelayMs: 10_000 },
      ),
    ).rejects.toMatchObject({ kind: 'rate-limited' });
    expect(calls).toBe(1);
    expect(sleeps).toEqual([]);
  });
});

describe('shared limiter', () => {
  it('lets the window through, then waits for the next one', async () => {
    let now = 0;
    const counter = new LocalCounter(() => now);
    const waits: number[] = [];
    const limiter = new MarketplaceLimiter(counter, 't', {
      sleep: async (ms) => {
        waits.push(ms);
        now += ms;
      },
    });
    for (let i = 0; i < 5; i += 1) await limiter.take('trendyol', 'b', { max: 5, windowMs: 1_000 });
    expect(waits).toEqual([]);
    await limiter.take('trendyol', 'b', { max: 5, windowMs: 1_000 });
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(1_000);
  });

  it('refuses as rate-limited when the wait would be too long', async () => {
    const limiter = new MarketplaceLimiter(new LocalCounter(() => 0), 't', {
      maxWaitMs: 100,
      sleep: async () => undefined,
    });
    await limiter.take('trendyol', 'addresses', { max: 1, windowMs: 3_600_000 });
    await expect(
      limiter.take('trendyol', 'addresses', { max: 1, windowMs: 3_600_000 }),
    ).rejects.toMatchObject({
      kind: 'rate-limited',
      retryable: true,
    });
  });
});
