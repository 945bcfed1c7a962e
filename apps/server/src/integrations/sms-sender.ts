/**
 * Sends one SMS (one small interface per capability, so a stand-in can replace it). The Netgsm
 * client implements it; in sandbox mode the same client talks to the stand-in under /__sandbox/sms.
 */
export interface SmsSender {
  /**
   * `to` is E.164 (+905xxxxxxxxx). `kind` decides the İYS filter: sign-in codes and order
   * notices are informational; campaigns are commercial and need consent.
   */
  send(message: { to: string; text: string; kind: 'informational' }): Promise<{ jobId: string }>;
}

/** The provider could not take the message; `reason` is for logs (never holds the text). */
export class SmsSendError extends Error {
  constructor(
    public readonly reason: string,
    public readonly providerCode?: string,
  ) {
    super(`SMS could not be sent: ${reason}`);
  }
}
