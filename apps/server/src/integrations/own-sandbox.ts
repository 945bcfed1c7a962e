import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Where this very server's provider stand-ins listen (`http://127.0.0.1:port/__sandbox`), or
 * null before it listens. Read at send time: the port is known only once the server listens
 * (tests listen on port 0).
 */
export function ownSandboxUrl(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}/__sandbox`;
}
