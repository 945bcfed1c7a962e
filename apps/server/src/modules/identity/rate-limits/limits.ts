import { errorCodes, identityErrorCodes } from '@carsi/contract';
import { AppError } from '../../../http/errors';
import type { CounterStore } from './store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A named limit: at most `max` hits per `windowMs` for one subject (a phone, an IP, …). */
export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
  code: string;
  message: (retryAfterSeconds: number) => string;
  /** Counted per IP address (the others per phone). */
  perIp?: true;
}

const tooMany = (retry: number) =>
  `Çok fazla deneme yapıldı. Lütfen ${Math.ceil(retry / 60)} dakika sonra tekrar deneyin.`;

/** The limits of sign-in and sign-up (docs/decisions/identity.md, "Limits"). */
export const limits = {
  /** 60 s between two codes to one phone for one purpose (SMS_RESEND_SECONDS). */
  smsResend: {
    name: 'sms-resend',
    max: 1,
    windowMs: MINUTE,
    code: identityErrorCodes.smsCooldown,
    message: (s) => `Yeni kod istemek için ${s} saniye bekleyin.`,
  },
  /** At most 5 codes per phone per hour, whatever the purpose. */
  smsPerPhone: {
    name: 'sms-phone',
    max: 5,
    windowMs: HOUR,
    code: identityErrorCodes.smsLimit,
    message: (s) =>
      `Bu telefon numarasına bir saat içinde en fazla 5 kod gönderilebilir. Lütfen ${Math.ceil(s / 60)} dakika sonra tekrar deneyin.`,
  },
  /** Codes asked for from one IP address per hour (SMS pumping guard). */
  smsPerIp: {
    name: 'sms-ip',
    perIp: true,
    max: 20,
    windowMs: HOUR,
    code: errorCodes.tooManyRequests,
    message: tooMany,
  },
  /** Code checks from one IP address per 10 minutes, across all phones. */
  verifyPerIp: {
    name: 'verify-ip',
    perIp: true,
    max: 30,
    windowMs: 10 * MINUTE,
    code: errorCodes.tooManyRequests,
    message: tooMany,
  },
  /** Wholesale and admin applications from one IP address per hour. */
  signUpPerIp: {
    name: 'signup-ip',
    perIp: true,
    max: 10,
    windowMs: HOUR,
    code: errorCodes.tooManyRequests,
    message: tooMany,
  },
  /** Scores from one IP address per hour. */
  scorePerIp: {
    name: 'score-ip',
    perIp: true,
    max: 30,
    windowMs: HOUR,
    code: errorCodes.tooManyRequests,
    message: tooMany,
  },
  /** Visitor records written from one IP address per minute. */
  visitorPerIp: {
    name: 'visitor-ip',
    perIp: true,
    max: 120,
    windowMs: MINUTE,
    code: errorCodes.tooManyRequests,
    message: () => 'Çok fazla istek gönderildi, lütfen biraz sonra tekrar deneyin.',
  },
} satisfies Record<string, LimitRule>;

/** Counts hits against the shared store and turns an exceeded limit into a 429. */
export class RateLimiter {
  /**
   * `perIp: false` (IP_RATE_LIMITS=off) skips the per-IP rules: only for end-to-end runs, where
   * every browser writes from 127.0.0.1. The per-phone rules always hold; `smsResendSeconds`
   * (SMS_RESEND_SECONDS) sets the gap between two codes, so journeys need not wait a minute.
   */
  constructor(
    readonly store: CounterStore,
    private readonly options: { perIp: boolean; smsResendSeconds?: number } = { perIp: true },
  ) {}

  /** The rule's window as configured here. */
  windowMs(rule: LimitRule): number {
    return rule === limits.smsResend && this.options.smsResendSeconds
      ? this.options.smsResendSeconds * 1000
      : rule.windowMs;
  }

  /** Counts one hit for `subject`; throws 429 (with Retry-After) once the rule's max is passed. */
  async consume(rule: LimitRule, subject: string): Promise<void> {
    if (rule.perIp && !this.options.perIp) return;
    const windowMs = this.windowMs(rule);
    const { count, resetInMs } = await this.store.hit(`${rule.name}:${subject}`, windowMs);
    if (count <= rule.max) return;
    const retryAfter = Math.max(1, Math.ceil(resetInMs / 1000));
    const error = new AppError(429, rule.code, rule.message(retryAfter));
    error.headers = { 'retry-after': String(retryAfter) };
    throw error;
  }
}
