import { XMLParser } from 'fast-xml-parser';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * SOAP 1.1 plumbing shared by the carrier stand-ins: read an envelope's operation and fields
 * (namespace prefixes dropped, all values text), write an answer envelope.
 */

export type Fields = Record<string, unknown>;
export type XmlValue = string | number | boolean | null | undefined | XmlObject | XmlValue[];
export interface XmlObject {
  [name: string]: XmlValue;
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  htmlEntities: false,
});

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export function xmlElement(name: string, value: XmlValue): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((item) => xmlElement(name, item)).join('');
  if (typeof value === 'object') {
    const inner = Object.entries(value)
      .map(([key, content]) => xmlElement(key, content))
      .join('');
    return `<${name}>${inner}</${name}>`;
  }
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

export function envelope(operation: string, namespace: string, content: XmlObject): string {
  const inner = Object.entries(content)
    .map(([key, value]) => xmlElement(key, value))
    .join('');
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
    `<soap:Body><${operation}Response xmlns="${namespace}">${inner}</${operation}Response>` +
    '</soap:Body></soap:Envelope>'
  );
}

export function fault(message: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
    `<soap:Fault><faultcode>soap:Client</faultcode><faultstring>${escapeXml(message)}</faultstring></soap:Fault>` +
    '</soap:Body></soap:Envelope>'
  );
}

export interface SoapRequest {
  operation: string;
  fields: Fields;
}

/** The operation element inside the body and its fields, or null when it is not SOAP. */
export function readEnvelope(body: string): SoapRequest | null {
  let parsed: unknown;
  try {
    parsed = parser.parse(body);
  } catch {
    return null;
  }
  const soapBody = (parsed as Fields | null)?.Envelope as Fields | undefined;
  const inner = soapBody?.Body;
  if (typeof inner !== 'object' || inner === null) return null;
  const [operation, fields] = Object.entries(inner as Fields)[0] ?? [];
  if (!operation) return null;
  return {
    operation,
    fields: typeof fields === 'object' && fields !== null ? (fields as Fields) : {},
  };
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function obj(value: unknown): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Fields)
    : {};
}

export function many(value: unknown): Fields[] {
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : [value]).map(obj);
}

export function manyText(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : [value]).map(str).filter(Boolean);
}

/** Takes text/xml (and application/soap+xml) bodies as strings in this scope. */
export function acceptXml(app: FastifyInstance): void {
  for (const type of ['text/xml', 'application/soap+xml', 'application/xml']) {
    if (!app.hasContentTypeParser(type)) {
      app.addContentTypeParser(
        type,
        { parseAs: 'string', bodyLimit: 1_048_576 },
        (_request, body, done) => done(null, String(body)),
      );
    }
  }
}

export function sendXml(reply: FastifyReply, xml: string, status = 200) {
  return reply.status(status).type('text/xml; charset=utf-8').send(xml);
}

/** Holds a request until the client gives up (or `ms` pass): "stored, answer lost". */
export function hold(request: FastifyRequest, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    request.raw.socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
