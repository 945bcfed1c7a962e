import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NOT_FOUND_DISCOUNT_CODE,
  randomNineDigitCode,
  temporaryDiscountCode,
} from './discount-codes';
import { randomInt, sequenceRandom } from './random';
import { temporaryDiscountCodePayload } from './temporary-payload';

describe('temporary discount code', () => {
  it('is prefix + last 3 timestamp digits + a digit 0–8', () => {
    expect(temporaryDiscountCode('nevresim', 1_700_000_000_123, sequenceRandom([0.5]))).toBe(
      'nevresim1234',
    );
    expect(temporaryDiscountCode('yastik', 1_700_000_000_007, sequenceRandom([0]))).toBe(
      'yastik0070',
    );
    expect(temporaryDiscountCode('x', 1000, sequenceRandom([0.999999]))).toBe('x0008');
  });

  it('never uses the digit 9', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const code = temporaryDiscountCode('p', 123, () => r);
        expect(code).toMatch(/^p123[0-8]$/);
      }),
    );
  });

  it('rejects a bad timestamp or a random source out of range', () => {
    expect(() => temporaryDiscountCode('p', -1, () => 0)).toThrow(RangeError);
    expect(() => temporaryDiscountCode('p', 1.5, () => 0)).toThrow(RangeError);
    expect(() => temporaryDiscountCode('p', 1, () => 1)).toThrow(RangeError);
    expect(() => randomInt(() => Number.NaN, 10)).toThrow(RangeError);
  });

  it('the 404 page offers hata20', () => {
    expect(NOT_FOUND_DISCOUNT_CODE).toBe('hata20');
  });
});

describe('random nine-digit code', () => {
  it('is written nnn-nnn-nnn from the injected source', () => {
    const random = sequenceRandom([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]);
    expect(randomNineDigitCode(random)).toBe('123-456-789');
  });

  it('always has the nnn-nnn-nnn shape', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1 }),
        (values) => {
          expect(randomNineDigitCode(sequenceRandom(values))).toMatch(/^\d{3}-\d{3}-\d{3}$/);
        },
      ),
    );
  });

  it('sequenceRandom needs values', () => {
    expect(() => sequenceRandom([])).toThrow(RangeError);
  });
});

describe('temporary discount code payload', () => {
  const request = {
    prefix: 'nevresim',
    discountAmount: 5000,
    discountExpiryMinutes: 30,
    useTimes: 1,
    nowMs: Date.UTC(2024, 0, 1, 12, 0, 0, 456),
    random: sequenceRandom([0.2]),
  };

  it('expires discountExpiry × 60 000 ms later, with all uses remaining', () => {
    expect(temporaryDiscountCodePayload(request)).toEqual({
      discountCode: 'nevresim4561',
      discountAmount: 5000,
      discountExpiryDate: '2024-01-01T12:30:00.456Z',
      discountExpiryInMiliseconds: request.nowMs + 1_800_000,
      useDiscountCodeXTimes: 1,
      remainingDiscountCodeXTimes: 1,
      discountType: 'Temporary',
      isDuplicateAllowed: false,
    });
  });

  it('rejects nonsense settings', () => {
    expect(() => temporaryDiscountCodePayload({ ...request, discountExpiryMinutes: 0 })).toThrow(
      RangeError,
    );
    expect(() => temporaryDiscountCodePayload({ ...request, useTimes: 0 })).toThrow(RangeError);
    expect(() => temporaryDiscountCodePayload({ ...request, discountAmount: 1.5 })).toThrow(
      RangeError,
    );
  });
});
