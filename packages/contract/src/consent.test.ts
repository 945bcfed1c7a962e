import { describe, expect, it } from 'vitest';
import { formatConsent, parseConsent } from './consent';

describe('consent cookie', () => {
  it('reads back every choice it writes', () => {
    for (const analytics of [true, false]) {
      for (const marketing of [true, false]) {
        expect(parseConsent(formatConsent({ analytics, marketing }))).toEqual({
          analytics,
          marketing,
        });
      }
    }
  });

  it('treats a missing, foreign or older value as no choice yet', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('v0.a1.m1')).toBeNull();
    expect(parseConsent('v1.a1.m1; evil')).toBeNull();
  });
});
