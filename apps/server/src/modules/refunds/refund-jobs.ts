import { defineQueue } from '../../jobs';

/**
 * A refund still to be confirmed by the provider: a whole charge (`paymentId`), an order line's
 * item refund (`refundId`) or the item refunds of a return (`key`, `return:{id}`).
 */
export type RefundJob = { paymentId: string } | { refundId: number } | { key: string };

/**
 * The one retry queue of card refunds: 1 min, 2, 4, 8, 16 min, then a dead letter (the refund is
 * FAILED and an admin is alerted). One job per refund at a time.
 */
export const refundQueue = defineQueue<RefundJob>({
  name: 'card-refund',
  retryLimit: 5,
  retryDelaySeconds: 60,
  retryBackoff: true,
});

/**
 * The queues of the three refund services this one replaced. Their jobs have the shapes above,
 * so a job left in one at an upgrade is still worked here (and retried on `card-refund`).
 */
export const retiredRefundQueues = ['order-line-refund', 'card-return-refund'].map((name) =>
  defineQueue<RefundJob>({ ...refundQueue, name }),
);

/** The job's key: one job per refund at a time. */
export const singletonKeyOf = (job: RefundJob) =>
  'paymentId' in job ? job.paymentId : 'refundId' in job ? `line-refund-${job.refundId}` : job.key;
