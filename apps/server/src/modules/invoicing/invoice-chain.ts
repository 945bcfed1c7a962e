import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DomainError } from '@carsi/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { invoiceSteps, invoices, invoicingProducts } from '../../db/schema';
import { defineQueue, type JobQueue, type QueueDefinition } from '../../jobs';
import { decideEDocument } from './e-document';
import {
  addDays,
  type InvoiceOrderKind,
  type InvoiceSource,
  invoiceSource,
  turkeyDay,
} from './invoice-source';
import { InvoiceError, type InvoiceProvider } from './provider';
import { SERVICE_LINE_CODES } from './retail-order-invoice';

/** One step of one invoice per job; the next step is its own job. */
export const invoiceStepQueue = defineQueue<{ invoiceId: string }>({
  name: 'invoice-step',
  retryLimit: 6,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 300,
});

export type InvoiceStep =
  | 'contact'
  | 'products'
  | 'invoice'
  | 'decide'
  | 'issue'
  | 'poll'
  | 'pdf'
  | 'done';
export type InvoiceRow = typeof invoices.$inferSelect;

/** A carrier's name and tax number for the e-Arşiv shipment block. */
export interface CarrierIdentity {
  name: string;
  vkn: string;
}

export interface InvoiceChainDeps {
  db: Database;
  jobs: JobQueue;
  provider: InvoiceProvider;
  /** PDFs are stored under `{dataDir}/invoices`. */
  dataDir: string;
  /** The shop's address (the e-Arşiv internet-sale block's web site). */
  publicUrl: string;
  /** Carrier code (`ups`, `yurtici`) → name and tax number; unknown codes use `fallbackCarrier`. */
  carriers: Record<string, CarrierIdentity>;
  fallbackCarrier: CarrierIdentity;
  now?: () => Date;
  fetch?: typeof fetch;
  /** Seconds between polls of the provider's job and PDF (default 10). */
  pollSeconds?: number;
  /** Tests: a queue with their own retry settings. */
  queue?: QueueDefinition<{ invoiceId: string }>;
  log?: FastifyBaseLogger;
}

/** A failure no retry can mend (the order and the provider disagree, GİB refused): stop. */
export class InvoiceStopped extends Error {
  override name = 'InvoiceStopped';
  constructor(
    message: string,
    /** What the row becomes, so a retry starts from the right step. */
    readonly set: Partial<typeof invoices.$inferInsert> = {},
  ) {
    super(message);
  }
}

interface StepOutcome {
  next: InvoiceStep;
  message: string;
  set?: Partial<typeof invoices.$inferInsert>;
  /** Ask again after this many seconds (the provider is still working). */
  waitSeconds?: number;
}

export const INVOICE_PDF_DIR = 'invoices';

/**
 * The invoice chain: an order handed to the carrier gets its invoice row (one per order), then
 * one job per step — contact (found by tax number first), products, sales invoice, e-Fatura or
 * e-Arşiv by the inbox list, issue, poll the provider's job, fetch and store the PDF. Every
 * provider id is saved before the next step starts, and each step first looks at what is
 * saved, so a retried job carries on instead of creating or issuing again. Failures are written
 * on the row and in its step history; when retries are used up the row is `failed` until
 * someone retries it.
 */
export class InvoiceChain {
  private readonly queue: QueueDefinition<{ invoiceId: string }>;
  private readonly now: () => Date;

  constructor(private readonly deps: InvoiceChainDeps) {
    this.queue = deps.queue ?? invoiceStepQueue;
    this.now = deps.now ?? (() => new Date());
  }

  async work(): Promise<void> {
    await this.deps.jobs.work(this.queue, (job) =>
      this.runStep(job.data.invoiceId, job.retryCount),
    );
  }

