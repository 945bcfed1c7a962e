import { roundHalfUp } from '../money/rounding';

/** One of the five stars under a product. */
export type StarState = 'full' | 'half' | 'empty';

/**
 * Five star states for a rating: star i is full when rating ≥ i, half when the rating
 * reaches i − 0.5 ("half from .5"), otherwise empty. 3.5 → full, full, full, half, empty.
 */
export function starStates(rating: number): StarState[] {
  const value = Number.isFinite(rating) ? rating : 0;
  return [1, 2, 3, 4, 5].map((star) => {
    if (value >= star) return 'full';
    if (value >= star - 0.5) return 'half';
    return 'empty';
  });
}

function assertRating(rating: number): void {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
    throw new RangeError(`a review rating is a whole number 1–5, got ${rating}`);
  }
}

/** Average of 1–5 ratings to one decimal, half-up (shown as "Puan"); no reviews → 0. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  let sum = 0;
  for (const rating of ratings) {
    assertRating(rating);
    sum += rating;
  }
  return roundHalfUp(sum * 10, ratings.length) / 10;
}

/** Counts of 5-, 4-, 3-, 2- and 1-star reviews, for the hover table on product pages. */
export function ratingCounts(ratings: readonly number[]): Record<1 | 2 | 3 | 4 | 5, number> {
  const counts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const rating of ratings) {
    assertRating(rating);
    counts[rating as 1 | 2 | 3 | 4 | 5] += 1;
  }
  return counts;
}
