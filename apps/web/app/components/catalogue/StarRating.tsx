import type { RatingCounts } from '@carsi/contract';
import { starStates } from '@carsi/domain';
import { useId } from 'react';
import { useLocation } from 'react-router';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
/** SPEC §2: the count table shows on product, review and Q&A pages only. */
const TABLE_PATHS = ['/urun/', '/yorumlar/', '/sorucevap/'];

interface StarRatingProps {
  rating: number;
  numReviews: number;
  counts?: RatingCounts | undefined;
  size?: number;
  /** false: just the stars (one review), without count and hover box. */
  summary?: boolean;
}

/**
 * Five stars (full, half from .5, empty). Hovering or focusing shows the average as "Puan"
 * with one decimal and, on product pages, how many reviews gave each star.
 */
export function StarRating({
  rating,
  numReviews,
  counts,
  size = 18,
  summary = true,
}: StarRatingProps) {
  const id = useId();
  const { pathname } = useLocation();
  const showTable = counts && TABLE_PATHS.some((p) => pathname.includes(p));
  const puan = rating.toFixed(1);
  const label = summary
    ? `5 üzerinden ${puan} puan, ${numReviews} değerlendirme`
    : `5 üzerinden ${rating} yıldız`;
  return (
    <span
      className="star-rating"
      tabIndex={summary ? 0 : undefined}
      aria-describedby={summary ? `${id}-box` : undefined}
    >
      <svg width={size * 5} height={size} viewBox="0 0 120 24" role="img" aria-label={label}>
        <defs>
          <linearGradient id={`${id}-half`}>
            <stop offset="50%" stopColor="var(--carsi-star)" />
            <stop offset="50%" stopColor="var(--carsi-star-empty)" />
          </linearGradient>
        </defs>
        {starStates(rating).map((state, i) => (
          <path
            // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
            key={i}
            d={STAR}
            transform={`translate(${i * 24} 0)`}
            fill={
              state === 'full'
                ? 'var(--carsi-star)'
                : state === 'half'
                  ? `url(#${id}-half)`
                  : 'var(--carsi-star-empty)'
            }
          />
        ))}
      </svg>
      {summary ? (
        <span className="star-rating__count" aria-hidden="true">
          ({numReviews})
        </span>
      ) : null}
      {summary ? (
        <span className="star-rating__box" id={`${id}-box`} role="tooltip">
          <span className="star-rating__puan">Puan: {puan}</span>
          {showTable ? (
            <table className="star-rating__table">
              <caption className="visually-hidden">Yıldızlara göre değerlendirme sayıları</caption>
              <tbody>
                {([5, 4, 3, 2, 1] as const).map((star) => (
                  <tr key={star}>
                    <th scope="row">{star} yıldız</th>
                    <td>{counts[star]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}
