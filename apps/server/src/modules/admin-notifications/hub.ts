import type { AdminNotification } from '@carsi/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { AdminNotificationsService } from './notifications-admin';

/** The NOTIFY channel admin_notifications' triggers announce on (migration 0016). */
export const ADMIN_NOTIFICATION_CHANNEL = 'carsi_admin_notifications';

export type HubEvent =
  | { type: 'notification'; notification: AdminNotification }
  | { type: 'unread'; unread: number };

type Subscriber = (event: HubEvent) => void;

/**
 * Fans the database's notification messages out to this process's open admin pages. The
 * trigger's NOTIFY reaches every server process sharing the database (PostgreSQL LISTEN, or
 * PGlite's in-process LISTEN), so a notice written by any process shows everywhere. Nothing is
 * read from the database while nobody is listening.
 */
export class NotificationHub {
  private readonly subscribers = new Set<Subscriber>();
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

  /** Calls `subscriber` for every event until the returned function is called. */
  subscribe(subscriber: Subscriber, close?: () => void): () => void {
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

  private emit(event: HubEvent) {
    for (const subscriber of [...this.subscribers]) {
      try {
        subscriber(event);
      } catch (err) {
        this.log?.warn({ err }, 'admin notification subscriber failed');
      }
    }
  }

  private async sendUnread() {
    if (this.subscribers.size === 0) return;
    this.emit({ type: 'unread', unread: await this.service.unread() });
  }

  private async onMessage(payload: string) {
    if (this.subscribers.size === 0) return;
    try {
      const message = JSON.parse(payload) as { op?: string; id?: number };
      if (message.op === 'insert' && typeof message.id === 'number') {
        const notification = await this.service.byId(message.id);
        if (notification) this.emit({ type: 'notification', notification });
      }
      await this.sendUnread();
    } catch (err) {
      this.log?.warn({ err }, 'admin notification message could not be handled');
    }
  }
}
