import { type ErrorBody, errorCodes } from '@carsi/contract';
import { DomainError } from '@carsi/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { mapDomainError } from './error-map';

/** An error a service throws on purpose; its message is safe to show to the caller. */
export class AppError extends Error {
  /** Extra response headers, e.g. Retry-After on a 429. */
  headers?: Record<string, string>;

  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly errors?: ErrorBody['errors'],
  ) {
    super(message);
  }
}

export const notFound = (message = 'Kayıt bulunamadı.') =>
  new AppError(404, errorCodes.notFound, message);

/** A business-rule refusal as the API's error; `field` is named when the status is 400. */
export function fromDomainError(error: DomainError, field?: string): AppError {
  const { status, code, message } = mapDomainError(error);
  const errors = field && status === 400 ? [{ field, message }] : undefined;
  return new AppError(status, code, message, errors);
}

/** How many field messages the summary repeats before it counts the rest. */
const SUMMARY_MESSAGES = 3;

/**
 * The one 400 for bad input: `errors` names each field (its path, for forms to put the message
 * beside it) and says what is wrong in Turkish with the field's label ("Açıklama boş olamaz.");
 * the summary a screen shows above the form is those sentences, never a path.
 */
export function invalidFields(errors: { field: string; message: string }[]): AppError {
  const messages = [...new Set(errors.map((e) => e.message))];
  const shown = messages.slice(0, SUMMARY_MESSAGES).join(' ');
  const more = messages.length - SUMMARY_MESSAGES;
  const summary = more > 0 ? `${shown} (ve ${more} hata daha)` : shown;
  return new AppError(
    400,
    errorCodes.validation,
    summary || 'Gönderilen bilgiler geçersiz.',
    errors,
  );
}

/** A 400 naming every field zod rejected. */
export function validationError(where: string, error: z.ZodError): AppError {
  return invalidFields(
    error.issues.map((issue) => {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
      const field = [where, ...issue.path.map(String), ...keys].join('.');
      return { field, message: issue.message };
    }),
  );
}

/** One JSON error shape for every failure; no stack traces leave the server. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError | DomainError, request, reply) => {
    const error = thrown instanceof DomainError ? fromDomainError(thrown) : thrown;
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const body: ErrorBody = { message: error.message, code: error.code };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send({ message: 'Beklenmeyen bir hata oluştu.', code: errorCodes.internal });
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.status(400).send({
        message: 'İstek gövdesi geçerli bir JSON değil.',
        code: errorCodes.badRequest,
        errors: [{ field: 'body', message: error.message }],
      });
    }
    if (status === 429) {
      return reply.status(429).send({
        message: 'Çok fazla istek gönderildi, lütfen biraz sonra tekrar deneyin.',
        code: errorCodes.tooManyRequests,
      });
    }
    return reply.status(status).send({ message: error.message, code: errorCodes.badRequest });
  });
}

/** JSON 404 for unknown API paths. */
export function sendApiNotFound(
  reply: { status: (code: number) => { send: (body: ErrorBody) => unknown } },
  method: string,
  url: string,
) {
  return reply.status(404).send({
    message: `Bulunamadı: ${method} ${url.split('?')[0]}`,
    code: errorCodes.notFound,
  });
}
