import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageRating, ratingCounts, starStates } from './rating';

describe('starStates', () => {
  it('fills, halves from .5, and empties', () => {
    expect(starStates(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starStates(3.4)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starStates(4.7)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starStates(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starStates(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starStates(Number.NaN)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('always has five stars, full ones first, at most one half', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (rating) => {
        const stars = starStates(rating);
        expect(stars).toHaveLength(5);
        expect(stars.filter((s) => s === 'half').length).toBeLessThanOrEqual(1);
        expect(stars.filter((s) => s === 'full')).toHaveLength(Math.floor(rating));
        const order = { full: 0, half: 1, empty: 2 };
        const ranks = stars.map((s) => order[s]);
        expect([...ranks].sort()).toEqual(ranks);
      }),
    );
  });
});

describe('averageRating', () => {
  it('averages to one decimal, half-up', () => {
    expect(averageRating([5, 4])).toBe(4.5);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([5, 5, 4, 4, 4, 4, 4, 4])).toBe(4.3); // 4.25 → 4.3
    expect(averageRating([1, 2, 2])).toBe(1.7);
    expect(averageRating([])).toBe(0);
  });

  it('rejects ratings outside 1–5', () => {
    expect(() => averageRating([6])).toThrow(RangeError);
    expect(() => averageRating([0])).toThrow(RangeError);
    expect(() => averageRating([4.5])).toThrow(RangeError);
  });

  it('stays between the lowest and highest rating', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1 }), (ratings) => {
        const avg = averageRating(ratings);
        expect(avg).toBeGreaterThanOrEqual(Math.min(...ratings));
        expect(avg).toBeLessThanOrEqual(Math.max(...ratings));
        expect(Math.round(avg * 10)).toBeCloseTo(avg * 10, 9);
      }),
    );
  });
});

describe('ratingCounts', () => {
  it('counts reviews per star', () => {
    expect(ratingCounts([5, 5, 4, 1])).toEqual({ 1: 1, 2: 0, 3: 0, 4: 1, 5: 2 });
    expect(() => ratingCounts([7])).toThrow(RangeError);
  });
});
