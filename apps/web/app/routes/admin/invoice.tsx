import {
  type InvoiceDetail,
  invoiceDocumentTypeLabels,
  invoiceStatusLabels,
} from '@carsi/contract';
import { formatTL } from '@carsi/domain';
import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { ActionButton, ActionOutcomeAlert, useAdminAction } from '../../admin/ActionButton';
import { AdminPage } from '../../admin/AdminPage';
import { formatDateTime } from '../../admin/format';
import { adminRead } from '../../admin/load';
import { call } from '../../api/call';
import type { Route } from './+types/invoice';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  return adminRead<InvoiceDetail>(
    context,
    `/api/admin/invoices/${encodeURIComponent(params.id)}`,
    url,
  );
}

export const meta: Route.MetaFunction = () => [
  { title: 'Fatura | Çarşı Yönetim' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const STEP_LABELS: Record<string, string> = {
  contact: 'Cari hesap',
  products: 'Ürünler',
  invoice: 'Satış faturası',
  decide: 'Belge türü',
  issue: 'e-Belge gönderimi',
  poll: 'GİB sonucu',
  pdf: 'PDF',
  done: 'Tamamlandı',
};
const OUTCOME_LABELS = { ok: 'Tamam', waiting: 'Bekliyor', error: 'Hata' } as const;

/** fatura-islemleri/{id}/{name}/{orderId}: one order's invoice, its steps and the retry. */
export default function AdminInvoice({ loaderData: invoice }: Route.ComponentProps) {
  const action = useAdminAction();
  return (
    <AdminPage title={`Fatura: ${invoice.orderNumber}`}>
      <p>
        <Anchor component={Link} to="/admin-panel/fatura-islemleri">
          ← Tüm faturalar
        </Anchor>
      </p>
      <section className="admin-section" aria-labelledby="fatura">
        <h2 id="fatura">{invoice.buyerName}</h2>
        <dl className="admin-facts">
          <dt>Durum</dt>
          <dd data-testid="invoice-status">{invoiceStatusLabels[invoice.status]}</dd>
          <dt>Belge türü</dt>
          <dd>{invoice.documentType ? invoiceDocumentTypeLabels[invoice.documentType] : '—'}</dd>
          <dt>GİB numarası</dt>
          <dd>{invoice.documentNumber ?? '—'}</dd>
          <dt>Tutar</dt>
          <dd>
            {formatTL(invoice.total)}
            {invoice.providerTotal !== null && invoice.providerTotal !== invoice.total
              ? ` (Paraşüt: ${formatTL(invoice.providerTotal)})`
              : ''}
          </dd>
          <dt>Vade</dt>
          <dd>{invoice.dueDate ?? '—'}</dd>
          <dt>Sıradaki adım</dt>
          <dd>{STEP_LABELS[invoice.step] ?? invoice.step}</dd>
          <dt>Deneme</dt>
          <dd>{invoice.attempts}</dd>
        </dl>
        {invoice.lastError ? (
          <p role="alert" className="admin-error">
            Son hata: {invoice.lastError}
          </p>
        ) : null}
        {invoice.pdfUrl ? (
          <p>
            <a href={invoice.pdfUrl} target="_blank" rel="noopener">
              PDF'i aç
            </a>
          </p>
        ) : null}
        {invoice.status === 'failed' ? (
          <ActionButton
            action={action}
            actionKey="retry"
            run={() => call('POST /api/admin/invoices/:id/retry', { params: { id: invoice.id } })}
          >
            Yeniden dene
          </ActionButton>
        ) : null}
        <ActionOutcomeAlert outcome={action.outcome} />
      </section>
      <section className="admin-section" aria-labelledby="adimlar">
        <h2 id="adimlar">Adımlar</h2>
        {invoice.steps.length === 0 ? (
          <p className="admin-empty">Henüz bir adım çalışmadı.</p>
        ) : (
          <Table.ScrollContainer minWidth={500}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Zaman</Table.Th>
                  <Table.Th>Adım</Table.Th>
                  <Table.Th>Sonuç</Table.Th>
                  <Table.Th>Açıklama</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.steps.map((step) => (
                  <Table.Tr key={step.id}>
                    <Table.Td>{formatDateTime(step.at)}</Table.Td>
                    <Table.Td>{STEP_LABELS[step.step] ?? step.step}</Table.Td>
                    <Table.Td>{OUTCOME_LABELS[step.outcome]}</Table.Td>
                    <Table.Td>{step.message ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
    </AdminPage>
  );
}
