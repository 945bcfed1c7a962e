import type { OutgoingHttpHeaders } from 'node:http';
import {
  adminDashboardRoute,
  listAdminNotificationsRoute,
  markAllNotificationsReadRoute,
  markNotificationReadRoute,
  notificationStreamRoute,
  unreadNotificationsRoute,
} from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { registerRoute } from '../../http/contract-route';
import type { IdentityDeps } from '../identity/context';
import { requirePrincipal } from '../identity/sessions/request-auth';
import { adminDashboard } from './dashboard';
import { type HubEvent, NotificationHub } from './hub';
import { AdminNotificationsService } from './notifications-admin';

/** How often an idle stream sends a comment line, so proxies keep it open. */
const HEARTBEAT_MS = 25_000;

const eventText = (event: HubEvent) =>
  event.type === 'notification'
    ? `event: notification\ndata: ${JSON.stringify(event.notification)}\n\n`
    : `event: unread\ndata: ${JSON.stringify({ unread: event.unread })}\n\n`;

/**
 * The admin's notifications and the home page's figures (area home: every admin). The stream is
 * server-sent events fed by the database's NOTIFY, so it works across server processes.
 */
export function registerAdminNotificationRoutes(
  api: FastifyInstance,
  database: DatabaseHandle,
  identity: IdentityDeps,
  clock: () => Date = () => new Date(),
): NotificationHub {
  const service = new AdminNotificationsService(database.db);
  const hub = new NotificationHub(database, service, api.log);
  const asAdmin = (request: Parameters<typeof requirePrincipal>[1]) =>
    requirePrincipal(identity, request, 'admin', { area: 'home' });
  api.addHook('preClose', async () => hub.closeAll());

  registerRoute(api, adminDashboardRoute, async (_input, { request }) => {
    await asAdmin(request);
    return adminDashboard(database.db, service, clock());
  });
  registerRoute(api, listAdminNotificationsRoute, async ({ query }, { request }) => {
    await asAdmin(request);
    return service.list(query);
  });
  registerRoute(api, unreadNotificationsRoute, async (_input, { request }) => {
    await asAdmin(request);
    return { unread: await service.unread() };
  });
  registerRoute(api, markAllNotificationsReadRoute, async (_input, { request }) => {
    const { principal } = await asAdmin(request);
    return service.markAllRead(principal.id);
  });
  registerRoute(api, markNotificationReadRoute, async ({ params }, { request }) => {
    const { principal } = await asAdmin(request);
    return service.markRead(params.id, principal.id);
  });

  api.get(notificationStreamRoute.path, async (request, reply) => {
    await asAdmin(request);
    const unread = await service.unread();
    reply.hijack();
    const raw = reply.raw;
    // Hijacked: the headers set so far (security headers, request id) go out with ours.
    raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: 5000\n\n${eventText({ type: 'unread', unread })}`);
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      if (!raw.writableEnded) raw.end();
    };
    const unsubscribe = hub.subscribe((event) => raw.write(eventText(event)), end);
    request.raw.on('close', end);
  });

  return hub;
}
