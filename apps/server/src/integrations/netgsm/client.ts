import { SmsSendError, type SmsSender } from '../sms-sender';

export interface NetgsmOptions {
  usercode: string;
  password: string;
  /** Sender title (msgheader) registered with Netgsm. */
  header: string;
  /** https://api.netgsm.com.tr, or the sandbox stand-in; a function lets it follow a port. */
  baseUrl: string | (() => string);
  timeoutMs?: number;
}

/** Netgsm's result codes (REST v2) that say what went wrong. */
const NETGSM_CODES: Record<string, string> = {
  '20': 'message text problem or too long',
  '30': 'invalid credentials or no API access',
  '40': 'sender title (msgheader) not defined',
  '50': 'İYS-controlled sending not allowed for this account',
  '51': 'no İYS brand code for this account',
  '70': 'invalid or missing parameters',
  '80': 'sending limit exceeded',
  '85': 'more than 20 messages to one number within a minute',
};

/** Netgsm wants a Turkish mobile as 10 digits without the leading 0 or +90. */
export function netgsmNumber(e164: string): string {
  const match = /^\+90(5\d{9})$/.exec(e164);
  if (!match?.[1]) throw new SmsSendError('not a Turkish mobile number');
  return match[1];
}

/**
 * Netgsm REST v2 client: `POST /sms/rest/v2/send` with HTTP Basic auth and a JSON body
 * `{msgheader, messages: [{msg, no}], encoding: 'TR', iysfilter}`; success is `{code: '00', jobid}`,
 * failures come as HTTP 406 with `{code, description}`.
 */
export class NetgsmSmsSender implements SmsSender {
  private readonly authorization: string;

  constructor(private readonly options: NetgsmOptions) {
    this.authorization = `Basic ${Buffer.from(`${options.usercode}:${options.password}`).toString('base64')}`;
  }

  private baseUrl(): string {
    const { baseUrl } = this.options;
    return (typeof baseUrl === 'function' ? baseUrl() : baseUrl).replace(/\/$/, '');
  }

  async send(message: { to: string; text: string; kind: 'informational' }) {
    const body = {
      msgheader: this.options.header,
      encoding: 'TR',
      // "0": informational (OTP, order notices) — no İYS consent needed.
      iysfilter: '0',
      messages: [{ msg: message.text, no: netgsmNumber(message.to) }],
    };
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl()}/sms/rest/v2/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: this.authorization },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network';
      throw new SmsSendError(reason);
    }
    const data = (await response.json().catch(() => null)) as {
      code?: unknown;
      jobid?: unknown;
      description?: unknown;
    } | null;
    const code = typeof data?.code === 'string' ? data.code : undefined;
    if (
      response.ok &&
      code === '00' &&
      (typeof data?.jobid === 'string' || typeof data?.jobid === 'number')
    ) {
      return { jobId: String(data.jobid) };
    }
    const known = code ? NETGSM_CODES[code] : undefined;
    throw new SmsSendError(known ?? `HTTP ${response.status}${code ? ` code ${code}` : ''}`, code);
  }
}
