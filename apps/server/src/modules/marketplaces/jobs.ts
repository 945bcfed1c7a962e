import { defineQueue } from '../../jobs';

/** Sends one product to its marketplace; limits and outages retry with backoff. */
export const marketplaceUploadQueue = defineQueue<{ uploadId: number }>({
  name: 'marketplace-upload',
  retryLimit: 6,
  retryDelaySeconds: 30,
  expireInSeconds: 300,
});

/** Asks for a sent product's result; sends itself again while the batch is in progress. */
export const marketplacePollQueue = defineQueue<{ uploadId: number }>({
  name: 'marketplace-poll',
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
});

/** Every ten minutes: polls uploads whose poll job was lost (results vanish after 4 hours). */
export const marketplaceSweepQueue = defineQueue({
  name: 'marketplace-sweep',
  retryLimit: 1,
  retryDelaySeconds: 60,
  expireInSeconds: 600,
});
