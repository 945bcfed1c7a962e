import { normalizeTrMobile } from '@carsi/domain';
import type { FastifyBaseLogger } from 'fastify';
import { SmsSendError, type SmsSender } from '../../integrations/sms-sender';
import { defineQueue, type JobQueue } from '../../jobs';

/**
 * Informational SMS to shoppers and applicants (order placed, card paid, shipped, form
 * received): one job each, retried with backoff when the provider fails, a dead letter for the
 * admin after that. Transactional texts need no İYS consent (only commercial ones do).
 */
export interface SmsNotification {
  /** E.164 Turkish mobile. */
  to: string;
  text: string;
  /** What the message is about, for logs and dead letters (never the text). */
  reason: string;
}

export const smsNotificationQueue = defineQueue<SmsNotification>({
  name: 'sms-notification',
  retryLimit: 5,
  retryDelaySeconds: 60,
});

/** Runs the SMS jobs in this process. */
export async function workSmsNotifications(
  jobs: JobQueue,
  sms: SmsSender,
  log: FastifyBaseLogger,
): Promise<void> {
  await jobs.work(smsNotificationQueue, async ({ data, retryCount }) => {
    try {
      await sms.send({ to: data.to, text: data.text, kind: 'informational' });
    } catch (error) {
      // Logged without the text; the queue retries and keeps a dead letter.
      log.warn(
        {
          reason: data.reason,
          attempt: retryCount + 1,
          providerCode: error instanceof SmsSendError ? error.providerCode : undefined,
        },
        'notification SMS failed',
      );
      throw error;
    }
  });
}

/**
 * Queues an informational SMS when `phone` is a Turkish mobile (anything else cannot receive
 * one from our provider); `key` makes a repeat of the same notice a no-op. True when queued.
 */
export async function queueSms(
  jobs: JobQueue,
  phone: string,
  text: string,
  reason: string,
  key?: string,
): Promise<boolean> {
  const to = normalizeTrMobile(phone);
  if (!to) return false;
  await jobs.send(smsNotificationQueue, { to, text, reason }, key ? { singletonKey: key } : {});
  return true;
}
