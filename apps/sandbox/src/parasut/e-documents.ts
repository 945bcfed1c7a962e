import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  dataOf,
  errors,
  type Job,
  JSONAPI,
  one,
  type ParasutBook,
  type Resource,
  stepFails,
  token,
  unprocessable,
} from './book';

/**
 * e-Arşiv and e-Fatura: issuing one starts a trackable job that runs for a few polls (and then
 * marks the invoice's active e-document), the document and its PDF, which answers 204 until it
 * is ready and then a short-lived link.
 */
export function registerEDocuments(api: FastifyInstance, book: ParasutBook): void {
  const issue = (kind: 'e_archives' | 'e_invoices') =>
    api.post(`/${kind}`, async (request, reply) => {
      if (stepFails(book, kind, reply)) return reply;
      const { type, attributes, relationships } = dataOf(request);
      const invoiceRef = (relationships.sales_invoice ?? relationships.invoice)?.data;
      const invoice = invoiceRef && book.resources.get(`sales_invoices:${invoiceRef.id}`);
      const problems: string[] = [];
      if (type !== kind) problems.push(`type ${kind} olmalı`);
      if (!invoice) problems.push('fatura bulunamadı');
      if (kind === 'e_invoices' && !attributes.to) problems.push('to (alıcı etiketi) zorunlu');
      if (kind === 'e_archives' && attributes.internet_sale) {
        const sale = attributes.internet_sale as Record<string, unknown>;
        if (!sale.payment_type || !sale.payment_date) problems.push('internet_sale eksik');
        const shipment = attributes.shipment as Record<string, unknown> | undefined;
        if (!shipment?.title || !shipment.date) problems.push('shipment eksik');
      }
      if (invoice?.relationships?.active_e_document?.data)
        problems.push('Bu fatura için e-belge zaten oluşturulmuş');
      if (problems.length > 0) {
        return unprocessable(reply, problems);
      }
      const document: Resource = {
        id: book.newId(),
        type: kind,
        attributes: { ...attributes, status: 'pending' },
      };
      const job: Job = {
        id: token(),
        polls: 0,
        fail: book.failing('job') !== null,
        document,
        invoiceId: invoice!.id,
      };
      book.jobs.set(job.id, job);
      return reply
        .code(202)
        .type(JSONAPI)
        .send({
          data: {
            id: job.id,
            type: 'trackable_jobs',
            attributes: { status: 'pending', errors: [] },
          },
        });
    });
  issue('e_archives');
  issue('e_invoices');

  api.get('/trackable_jobs/:id', async (request, reply) => {
    if (stepFails(book, 'trackable_jobs', reply)) return reply;
    const { id } = request.params as { id: string };
    const job = book.jobs.get(id);
    if (!job) return errors(reply, 404, 'Not Found', 'İş bulunamadı');
    job.polls += 1;
    let status = job.polls >= book.jobPolls ? 'done' : job.polls === 1 ? 'pending' : 'running';
    let jobErrors: string[] = [];
    if (status === 'done' && job.fail) {
      status = 'error';
      jobErrors = ['GİB belgeyi reddetti (stand-in)'];
    }
    if (status === 'done' && !book.resources.has(`${job.document.type}:${job.document.id}`)) {
      job.document.attributes = {
        ...job.document.attributes,
        status: 'done',
        uuid: randomBytes(16).toString('hex'),
        invoice_number: `${job.document.type === 'e_archives' ? 'EAR' : 'EFT'}${new Date(book.now()).getUTCFullYear()}${String(job.document.id).padStart(9, '0')}`,
      };
      book.resources.set(`${job.document.type}:${job.document.id}`, job.document);
      const invoice = book.resources.get(`sales_invoices:${job.invoiceId}`);
      if (invoice?.relationships) {
        invoice.relationships.active_e_document = {
          data: { id: job.document.id, type: job.document.type },
        };
      }
    }
    return {
      data: { id, type: 'trackable_jobs', attributes: { status, errors: jobErrors } },
    };
  });

  for (const kind of ['e_archives', 'e_invoices'] as const) {
    api.get(`/${kind}/:id`, async (request, reply) => {
      const { id } = request.params as { id: string };
      const document = book.resources.get(`${kind}:${id}`);
      if (!document) return errors(reply, 404, 'Not Found', 'Kayıt bulunamadı');
      return one(document);
    });
    api.get(`/${kind}/:id/pdf`, async (request, reply) => {
      if (stepFails(book, 'pdf', reply)) return reply;
      const { id } = request.params as { id: string };
      if (!book.resources.has(`${kind}:${id}`))
        return errors(reply, 404, 'Not Found', 'Kayıt bulunamadı');
      const asked = (book.pdfAsked.get(`${kind}:${id}`) ?? 0) + 1;
      book.pdfAsked.set(`${kind}:${id}`, asked);
      if (asked <= book.pdfPolls) return reply.code(204).send();
      const name = `${kind}-${id}-${token().slice(0, 8)}.pdf`;
      const expiresAt = book.now() + 3_600_000;
      book.files.set(name, expiresAt);
      const base = request.url.slice(0, request.url.indexOf('/v4/'));
      const origin = `${request.protocol}://${request.host}`;
      return {
        data: {
          id,
          type: 'e_document_pdfs',
          attributes: {
            url: `${origin}${base}/files/${name}`,
            expires_at: new Date(expiresAt).toISOString(),
          },
        },
      };
    });
  }
}

/** The downloadable PDF a link points at, until the link expires. */
export function registerFiles(app: FastifyInstance, book: ParasutBook): void {
  app.get('/files/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const expires = book.files.get(name);
    if (expires === undefined || expires < book.now()) return reply.code(404).send('expired');
    return reply
      .type('application/pdf')
      .send(Buffer.from(`%PDF-1.4\n% Paraşüt stand-in e-document ${name}\n%%EOF\n`));
  });
}
