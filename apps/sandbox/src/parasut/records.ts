import type { FastifyInstance } from 'fastify';
import {
  bodyOf,
  dataOf,
  errors,
  filterOf,
  JSONAPI,
  listOf,
  one,
  PARASUT_SANDBOX_CREDENTIALS,
  type ParasutBook,
  stepFails,
  unprocessable,
} from './book';

/**
 * The records invoicing keeps in Paraşüt: the user, contacts, products, sales invoices (with
 * their totals, cancel and delete) and the e-Fatura inbox list.
 */
export function registerRecords(api: FastifyInstance, book: ParasutBook): void {
  api.get('/me', async () => ({
    data: {
      id: '1',
      type: 'users',
      attributes: { email: PARASUT_SANDBOX_CREDENTIALS.username },
    },
  }));

  api.get('/contacts', async (request, reply) => {
    if (stepFails(book, 'contacts', reply)) return reply;
    const tax = filterOf(request, 'tax_number');
    return listOf(book, 'contacts', (r) => tax === undefined || r.attributes.tax_number === tax);
  });
  api.post('/contacts', async (request, reply) => {
    if (stepFails(book, 'contacts', reply)) return reply;
    const { type, attributes } = dataOf(request);
    if (type !== 'contacts' || !attributes.name || !attributes.account_type) {
      return errors(reply, 422, 'Unprocessable Entity', 'name ve account_type zorunlu');
    }
    return reply
      .code(201)
      .type(JSONAPI)
      .send(one(book.store('contacts', attributes)));
  });

  api.get('/products', async (request, reply) => {
    if (stepFails(book, 'products', reply)) return reply;
    const code = filterOf(request, 'code');
    return listOf(book, 'products', (r) => code === undefined || r.attributes.code === code);
  });
  api.post('/products', async (request, reply) => {
    if (stepFails(book, 'products', reply)) return reply;
    const { type, attributes } = dataOf(request);
    if (type !== 'products' || !attributes.name) {
      return errors(reply, 422, 'Unprocessable Entity', 'name zorunlu');
    }
    return reply
      .code(201)
      .type(JSONAPI)
      .send(one(book.store('products', attributes)));
  });

  api.post('/sales_invoices', async (request, reply) => {
    if (stepFails(book, 'sales_invoices', reply)) return reply;
    const { type, attributes, relationships } = dataOf(request);
    const contact = relationships.contact?.data;
    const details = (bodyOf(request).data as { relationships?: { details?: { data?: unknown[] } } })
      ?.relationships?.details?.data;
    const problems: string[] = [];
    if (type !== 'sales_invoices') problems.push('type sales_invoices olmalı');
    if (!attributes.item_type) problems.push('item_type zorunlu');
    if (!attributes.issue_date) problems.push('issue_date zorunlu');
    if (!contact || !book.resources.has(`contacts:${contact.id}`))
      problems.push('contact bulunamadı');
    if (!Array.isArray(details) || details.length === 0) problems.push('details boş olamaz');
    if ((attributes.order_no === undefined) !== (attributes.order_date === undefined))
      problems.push('order_no ve order_date birlikte gönderilmeli');
    if (problems.length > 0) {
      return unprocessable(reply, problems);
    }
    let net = 0;
    let vat = 0;
    for (const detail of details as { attributes?: Record<string, unknown> }[]) {
      const a = detail.attributes ?? {};
      const line = Number(a.quantity) * Number(a.unit_price);
      const discount =
        a.discount_type === 'percentage'
          ? (line * Number(a.discount_value ?? 0)) / 100
          : Number(a.discount_value ?? 0);
      const lineNet = Math.round((line - discount) * 100) / 100;
      net += lineNet;
      vat += Math.round(lineNet * Number(a.vat_rate ?? 0)) / 100;
    }
    const invoice = book.store(
      'sales_invoices',
      {
        ...attributes,
        net_total: (Math.round(net * 100) / 100).toFixed(2),
        total_vat: (Math.round(vat * 100) / 100).toFixed(2),
        gross_total: (Math.round((net + vat) * 100) / 100).toFixed(2),
        details_count: (details as unknown[]).length,
      },
      { contact: { data: contact! }, active_e_document: { data: null } },
    );
    return reply.code(201).type(JSONAPI).send(one(invoice));
  });
  api.get('/sales_invoices/:id', async (request, reply) => {
    if (stepFails(book, 'sales_invoices', reply)) return reply;
    const { id } = request.params as { id: string };
    const invoice = book.resources.get(`sales_invoices:${id}`);
    if (!invoice) return errors(reply, 404, 'Not Found', 'Kayıt bulunamadı');
    const active = invoice.relationships?.active_e_document?.data;
    const include = String((request.query as { include?: string }).include ?? '');
    const included =
      include.includes('active_e_document') && active
        ? [book.resources.get(`${active.type}:${active.id}`)!].filter(Boolean)
        : undefined;
    return one(invoice, included);
  });
  api.delete('/sales_invoices/:id', async (request, reply) => {
    if (stepFails(book, 'sales_invoices', reply)) return reply;
    const { id } = request.params as { id: string };
    if (!book.resources.delete(`sales_invoices:${id}`))
      return errors(reply, 404, 'Not Found', 'Kayıt bulunamadı');
    return reply.code(204).send();
  });
  api.patch('/sales_invoices/:id/cancel', async (request, reply) => {
    if (stepFails(book, 'sales_invoices', reply)) return reply;
    const { id } = request.params as { id: string };
    const invoice = book.resources.get(`sales_invoices:${id}`);
    if (!invoice) return errors(reply, 404, 'Not Found', 'Kayıt bulunamadı');
    invoice.attributes.archived = true;
    invoice.attributes.cancelled = true;
    return one(invoice);
  });

  api.get('/e_invoice_inboxes', async (request, reply) => {
    if (stepFails(book, 'e_invoice_inboxes', reply)) return reply;
    const vkn = filterOf(request, 'vkn') ?? '';
    const alias = book.inboxes.get(vkn);
    return {
      data: alias
        ? [
            {
              id: `inbox-${vkn}`,
              type: 'e_invoice_inboxes',
              attributes: {
                vkn,
                e_invoice_address: alias,
                name: 'Örnek Firma A.Ş.',
                inbox_type: 'PK',
                address_registered_at: '2020-01-01T00:00:00.000+03:00',
                registered_at: '2020-01-01T00:00:00.000+03:00',
              },
            },
          ]
        : [],
    };
  });
}
