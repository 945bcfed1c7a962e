/**
 * The bank's 3-D Secure callback (a form POST from the shopper's browser to our callbackUrl).
 * It carries no signature, so nothing in it is trusted: it only says which payment to complete,
 * and the completion's signed answer decides. mdStatus 1 = authenticated; 0 and 2–8 are
 * failures (0 invalid signature, 2/3 not enrolled, 4 register later, 5 not possible,
 * 6 3DS error, 7 system error, 8 unknown card); show `shopperMessages.threeDs` for those.
 */
export interface ThreeDsCallback {
  status: string;
  paymentId: string;
  conversationId: string;
  conversationData: string | undefined;
  mdStatus: number | null;
  /** worth completing: status success and mdStatus 1 */
  authenticated: boolean;
}

function field(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' && value.length <= 512 ? value : undefined;
}

/** Reads a callback form; null when paymentId or conversationId is missing or malformed. */
export function readThreeDsCallback(body: unknown): ThreeDsCallback | null {
  if (typeof body !== 'object' || body === null) return null;
  const form = body as Record<string, unknown>;
  const paymentId = field(form, 'paymentId');
  const conversationId = field(form, 'conversationId');
  if (!paymentId || !/^[\w-]{1,64}$/.test(paymentId) || !conversationId) return null;
  const mdText = field(form, 'mdStatus');
  const mdStatus = mdText && /^\d$/.test(mdText) ? Number(mdText) : null;
  const status = field(form, 'status') ?? '';
  return {
    status,
    paymentId,
    conversationId,
    conversationData: field(form, 'conversationData') || undefined,
    mdStatus,
    authenticated: status === 'success' && mdStatus === 1,
  };
}
