import { addToCartBody, errorCodes } from '@carsi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { isSameOriginRequest } from '../identity/index';

/** Where the product page's "Sepete Ekle" form posts when the page is not interactive yet. */
export const ADD_TO_CART_FORM_PATH = '/sepete-ekle';

/**
 * Why a form add failed, as a short word in the cart page's address (`/sepet?eklenemedi=stok`).
 * Only these fixed words travel, never a message, so nobody can put their own text on our page.
 */
export const ADD_FAILURE_REASONS = ['stok', 'urun', 'istek', 'kampanya'] as const;
export type AddFailureReason = (typeof ADD_FAILURE_REASONS)[number];

function reasonOf(error: AppError): AddFailureReason {
  if (error.code === 'CAMPAIGN_NOT_RUNNING') return 'kampanya';
  if (error.statusCode === 409) return 'stok';
  if (error.statusCode === 404) return 'urun';
  return 'istek';
}

/**
 * Whether the post comes from one of the shop's own pages. Browsers that send Fetch Metadata
 * say so in `Sec-Fetch-Site` (a form post under our `Referrer-Policy: no-referrer` carries
 * `Origin: null`, so the Origin cannot tell); older ones are judged by Origin/Referer.
 */
function isFromOurPage(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  return isSameOriginRequest(request, publicOrigin);
}

/**
 * `POST /sepete-ekle` (form fields `skuId`, `qty`, and `campaign=1` from a landing page): the same add as `POST /api/cart/items`,
 * for a tap that comes before the page's JavaScript runs (or without JavaScript). It answers
 * 303 to the cart page, as the upgraded button navigates there after its API call.
 */
export function registerAddToCartForm(
  app: FastifyInstance,
  publicOrigin: string,
  add: (
    request: FastifyRequest,
    reply: FastifyReply,
    body: { skuId: number; qty: number; campaign?: boolean | undefined },
  ) => Promise<void>,
): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(ADD_TO_CART_FORM_PATH, async (request, reply) => {
      if (!isFromOurPage(request, publicOrigin)) {
        throw new AppError(403, 'CSRF_REJECTED', 'İstek mağazanın kendi sayfasından gelmedi.');
      }
      const form = (request.body ?? {}) as Record<string, string>;
      const parsed = addToCartBody.safeParse({
        skuId: Number(form.skuId),
        qty: form.qty === undefined ? 1 : Number(form.qty),
        ...(form.campaign === '1' ? { campaign: true } : {}),
      });
      if (!parsed.success) {
        const field = String(parsed.error.issues[0]?.path[0] ?? 'skuId');
        throw new AppError(400, errorCodes.validation, 'Ürün seçimi geçersiz.', [
          { field: `body.${field}`, message: parsed.error.issues[0]?.message ?? 'Geçersiz değer.' },
        ]);
      }
      try {
        await add(request, reply, parsed.data);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        request.log.info({ code: error.code }, 'form add to cart refused');
        return reply.redirect(`/sepet?eklenemedi=${reasonOf(error)}`, 303);
      }
      return reply.redirect('/sepet', 303);
    });
  });
}
