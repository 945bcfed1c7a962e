import type { TrustProxy } from '../config';

/** Fastify's trustProxy test: is the address at this hop (0: the socket's peer) a proxy of ours? */
export type ProxyTest = (address: string, hop: number) => boolean;

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Addresses and ranges go as they are. A number of hops
 * becomes a test of the hop: Fastify 5.12 takes a bare number as "trust no proxy" (it cannot
 * check that the peer is a proxy at all), so the shop's port must be reachable only through the
 * proxies then (docs/operations.md, "Behind a reverse proxy").
 */
export function trustProxyOption(trust: TrustProxy): false | string[] | ProxyTest {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
