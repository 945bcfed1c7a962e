/**
 * The one error type the rules throw for a request that breaks a business rule (as opposed to a
 * programming mistake, which is a RangeError/TypeError). `code` is stable so the server can map
 * it to an HTTP status and the web app to a message without parsing text.
 */
export class DomainError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}
