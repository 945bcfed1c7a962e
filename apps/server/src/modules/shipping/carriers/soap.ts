import { XMLParser } from 'fast-xml-parser';
import { type CarrierCode, type CarrierOperation, CarrierUnavailableError } from './carrier';

/**
 * A thin SOAP 1.1 client for the carriers' ASMX / JAX-WS services: envelopes built by hand from
 * ordered objects (element order is the services' sequence), answers parsed with fast-xml-parser
 * into plain objects, namespace prefixes dropped, every value kept as text (tracking numbers have
 * leading zeros). No WSDL at run time.
 */

/** An element's content: text, nested elements in order, or a list of repeated elements. */
export type XmlValue = string | number | boolean | null | undefined | XmlObject | XmlValue[];
export interface XmlObject {
  [name: string]: XmlValue;
}

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** `<name>…</name>`; undefined and null leave the element out, an array repeats it. */
export function xmlElement(name: string, value: XmlValue): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((item) => xmlElement(name, item)).join('');
  if (typeof value === 'object') {
    const inner = Object.entries(value)
      .map(([child, content]) => xmlElement(child, content))
      .join('');
    return `<${name}>${inner}</${name}>`;
  }
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

/** A SOAP 1.1 envelope whose body is `<operation xmlns="namespace">…</operation>`. */
export function soapEnvelope(namespace: string, operation: string, body: XmlObject): string {
  const inner = Object.entries(body)
    .map(([name, value]) => xmlElement(name, value))
    .join('');
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
    `<soap:Body><${operation} xmlns="${escapeXml(namespace)}">${inner}</${operation}></soap:Body>` +
    '</soap:Envelope>'
  );
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  // Answers are small; refuse runaway entity expansion all the same.
  htmlEntities: false,
});

export type Parsed = Record<string, unknown>;

export function parseXml(text: string): Parsed {
  const parsed: unknown = parser.parse(text);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Parsed) : {};
}

/** A value that may hold one element or several, always as a list. */
export function list(value: unknown): Parsed[] {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : [value];
  return items.filter((item): item is Parsed => typeof item === 'object' && item !== null);
}

/** Repeated text elements (e.g. `<string>` inside an ArrayOfString). */
export function texts(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => text(item)).filter((item) => item !== '');
}

/** An element's text ('' when absent or not text). */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

export function child(value: unknown, name: string): Parsed | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const found = (value as Parsed)[name];
  return typeof found === 'object' && found !== null && !Array.isArray(found)
    ? (found as Parsed)
    : undefined;
}

export interface CarrierLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface SoapCallOptions {
  carrier: CarrierCode;
  operation: CarrierOperation;
  url: string;
  namespace: string;
  /** The SOAP operation's element name, e.g. `Login_Type1` or `createShipment`. */
  soapOperation: string;
  /** ASMX wants `"{namespace}{operation}"`; JAX-WS accepts an empty action. */
  soapAction: string;
  body: XmlObject;
  timeoutMs: number;
  /** A write whose answer is lost has an unknown outcome (ask the carrier before acting). */
  write: boolean;
  logger?: CarrierLogger | undefined;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/**
 * Posts one envelope and returns the operation's response element (`{op}Response`) as parsed
 * text. Network failures, timeouts, HTTP 5xx and SOAP faults are CarrierUnavailableError;
 * the carriers' own "error inside a 200 answer" is for the caller to read.
 */
export async function callSoap(options: SoapCallOptions): Promise<Parsed> {
  const { carrier, operation, soapOperation, logger } = options;
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const fail = (reason: 'timeout' | 'network' | 'server-error' | 'malformed', status?: number) =>
    new CarrierUnavailableError(carrier, operation, reason, options.write, status);
  let response: Response;
  let body: string;
  try {
    response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'text/xml; charset=utf-8',
        accept: 'text/xml',
        soapaction: `"${options.soapAction}"`,
      },
      body: soapEnvelope(options.namespace, soapOperation, options.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    body = await response.text();
  } catch (error) {
    const reason = isTimeout(error) ? 'timeout' : 'network';
    logger?.warn({ carrier, soapOperation, reason, ms: ms() }, 'carrier request failed');
    throw fail(reason);
  }
  let parsed: Parsed;
  try {
    parsed = parseXml(body);
  } catch {
    parsed = {};
  }
  const soapBody = child(child(parsed, 'Envelope'), 'Body');
  const fault = child(soapBody, 'Fault');
  if (response.status >= 500 || fault) {
    logger?.warn(
      {
        carrier,
        soapOperation,
        httpStatus: response.status,
        fault: fault ? text(fault.faultstring).slice(0, 200) : undefined,
        ms: ms(),
      },
      'carrier server error',
    );
    throw fail('server-error', response.status);
  }
  const answer = child(soapBody, `${soapOperation}Response`);
  if (!response.ok || !answer) {
    logger?.error(
      { carrier, soapOperation, httpStatus: response.status, ms: ms() },
      'carrier answer not understood',
    );
    throw fail('malformed', response.status);
  }
  logger?.info({ carrier, soapOperation, ms: ms() }, 'carrier answered');
  return answer;
}
