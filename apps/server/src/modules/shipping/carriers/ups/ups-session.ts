import { type CarrierOperation, CarrierRefusedError, CarrierSessionExpiredError } from '../carrier';
import { callSoap, child, type Parsed, text, type XmlObject } from '../soap';
import {
  UPS_CREATE_NAMESPACE,
  UPS_QUERY_NAMESPACE,
  type UpsCarrierOptions,
  type UpsCodes,
} from './ups-options';

export type UpsService = 'create' | 'query';

interface Session {
  id: string;
  usedAt: number;
}

/**
 * Talks SOAP to UPS's two services with a session per service: cached, renewed before it idles
 * out and renewed once more when UPS answers with a session-expired code.
 */
export class UpsSession {
  private readonly sessions = new Map<UpsService, Promise<Session>>();
  /** How many logins this client made (tests and metrics). */
  logins = 0;

  constructor(
    private readonly options: UpsCarrierOptions,
    private readonly codes: UpsCodes,
    private readonly timeoutMs: number,
    private readonly now: () => number,
  ) {}

  private url(service: UpsService): string {
    const url = service === 'create' ? this.options.createUrl : this.options.queryUrl;
    return typeof url === 'function' ? url() : url;
  }

  private namespace(service: UpsService): string {
    return service === 'create'
      ? (this.options.createNamespace ?? UPS_CREATE_NAMESPACE)
      : (this.options.queryNamespace ?? UPS_QUERY_NAMESPACE);
  }

  private async soap(
    service: UpsService,
    operation: CarrierOperation,
    soapOperation: string,
    body: XmlObject,
    write: boolean,
  ): Promise<Parsed> {
    const answer = await callSoap({
      carrier: 'ups',
      operation,
      url: this.url(service),
      namespace: this.namespace(service),
      soapOperation,
      soapAction: `${this.namespace(service)}/${soapOperation}`,
      body,
      timeoutMs: this.timeoutMs,
      write,
      logger: this.options.logger,
    });
    const result = child(answer, `${soapOperation}Result`);
    if (!result) throw new CarrierRefusedError('ups', operation, null, 'Boş yanıt');
    return result;
  }

  private async login(service: UpsService): Promise<Session> {
    const query = service === 'query';
    const soapOperation = query ? 'Login_V1' : 'Login_Type1';
    const result = await this.soap(
      service,
      'login',
      soapOperation,
      {
        CustomerNumber: this.options.customerNumber,
        UserName: query
          ? (this.options.queryUsername ?? this.options.username)
          : this.options.username,
        Password: query
          ? (this.options.queryPassword ?? this.options.password)
          : this.options.password,
      },
      false,
    );
    this.logins++;
    const errorCode = text(result.ErrorCode);
    const id = text(result.SessionID);
    if ((errorCode && errorCode !== '0') || !id) {
      throw new CarrierRefusedError(
        'ups',
        'login',
        errorCode || null,
        text(result.ErrorDefinition),
      );
    }
    return { id, usedAt: this.now() };
  }

  private async session(service: UpsService, fresh: boolean): Promise<Session> {
    const idle = this.options.sessionIdleMs ?? 4 * 60_000;
    const cached = this.sessions.get(service);
    if (cached && !fresh) {
      const session = await cached.catch(() => null);
      if (session && this.now() - session.usedAt < idle) {
        session.usedAt = this.now();
        return session;
      }
    }
    const pending = this.login(service);
    this.sessions.set(service, pending);
    pending.catch(() => this.sessions.delete(service));
    return pending;
  }

  /**
   * One call with the session id; an expiry code logs in again and repeats the call once.
   * A second expiry answer is CarrierSessionExpiredError. Other error codes are returned to
   * the caller inside the result.
   */
  async withSession(
    service: UpsService,
    operation: CarrierOperation,
    soapOperation: string,
    body: (sessionId: string) => XmlObject,
    write: boolean,
  ): Promise<Parsed> {
    let renewed = false;
    for (;;) {
      const session = await this.session(service, renewed);
      const result = await this.soap(service, operation, soapOperation, body(session.id), write);
      const errorCode = text(result.ErrorCode);
      if (!this.codes.sessionExpired.includes(errorCode)) return result;
      this.sessions.delete(service);
      if (renewed) {
        throw new CarrierSessionExpiredError(
          'ups',
          operation,
          errorCode,
          text(result.ErrorDefinition),
        );
      }
      this.options.logger?.info({ carrier: 'ups', errorCode }, 'carrier session renewed');
      renewed = true;
    }
  }
}

/** What each UPS operation needs: the settings, the codes it reads and the session. */
export interface UpsContext {
  readonly options: UpsCarrierOptions;
  readonly codes: UpsCodes;
  readonly session: UpsSession;
}
