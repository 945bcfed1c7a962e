import type { FastifyInstance } from 'fastify';
import { bodyOf, PARASUT_SANDBOX_CREDENTIALS, type ParasutBook } from './book';

/** OAuth: password and refresh grants; each refresh token is good once (Paraşüt rotates them). */
export function registerOAuth(app: FastifyInstance, book: ParasutBook): void {
  app.post('/oauth/token', async (request, reply) => {
    const form = bodyOf(request);
    const fault = book.failing('token');
    if (fault) return reply.code(fault).send({ error: 'server_error' });
    if (
      form.client_id !== PARASUT_SANDBOX_CREDENTIALS.clientId ||
      form.client_secret !== PARASUT_SANDBOX_CREDENTIALS.clientSecret
    ) {
      return reply.code(401).send({
        error: 'invalid_client',
        error_description: 'Client authentication failed.',
      });
    }
    if (form.grant_type === 'password') {
      if (
        form.username !== PARASUT_SANDBOX_CREDENTIALS.username ||
        form.password !== PARASUT_SANDBOX_CREDENTIALS.password
      ) {
        return reply.code(400).send({
          error: 'invalid_grant',
          error_description: 'The provided authorization grant is invalid.',
        });
      }
      book.counts.passwordGrants += 1;
      return book.issueTokens();
    }
    if (form.grant_type === 'refresh_token') {
      const old = String(form.refresh_token ?? '');
      if (!book.refresh.delete(old)) {
        return reply.code(400).send({
          error: 'invalid_grant',
          error_description: 'The refresh token is invalid, expired or already used.',
        });
      }
      book.counts.refreshGrants += 1;
      return book.issueTokens();
    }
    return reply.code(400).send({ error: 'unsupported_grant_type' });
  });
}
