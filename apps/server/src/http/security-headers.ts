import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers helmet sets for these options, worked out once. With options that hold no
 * functions they are the same for every answer. @fastify/helmet built helmet again for every
 * request (parsing the whole policy each time): 7 µs a request, 8–9 % of the main thread's profile
 * while serving pages from the HTML cache.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** Every answer (pages, API, assets, errors) carries these headers; a route may override one. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Record<string, string>,
): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** Where the nonce goes in the page policy worked out once (a nonce is base64url, never this). */
const NONCE_SLOT = '{nonce}';

export interface ShopPolicyOptions {
  /** The shop's own origins: PUBLIC_URL's, and its loopback aliases (checkout/callback-url.ts). */
  shopOrigins: string[];
  sandbox: boolean;
  /** HSTS: only behind TLS, that is with an https:// PUBLIC_URL. */
  strictTransportSecurity: boolean;
}

export interface ShopSecurityHeaders {
  /** Every answer's headers (API, assets, errors): scripts from the shop's own files only. */
  headers: Record<string, string>;
  /** A rendered page's policy: its inline scripts run by their nonce (page-nonce.ts). */
  pagePolicy(nonce: string): string;
  /** The sandbox stand-ins' pages (bank page, hand-offs), whose inline submit scripts run. */
  sandboxPolicy: string;
}

/**
 * The shop's security headers, worked out once. Scripts: never `'unsafe-inline'` on the shop's
 * pages; React Router's hydration data, its module, the after-paint loader and the first-paint
 * script carry the page's nonce. Forms post to the shop itself and, for a card payment, on to
 * 3-D Secure: in sandbox mode that is the shop's own stand-in; with iyzico it is the card's bank
 * (iyzico's hand-off form posts to the bank's 3-D Secure gate, any bank's host), so `https:`.
 * Styles stay inline (the site CSS and Mantine's style attributes).
 */
export function shopSecurityHeaders(options: ShopPolicyOptions): ShopSecurityHeaders {
  const policy = (scriptSrc: string[]) =>
    securityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc,
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'", ...options.shopOrigins, ...(options.sandbox ? [] : ['https:'])],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: options.strictTransportSecurity,
    });
  const headers = policy(["'self'"]);
  const page = policy(["'self'", `'nonce-${NONCE_SLOT}'`])['content-security-policy'] ?? '';
  const sandbox = policy(["'self'", "'unsafe-inline'"])['content-security-policy'] ?? '';
  return {
    headers,
    pagePolicy: (nonce) => page.replace(NONCE_SLOT, nonce),
    sandboxPolicy: sandbox,
  };
}
