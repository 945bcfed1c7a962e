import {
  PaymentDeclinedError,
  type PaymentOperation,
  PaymentResponseError,
  PaymentUnavailableError,
} from './errors';
import { type IyzicoCredentials, iyzicoAuthHeaders } from './signing';

/** The subset of pino the client uses; lines carry operation, status and timing, never bodies. */
export interface PaymentLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface IyzicoHttpOptions extends IyzicoCredentials {
  /** https://api.iyzipay.com, or the stand-in; a function lets tests follow an ephemeral port */
  baseUrl: string | (() => string);
  /** per request; iyzico completes most calls well under a second (default 15 s) */
  timeoutMs?: number;
  logger?: PaymentLogger;
}

export type IyzicoAnswer = Record<string, unknown>;

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/**
 * Signed JSON POSTs to iyzico. Answers with status "success" are returned as parsed JSON;
 * "failure" becomes a PaymentDeclinedError; anything else a typed error. Request bodies hold
 * card data, so they appear in no log line and no error.
 */
export class IyzicoHttp {
  private readonly timeoutMs: number;

  constructor(private readonly options: IyzicoHttpOptions) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  private url(path: string): string {
    const { baseUrl } = this.options;
    return (typeof baseUrl === 'function' ? baseUrl() : baseUrl).replace(/\/$/, '') + path;
  }

  async post(operation: PaymentOperation, path: string, body: object): Promise<IyzicoAnswer> {
    const text = JSON.stringify(body);
    const started = performance.now();
    const log = this.options.logger;
    const elapsed = () => Math.round(performance.now() - started);

    let response: Response;
    try {
      response = await fetch(this.url(path), {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'x-iyzi-client-version': 'carsi',
          ...iyzicoAuthHeaders(this.options, path, text),
        },
        body: text,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const reason = isTimeout(error) ? 'timeout' : 'network';
      log?.warn({ operation, path, reason, ms: elapsed() }, 'iyzico request failed');
      throw new PaymentUnavailableError(operation, reason);
    }

    let answer: unknown;
    try {
      answer = await response.json();
    } catch (error) {
      // The timeout also covers reading the body.
      if (isTimeout(error)) {
        log?.warn({ operation, path, reason: 'timeout', ms: elapsed() }, 'iyzico answer too slow');
        throw new PaymentUnavailableError(operation, 'timeout');
      }
      answer = undefined;
    }
    const ms = elapsed();
    if (response.status >= 500) {
      log?.warn({ operation, path, httpStatus: response.status, ms }, 'iyzico server error');
      throw new PaymentUnavailableError(operation, 'server-error', response.status);
    }
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
      log?.error({ operation, path, httpStatus: response.status, ms }, 'iyzico answer not JSON');
      throw new PaymentResponseError(operation, 'malformed', `HTTP ${response.status}, no JSON`);
    }
    const data = answer as IyzicoAnswer;
    if (data.status === 'success') {
      log?.info({ operation, path, status: 'success', ms }, 'iyzico answered');
      return data;
    }
    if (data.status === 'failure') {
      const errorCode = String(data.errorCode ?? '');
      const errorGroup = typeof data.errorGroup === 'string' ? data.errorGroup : undefined;
      const declined = new PaymentDeclinedError(
        operation,
        errorCode,
        typeof data.errorMessage === 'string' ? data.errorMessage : '',
        errorGroup,
      );
      // A request iyzico rejects as malformed or unauthenticated is our bug, not the shopper's.
      const ours =
        /^\d{1,4}$/.test(errorCode) && !['12', '13', '14', '15', '17'].includes(errorCode);
      const fields = { operation, path, status: 'failure', errorCode, errorGroup, ms };
      if (ours) log?.error(fields, 'iyzico refused the request');
      else log?.info(fields, 'iyzico declined');
      throw declined;
    }
    log?.error({ operation, path, httpStatus: response.status, ms }, 'iyzico answer has no status');
    throw new PaymentResponseError(operation, 'malformed', 'no status in the answer');
  }
}
