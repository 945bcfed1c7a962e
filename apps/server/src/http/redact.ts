/**
 * Query parameters whose values never reach a log line: SMS codes, tokens, captcha answers,
 * card data, and phone numbers (a person's identity, wherever a query string carries one).
 */
const SECRET_PARAMS =
  /^(securitycode|code|token|tokenexpiry|captchavalue|password|cvc|cardnumber|phone|telefon)$/i;

/**
 * Free-text searches of the back office: staff type customers' names, phones and e-mails there
 * too, so on admin paths their values stay out of the log as well.
 */
const ADMIN_SEARCH_PARAMS = /^(q|keyword|search|arama)$/i;

/** The back office's pages and API calls (`/admin-panel/…`, `/api/admin/…`, `adminGet…`). */
const isAdminPath = (path: string) => /admin/i.test(path);

/**
 * Paths whose whole query string stays out of the log: the older sign-in GET, kept for old
 * clients, carries the phone, the code and the captcha answer there.
 */
const UNLOGGED_QUERY_PATHS = new Set(['/api/signIn/sendSecurityCodeToSignIn']);

const REDACTED = '[REDACTED]';

/** The URL with secret query values (and admin search terms) replaced by [REDACTED]. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const path = url.slice(0, queryStart);
  if (UNLOGGED_QUERY_PATHS.has(path)) return `${path}?${REDACTED}`;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  const admin = isAdminPath(path);
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.test(key) || (admin && ADMIN_SEARCH_PARAMS.test(key))) {
      params.set(key, REDACTED);
      changed = true;
    }
  }
  return changed ? `${path}?${params.toString()}` : url;
}
