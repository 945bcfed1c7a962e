import type { RatingCounts } from '@carsi/contract';
import { starStates } from '@carsi/domain';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
/** The count table shows on product, review and Q&A pages only. */
const TABLE_PATHS = ['/urun/', '/yorumlar/', '/sorucevap/'];

interface StarsProps {
  rating: number;
  size: number;
  label: string;
}

/** Five stars (full, half from .5, empty) as one labelled image. */
function Stars({ rating, size, label }: StarsProps) {
  const id = useId();
  return (
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
  );
}

/** One review's stars, inline in its text line. */
export function ReviewStars({ rating, size = 14 }: { rating: number; size?: number }) {
  return (
    <span className="star-rating">
      <Stars rating={rating} size={size} label={`5 üzerinden ${rating} yıldız`} />
    </span>
  );
}

interface StarRatingProps {
  rating: number;
  numReviews: number;
  counts?: RatingCounts | undefined;
  size?: number;
}

/**
 * A product's stars and review count. Its box — the average as "Puan" with one decimal and, on
 * product pages, how many reviews gave each star — opens on hover or focus, and on a tap
 * (touch screens have no hover). A block element: the box holds a table, which HTML does not
 * allow inside a paragraph (the parser would move it out and break hydration).
 */
export function StarRating({ rating, numReviews, counts, size = 18 }: StarRatingProps) {
  const boxId = useId();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const showTable = counts && TABLE_PATHS.some((p) => pathname.includes(p));
  const puan = rating.toFixed(1);
  return (
    <div className="star-rating star-rating--summary" data-open={open}>
      <button
        type="button"
        className="star-rating__toggle"
        aria-expanded={open}
        aria-controls={boxId}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <Stars
          rating={rating}
          size={size}
          label={`5 üzerinden ${puan} puan, ${numReviews} değerlendirme`}
        />
        <span className="star-rating__count" aria-hidden="true">
          ({numReviews})
        </span>
      </button>
      <div className="star-rating__box" id={boxId}>
        <p className="star-rating__puan">Puan: {puan}</p>
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
      </div>
    </div>
  );
}
