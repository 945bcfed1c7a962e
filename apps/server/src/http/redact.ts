/** Query parameters whose values never reach a log line (SMS codes, tokens, captcha answers). */
const SECRET_PARAMS =
  /^(securitycode|code|token|tokenexpiry|captchavalue|password|cvc|cardnumber)$/i;

/** The URL with secret query values replaced by [REDACTED]. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.test(key)) {
      params.set(key, '[REDACTED]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}
