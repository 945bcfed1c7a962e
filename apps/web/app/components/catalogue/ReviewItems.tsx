import type { ReviewItem } from '@carsi/contract';
import { formatTurkeyDate } from '@carsi/domain';
import { ReviewStars } from './StarRating';

/** Reviews as a list: name, stars, date and the text (React escapes it). */
export function ReviewItems({ reviews }: { reviews: ReviewItem[] }) {
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <li key={review._id} className="review">
          <p className="review__head">
            <strong>{review.name}</strong> <ReviewStars rating={review.rating} />{' '}
            {review.verifiedPurchase ? <span className="review__bought">Satın aldı</span> : null}{' '}
            <time dateTime={review.createdAt}>
              {formatTurkeyDate(Date.parse(review.createdAt))}
            </time>
          </p>
          <p className="review__text">{review.comment}</p>
        </li>
      ))}
    </ul>
  );
}