  /**
   * The order left with the carrier: its invoice row, once, and the first job. An order whose
   * lines do not add up to its total gets a failed row saying so (nothing is sent).
   */
  async orderShipped(kind: InvoiceOrderKind, orderId: string): Promise<string | null> {
    const { db } = this.deps;
    const [existing] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.orderKind, kind),
          eq(invoices.orderId, orderId),
          eq(invoices.kind, 'invoice'),
        ),
      );
    if (existing) return existing.id;
    let source: InvoiceSource | null;
    let refusal: string | null = null;
    try {
      source = await invoiceSource(db, kind, orderId);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refusal = error.message;
      source = null;
    }
    if (!source && !refusal) return null;
    const [row] = await db
      .insert(invoices)
      .values({
        orderKind: kind,
        orderId,
        orderNumber: source?.orderNumber ?? (await this.orderNumberOf(kind, orderId)),
        total: source?.draft.total ?? 0,
        buyerName: source?.buyer.name ?? '',
        taxNumber: source?.identified ? source.buyer.taxNumber : null,
        ...(refusal
          ? { status: 'failed', lastError: refusal, lastErrorAt: this.now(), attempts: 1 }
          : {}),
      })
      .onConflictDoNothing()
      .returning({ id: invoices.id });
    if (!row) return null; // another process got there first and sent the job
    if (refusal) {
      await this.log(row.id, 'contact', 'error', refusal);
      return row.id;
    }
    await this.deps.jobs.send(this.queue, { invoiceId: row.id });
    return row.id;
  }

  /** Sends a failed invoice's chain again from the step it stopped at. */
  async retry(invoiceId: string): Promise<boolean> {
    const [row] = await this.deps.db
      .update(invoices)
      .set({ status: 'queued', updatedAt: this.now() })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'failed')))
      .returning();
    if (!row) return false;
    await this.log(invoiceId, row.step, 'ok', 'Yeniden denendi.');
    await this.deps.jobs.send(this.queue, { invoiceId });
    return true;
  }

  /** Runs the invoice's next step and queues the one after it. */
  async runStep(invoiceId: string, retryCount = 0): Promise<void> {
    const { db } = this.deps;
    const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!row || row.status === 'done' || row.status === 'failed') return;
    const step = row.step as InvoiceStep;
    await db
      .update(invoices)
      .set({ status: 'running', updatedAt: this.now() })
      .where(eq(invoices.id, invoiceId));
    let outcome: StepOutcome;
    try {
      outcome = await this.step(step, row);
    } catch (error) {
      const message = errorText(error);
      const stopped = error instanceof InvoiceStopped;
      const final = stopped || retryCount >= this.queue.retryLimit;
      await db
        .update(invoices)
        .set({
          ...(stopped ? error.set : {}),
          status: final ? 'failed' : 'queued',
          attempts: sql`${invoices.attempts} + 1`,
          lastError: message,
          lastErrorAt: this.now(),
          updatedAt: this.now(),
        })
        .where(eq(invoices.id, invoiceId));
      await this.log(invoiceId, step, 'error', message);
      this.deps.log?.warn({ err: error, invoiceId, step }, 'invoice step failed');
      if (stopped) return; // nothing a retry would change: staff see it and decide
      throw error;
    }
    const waiting = outcome.waitSeconds !== undefined;
    await db
      .update(invoices)
      .set({
        ...outcome.set,
        step: outcome.next,
        status: outcome.next === 'done' ? 'done' : waiting ? 'waiting' : 'queued',
        updatedAt: this.now(),
      })
      .where(eq(invoices.id, invoiceId));
    await this.log(invoiceId, step, waiting ? 'waiting' : 'ok', outcome.message);
    if (outcome.next !== 'done') {
      await this.deps.jobs.send(
        this.queue,
        { invoiceId },
        waiting && outcome.waitSeconds! > 0 ? { startAfterSeconds: outcome.waitSeconds! } : {},
      );
    }
  }

  private async step(step: InvoiceStep, row: InvoiceRow): Promise<StepOutcome> {
    switch (step) {
      case 'contact':
        return this.contact(row);
      case 'products':
        return this.products(row);
      case 'invoice':
        return this.invoice(row);
      case 'decide':
        return this.decide(row);
      case 'issue':
        return this.issue(row);
      case 'poll':
        return this.poll(row);
      case 'pdf':
        return this.pdf(row);
      default:
        return { next: 'done', message: 'Tamamlandı.' };
    }
  }

  private async source(row: InvoiceRow): Promise<InvoiceSource> {
    const source = await invoiceSource(
      this.deps.db,
      row.orderKind as InvoiceOrderKind,
      row.orderId,
    );
    if (!source) throw new InvoiceStopped('Sipariş bulunamadı.');
    return source;
  }

  private async contact(row: InvoiceRow): Promise<StepOutcome> {
    if (row.contactId) return { next: 'products', message: 'Cari hesap zaten kayıtlı.' };
    const { buyer, identified } = await this.source(row);
    const { provider } = this.deps;
    const found = identified ? await provider.findContactByTaxNumber(buyer.taxNumber) : null;
    const contact = found ?? (await provider.createContact(buyer));
    return {
      next: 'products',
      set: { contactId: contact.id },
      message: found
        ? `Cari hesap vergi numarasıyla bulundu (${contact.id}).`
        : `Cari hesap açıldı (${contact.id}).`,
    };
  }

  private async products(row: InvoiceRow): Promise<StepOutcome> {
    const { draft } = await this.source(row);
    const lines = draft.lines.filter(
      (l) => l.kind !== 'shipping' && !SERVICE_LINE_CODES.has(l.code),
    );
    const codes = [...new Set(lines.map((l) => l.code))];
    const known = await this.productIds(codes);
    let created = 0;
    for (const code of codes) {
      if (known.has(code)) continue;
      const line = lines.find((l) => l.code === code)!;
      const { provider } = this.deps;
      let product = await provider.findProductByCode(code);
      if (!product) {
        product = await provider.createProduct({
          code,
          name: line.name,
          vatRate: line.vatRate,
          listPrice: Math.round(line.listNet / line.qty),
        });
        created += 1;
      }
      // Saved at once: a later failure does not lose the product Paraşüt already made.
      await this.deps.db
        .insert(invoicingProducts)
        .values({ provider: provider.code, code, productId: product.id })
        .onConflictDoNothing();
    }
    return { next: 'invoice', message: `${codes.length} ürün hazır (${created} yeni).` };
  }

  private async productIds(codes: string[]): Promise<Map<string, string>> {
    if (codes.length === 0) return new Map();
    const rows = await this.deps.db
      .select()
      .from(invoicingProducts)
      .where(
        and(
          eq(invoicingProducts.provider, this.deps.provider.code),
          inArray(invoicingProducts.code, codes),
        ),
      );
    return new Map(rows.map((r) => [r.code, r.productId]));
  }

  private async invoice(row: InvoiceRow): Promise<StepOutcome> {
    if (row.providerInvoiceId) return this.checkTotal(row, row.providerTotal);
    const source = await this.source(row);
    const ids = await this.productIds(source.draft.lines.map((l) => l.code));
    const issueDate = turkeyDay(this.now());
    const created = await this.deps.provider.createSalesInvoice({
      itemType: 'invoice',
      contactId: row.contactId!,
      issueDate,
      ...(source.paymentTermDays > 0
        ? { dueDate: addDays(issueDate, source.paymentTermDays) }
        : {}),
      order: { number: source.orderNumber, date: source.orderDate },
      description: `Sipariş ${source.orderNumber}`,
      ...(source.identified ? { taxNumber: source.buyer.taxNumber } : {}),
      ...(source.buyer.taxOffice ? { taxOffice: source.buyer.taxOffice } : {}),
      ...(source.buyer.city ? { city: source.buyer.city } : {}),
      ...(source.buyer.district ? { district: source.buyer.district } : {}),
      ...(source.buyer.address ? { billingAddress: source.buyer.address } : {}),
      shipmentIncluded: false,
      lines: source.draft.lines.map((l) => ({
        ...(ids.get(l.code) ? { productId: ids.get(l.code)! } : {}),
        description: l.name,
        qty: l.qty,
        vatRate: l.vatRate,
        listNet: l.listNet,
        discount: l.discount,
      })),
    });
    // The id first: whatever happens next, a retry never makes a second invoice.
    await this.deps.db
      .update(invoices)
      .set({
        providerInvoiceId: created.id,
        providerTotal: Number.isFinite(created.grossTotal) ? created.grossTotal : null,
        dueDate: source.paymentTermDays > 0 ? addDays(issueDate, source.paymentTermDays) : null,
      })
      .where(eq(invoices.id, row.id));
    return this.checkTotal({ ...row, providerInvoiceId: created.id }, created.grossTotal);
  }

  private checkTotal(row: InvoiceRow, providerTotal: number | null): StepOutcome {
    if (providerTotal !== row.total) {
      throw new InvoiceStopped(
        `Paraşüt'ün fatura toplamı (${providerTotal ?? '—'} kuruş) siparişinkine (${row.total} kuruş) eşit değil; e-belge kesilmedi.`,
      );
    }
    return { next: 'decide', message: `Fatura oluşturuldu (${row.providerInvoiceId}).` };
  }

  private async decide(row: InvoiceRow): Promise<StepOutcome> {
    if (row.documentType) return { next: 'issue', message: 'Belge türü zaten belli.' };
    const choice = await decideEDocument(this.deps.provider, row.taxNumber);
    return choice.kind === 'e_invoice'
      ? {
          next: 'issue',
          set: { documentType: 'e_invoice', eInvoiceTo: choice.to },
          message: `e-Fatura: alıcı ${choice.to}.`,
        }
      : { next: 'issue', set: { documentType: 'e_archive' }, message: 'e-Arşiv fatura.' };
  }

  private async issue(row: InvoiceRow): Promise<StepOutcome> {
    if (row.trackableJobId) return { next: 'poll', message: 'e-Belge zaten gönderildi.' };
    const { provider } = this.deps;
    const invoiceId = row.providerInvoiceId!;
    // An e-document already there (a lost answer) is taken, never issued twice.
    const existing = await provider.activeEDocument(invoiceId);
    if (existing) {
      return {
        next: 'pdf',
        set: { eDocumentId: existing.id, documentNumber: existing.number, issuedAt: this.now() },
        message: `e-Belge zaten kesilmiş (${existing.number ?? existing.id}).`,
      };
    }
    const source = await this.source(row);
    const today = turkeyDay(this.now());
    const job =
      row.documentType === 'e_invoice'
        ? await provider.issueEInvoice(invoiceId, { to: row.eInvoiceTo!, scenario: 'commercial' })
        : await provider.issueEArchive(invoiceId, {
            internetSale: {
              url: this.deps.publicUrl,
              payment: source.payment,
              paymentDate: source.paymentDate,
            },
            shipment: {
              ...this.carrierOf(source.carrier),
              date: source.shippedAt ? turkeyDay(source.shippedAt) : today,
            },
          });
    await this.deps.db
      .update(invoices)
      .set({ trackableJobId: job.id })
      .where(eq(invoices.id, row.id));
    return {
      next: 'poll',
      set: { trackableJobId: job.id },
      message: `${row.documentType === 'e_invoice' ? 'e-Fatura' : 'e-Arşiv'} gönderildi (iş ${job.id}).`,
    };
  }

  private carrierOf(code: string | null): { carrier: string; carrierVkn: string } {
    const known = (code && this.deps.carriers[code]) || this.deps.fallbackCarrier;
    return { carrier: known.name, carrierVkn: known.vkn };
  }

  private async poll(row: InvoiceRow): Promise<StepOutcome> {
    const { provider } = this.deps;
    const job = await provider.pollJob(row.trackableJobId!);
    if (job.status === 'pending' || job.status === 'running') {
      return {
        next: 'poll',
        waitSeconds: this.deps.pollSeconds ?? 10,
        message: 'e-Belge hazırlanıyor.',
      };
    }
    if (job.status === 'error') {
      // Refused: nothing was issued, so a retry (after the cause is fixed) issues anew.
      throw new InvoiceStopped(
        `e-Belge reddedildi: ${job.errors.join('; ') || 'nedeni bildirilmedi'}`,
        { step: 'issue', trackableJobId: null },
      );
    }
    const document = await provider.activeEDocument(row.providerInvoiceId!);
    if (!document) throw new InvoiceError('bad-response', 'İş bitti ama e-belge görünmüyor.');
    return {
      next: 'pdf',
      set: { eDocumentId: document.id, documentNumber: document.number, issuedAt: this.now() },
      message: `e-Belge kesildi (${document.number ?? document.id}).`,
    };
  }

  private async pdf(row: InvoiceRow): Promise<StepOutcome> {
    const kind = row.documentType === 'e_invoice' ? 'e_invoice' : 'e_archive';
    const answer = await this.deps.provider.documentPdf({ id: row.eDocumentId!, kind });
    if (answer.state === 'pending') {
      return {
        next: 'pdf',
        waitSeconds: this.deps.pollSeconds ?? 10,
        message: 'PDF hazırlanıyor.',
      };
    }
    // The link lives an hour: the file is fetched now and kept by us.
    const response = await (this.deps.fetch ?? fetch)(answer.url);
    if (!response.ok)
      throw new InvoiceError(
        'unavailable',
        `PDF indirilemedi (${response.status}).`,
        response.status,
      );
    const body = Buffer.from(await response.arrayBuffer());
    if (body.subarray(0, 4).toString('latin1') !== '%PDF') {
      throw new InvoiceError('bad-response', 'İndirilen dosya PDF değil.');
    }
    const relative = path.join(INVOICE_PDF_DIR, `${row.id}.pdf`);
    const file = path.join(this.deps.dataDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(`${file}.part`, body);
    await rename(`${file}.part`, file);
    return {
      next: 'done',
      set: { pdfPath: relative },
      message: `PDF saklandı (${body.length} bayt).`,
    };
  }

  private async orderNumberOf(kind: InvoiceOrderKind, orderId: string): Promise<string> {
    const result = (await this.deps.db.execute(
      kind === 'retail'
        ? sql`select order_number from orders where id = ${orderId}`
        : sql`select order_number from wholesale_orders where id::text = ${orderId}`,
    )) as { rows: Array<{ order_number: string }> };
    return result.rows[0]?.order_number ?? orderId;
  }

  private async log(
    invoiceId: string,
    step: string,
    outcome: string,
    message: string,
  ): Promise<void> {
    await this.deps.db
      .insert(invoiceSteps)
      .values({ invoiceId, step, outcome, message, at: this.now() });
  }
}

function errorText(error: unknown): string {
  if (error instanceof InvoiceError && error.details.length > 0) {
    return `${error.message} (${error.details.join('; ')})`.slice(0, 1000);
  }
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}
