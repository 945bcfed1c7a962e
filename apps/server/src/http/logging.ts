import type { FastifyRequest } from 'fastify';
import { type LoggerOptions, stdSerializers } from 'pino';
import { redactUrl } from './redact';

type ErrorLike = Error & Record<string, unknown>;

/** SQLSTATE codes are five digits or capitals ("23505", "22P02"). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** A PostgreSQL/PGlite error, or Drizzle's wrapper around one: both carry the user's values. */
function isDatabaseError(error: ErrorLike): boolean {
  if ('query' in error && 'params' in error) return true;
  return typeof error.code === 'string' && SQLSTATE.test(error.code) && 'severity' in error;
}

function causesOf(error: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let e: unknown = error; e instanceof Error && chain.length < 10; e = e.cause) {
    chain.push(e as ErrorLike);
  }
  return chain;
}

/** "insert orders": what a statement did and to which table, without any of its values. */
function statementName(query: unknown): string | undefined {
  if (typeof query !== 'string') return undefined;
  const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase();
  const table = /"([A-Za-z_][\w]*)"/.exec(query)?.[1];
  return [verb, table].filter(Boolean).join(' ') || undefined;
}

const nameOnly = (value: unknown) =>
  typeof value === 'string' && /^[\w.]{1,128}$/.test(value) ? value : undefined;

/**
 * Errors as they reach the log. A failed query is logged by its statement name, SQLSTATE code
 * and the names of the constraint/table/column involved — never its message, detail, query text
 * or bound parameters, which carry what the user typed (phones, addresses, one day an IBAN).
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const chain = causesOf(error as ErrorLike);
  const database = chain.find(isDatabaseError);
  if (!database) return stdSerializers.err(error);
  const source = chain.find((e) => typeof e.code === 'string' && SQLSTATE.test(e.code)) ?? {};
  const wrapper = chain.find((e) => 'query' in e);
  return {
    type: error.constructor.name,
    message: 'database query failed',
    code: nameOnly((source as ErrorLike).code),
    statement: statementName(wrapper?.query),
    constraint: nameOnly((source as ErrorLike).constraint),
    table: nameOnly((source as ErrorLike).table),
    column: nameOnly((source as ErrorLike).column),
    routine: nameOnly((source as ErrorLike).routine),
    // The stack's frames only: its first lines repeat the message.
    stack: error.stack
      ?.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}

/** The server's pino settings: secrets redacted, URLs cleaned, database values kept out. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: FastifyRequest) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
      err: serializeError,
      error: serializeError,
    },
  };
}
