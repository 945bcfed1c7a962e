import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { defineQueue, type JobQueue } from '../../jobs';
import type { InvoiceChain } from './invoice-chain';

/** Every minute, once across processes: shipped orders that have no invoice yet get one. */
export const invoiceSweepQueue = defineQueue({
  name: 'invoice-sweep',
  retryLimit: 1,
  retryDelaySeconds: 60,
  expireInSeconds: 600,
});

/** How far back the sweep looks: a lost hand-off is found within this, older orders never. */
const LOOK_BACK = '2 days';

/**
 * Finds orders handed to the carrier recently with no invoice row and starts their chain. The
 * retail hand-off starts the chain at once (the order operation's hook); this catches one
 * whose hook was lost (a process that stopped between the commit and the job) and wholesale
 * orders, which move to SHIPPED in their own area without a hook.
 */
export async function sweepShipped(
  db: Database,
  chain: Pick<InvoiceChain, 'orderShipped'>,
  limit = 200,
): Promise<number> {
  const retail = (await db.execute(sql`
    select o.id from orders o
    where o.shipped_at > now() - ${LOOK_BACK}::interval
      and o.order_status in ('SHIPPED', 'DELIVERED')
      and not exists (
        select 1 from invoices i
        where i.order_kind = 'retail' and i.order_id = o.id and i.kind = 'invoice')
    order by o.shipped_at
    limit ${limit}`)) as { rows: Array<{ id: string }> };
  const wholesale = (await db.execute(sql`
    select w.id::text as id from wholesale_orders w
    where w.updated_at > now() - ${LOOK_BACK}::interval
      and w.status in ('SHIPPED', 'DELIVERED')
      and not exists (
        select 1 from invoices i
        where i.order_kind = 'wholesale' and i.order_id = w.id::text and i.kind = 'invoice')
    order by w.updated_at
    limit ${limit}`)) as { rows: Array<{ id: string }> };
  for (const { id } of retail.rows) await chain.orderShipped('retail', id);
  for (const { id } of wholesale.rows) await chain.orderShipped('wholesale', id);
  return retail.rows.length + wholesale.rows.length;
}

export async function scheduleInvoiceSweep(
  jobs: JobQueue,
  db: Database,
  chain: InvoiceChain,
  log?: FastifyBaseLogger,
): Promise<void> {
  await jobs.work(invoiceSweepQueue, async () => {
    const started = await sweepShipped(db, chain);
    if (started > 0) log?.info({ started }, 'invoice sweep started chains');
  });
  await jobs.schedule(invoiceSweepQueue, '* * * * *');
}
