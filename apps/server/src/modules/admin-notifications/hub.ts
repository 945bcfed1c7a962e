import { type AdminNotification, roleSeesNotification } from '@carsi/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { AdminNotificationsService, NotificationViewer } from './notifications-admin';

/** The NOTIFY channel the notification triggers announce on (migrations 0016 and 0039). */
export const ADMIN_NOTIFICATION_CHANNEL = 'carsi_admin_notifications';

export type HubEvent =
  | { type: 'notification'; notification: AdminNotification }
  | { type: 'unread'; unread: number };

type Subscriber = (event: HubEvent) => void;

/** An open admin page: whose it is (its role's notices, its own unread count) and where to send. */
interface Subscription {
  viewer: NotificationViewer;
  send: Subscriber;
}

/**
 * Fans the database's notification messages out to this process's open admin pages, each page
 * getting only its admin's notices and its admin's unread count. The triggers' NOTIFY reaches
 * every server process sharing the database (PostgreSQL LISTEN, or PGlite's in-process LISTEN),
 * so a notice written or read by any process shows everywhere. Nothing is read from the
 * database while nobody is listening.
 */
export class NotificationHub {
  private readonly subscribers = new Set<Subscription>();
  private readonly closers = new Set<() => void>();

  constructor(
    database: Pick<DatabaseHandle, 'listen'>,
    private readonly service: AdminNotificationsService,
    private readonly log?: FastifyBaseLogger,
  ) {
    database.listen(
      ADMIN_NOTIFICATION_CHANNEL,
      (payload) => void this.onMessage(payload),
      // After a lost LISTEN connection the count may be stale: send it again.
      () => void this.sendUnread(),
    );
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** Calls `send` for every event of the viewer until the returned function is called. */
  subscribe(viewer: NotificationViewer, send: Subscriber, close?: () => void): () => void {
    const subscriber = { viewer, send };
    this.subscribers.add(subscriber);
    if (close) this.closers.add(close);
    return () => {
      this.subscribers.delete(subscriber);
      if (close) this.closers.delete(close);
    };
  }

  /** Ends every open stream (the server is shutting down). */
  closeAll(): void {
    for (const close of [...this.closers]) close();
  }

  private emit(subscriber: Subscription, event: HubEvent) {
    try {
      subscriber.send(event);
    } catch (err) {
      this.log?.warn({ err }, 'admin notification subscriber failed');
    }
  }

  /** Each open page its own admin's unread count (counted once per admin). */
  private async sendUnread() {
    if (this.subscribers.size === 0) return;
    const counts = new Map<string, Promise<number>>();
    for (const subscriber of [...this.subscribers]) {
      const { viewer } = subscriber;
      const key = `${viewer.adminId}:${viewer.role}`;
      if (!counts.has(key)) counts.set(key, this.service.unread(viewer));
      this.emit(subscriber, { type: 'unread', unread: await counts.get(key)! });
    }
  }

  private async onMessage(payload: string) {
    if (this.subscribers.size === 0) return;
    try {
      const message = JSON.parse(payload) as { op?: string; id?: number };
      if (message.op === 'insert' && typeof message.id === 'number') {
        const notification = await this.service.newNotice(message.id);
        for (const subscriber of [...this.subscribers]) {
          if (notification && roleSeesNotification(subscriber.viewer.role, notification.kind)) {
            this.emit(subscriber, { type: 'notification', notification });
          }
        }
      }
      await this.sendUnread();
    } catch (err) {
      this.log?.warn({ err }, 'admin notification message could not be handled');
    }
  }
}
