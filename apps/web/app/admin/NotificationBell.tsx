import type { AdminNotification } from '@carsi/contract';
import { Badge, Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

/** Fired on window for every live notification, so an open list can reload itself. */
export const ADMIN_NOTIFICATION_EVENT = 'carsi:admin-notification';

/**
 * The header's notifications link with the unread count, kept live by the server-sent events
 * of /api/admin/notifications/stream (every server process feeds it through PostgreSQL's
 * LISTEN/NOTIFY). EventSource reconnects by itself after a lost connection.
 */
export function NotificationBell() {
  const [unread, setUnread] = useState<number | null>(null);
  const [latest, setLatest] = useState<string | null>(null);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/admin/notifications/stream');
    source.addEventListener('unread', (event) => {
      setUnread((JSON.parse((event as MessageEvent<string>).data) as { unread: number }).unread);
    });
    source.addEventListener('notification', (event) => {
      const notice = JSON.parse((event as MessageEvent<string>).data) as AdminNotification;
      setLatest(notice.title);
      window.dispatchEvent(new CustomEvent(ADMIN_NOTIFICATION_EVENT, { detail: notice }));
    });
    return () => source.close();
  }, []);
  const label =
    unread === null ? 'Bildirimler' : `Bildirimler: ${unread.toLocaleString('tr-TR')} okunmamış`;
  return (
    <>
      <Button
        component={Link}
        to="/admin-panel/bildirimler"
        variant="subtle"
        size="xs"
        aria-label={label}
        title={latest ?? label}
        rightSection={
          unread ? (
            <Badge color="red" size="sm" circle={unread < 10} data-testid="admin-unread">
              {unread > 99 ? '99+' : unread}
            </Badge>
          ) : null
        }
      >
        <span className="admin-bell__word">Bildirimler</span>
        <svg
          className="admin-bell__icon"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
      </Button>
      <span className="visually-hidden" aria-live="polite">
        {latest ? `Yeni bildirim: ${latest}` : ''}
      </span>
    </>
  );
}
