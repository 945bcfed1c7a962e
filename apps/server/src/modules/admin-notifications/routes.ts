import type { OutgoingHttpHeaders } from 'node:http';
import {
  type AdminRole,
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
import type { IdentityDeps } from '../identity/index';
import { requirePrincipal } from '../identity/index';
import { adminDashboard } from './dashboard';
import { type HubEvent, NotificationHub } from './hub';
import { AdminNotificationsService, type NotificationViewer } from './notifications-admin';

/** How often an idle stream sends a comment line, so proxies keep it open. */
const HEARTBEAT_MS = 25_000;

const eventText = (event: HubEvent) =>
  event.type === 'notification'
    ? `event: notification\ndata: ${JSON.stringify(event.notification)}\n\n`
    : `event: unread\ndata: ${JSON.stringify({ unread: event.unread })}\n\n`;

/**
 * The admin's notifications and the home page's figures (area home: every admin); each admin
 * gets the notices of its role's areas and its own read state. The stream is server-sent events
 * fed by the database's NOTIFY, so it works across server processes.
 */
export function registerAdminNotificationRoutes(
  api: FastifyInstance,
  database: DatabaseHandle,
  identity: IdentityDeps,
  clock: () => Date = () => new Date(),
): NotificationHub {
  const service = new AdminNotificationsService(database.db);
  const hub = new NotificationHub(database, service, api.log);
  /** The signed-in admin as a notification viewer (every admin opens the home area). */
  const asViewer = async (
    request: Parameters<typeof requirePrincipal>[1],
  ): Promise<NotificationViewer> => {
    const { principal } = await requirePrincipal(identity, request, 'admin', { area: 'home' });
    return { adminId: principal.id, role: principal.role as AdminRole };
  };
  api.addHook('preClose', async () => hub.closeAll());

  registerRoute(api, adminDashboardRoute, async (_input, { request }) =>
    adminDashboard(database.db, service, await asViewer(request), clock()),
  );
  registerRoute(api, listAdminNotificationsRoute, async ({ query }, { request }) =>
    service.list(query, await asViewer(request)),
  );
  registerRoute(api, unreadNotificationsRoute, async (_input, { request }) => ({
    unread: await service.unread(await asViewer(request)),
  }));
  registerRoute(api, markAllNotificationsReadRoute, async (_input, { request }) =>
    service.markAllRead(await asViewer(request)),
  );
  registerRoute(api, markNotificationReadRoute, async ({ params }, { request }) =>
    service.markRead(params.id, await asViewer(request)),
  );

  api.get(notificationStreamRoute.path, async (request, reply) => {
    const viewer = await asViewer(request);
    const unread = await service.unread(viewer);
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
    const unsubscribe = hub.subscribe(viewer, (event) => raw.write(eventText(event)), end);
    request.raw.on('close', end);
  });

  return hub;
}
