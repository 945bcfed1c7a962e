import { ORDER_STATUS_LABELS } from '@carsi/contract';
import { Group, Textarea } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../api/call';
import { ActionButton } from '../ActionButton';
import { type AdminAction, type Order, offers, when } from './shared';

const ANALYTICS_LABELS: Record<string, string> = {
  userAgent: 'Tarayıcı bilgisi',
  userBrowser: 'Tarayıcı',
  userDevice: 'Cihaz',
  userEngine: 'Motor',
  userOS: 'İşletim sistemi',
  userCPU: 'İşlemci',
};

/** "Geçmiş": every status change and action on the order, who did it and why. */
export function OrderHistory({ order }: { order: Order }) {
  return (
    <>
      <h2>Geçmiş</h2>
      {order.history.length === 0 ? <p>Kayıt yok.</p> : null}
      <ol className="admin-history">
        {order.history.map((h) => (
          <li key={`${h.at}-${h.action}-${h.toStatus ?? h.message}`}>
            {when(h.at)} · {h.actorName} ·{' '}
            {h.toStatus
              ? `${ORDER_STATUS_LABELS[h.fromStatus ?? ''] ?? '—'} → ${ORDER_STATUS_LABELS[h.toStatus] ?? h.toStatus}`
              : h.message}
            {h.reason ? ` — ${h.reason}` : ''}
          </li>
        ))}
      </ol>
    </>
  );
}

/** "Notlar": staff notes on the order, and a new one when the server offers it. */
export function OrderNotes({ order, action }: { order: Order; action: AdminAction }) {
  const [note, setNote] = useState('');
  return (
    <>
      <h2>Notlar</h2>
      {order.notes.length === 0 ? <p>Henüz not yok.</p> : null}
      <ul>
        {order.notes.map((n) => (
          <li key={`${n.at}-${n.actor}-${n.note}`}>
            {when(n.at)} · {n.actorName}: {n.note}
          </li>
        ))}
      </ul>
      {offers(order, 'addNote') ? (
        <Group align="end">
          <Textarea
            label="Yeni not"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={1000}
          />
          <ActionButton
            action={action}
            actionKey="note"
            run={() =>
              call('POST /api/admin/orders/:id/note', {
                params: { id: order.orderId },
                body: { note },
              })
            }
            disabled={!note.trim()}
          >
            Not ekle
          </ActionButton>
        </Group>
      ) : null}
    </>
  );
}

/** "Kullanıcı analitiği": the browser and device the order was placed from. */
export function OrderAnalytics({ order }: { order: Order }) {
  return (
    <>
      <h2>Kullanıcı analitiği</h2>
      <p>
        {Object.entries(order.userAnalytics)
          .filter(([, v]) => v)
          .map(([k, v]) => `${ANALYTICS_LABELS[k] ?? k}: ${v}`)
          .join(' · ') || 'Kayıt yok.'}
      </p>
    </>
  );
}
