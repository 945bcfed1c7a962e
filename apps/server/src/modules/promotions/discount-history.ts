import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * A signed-in customer who already got a discount sees no pop-ups. Got one means: a
 * discount code counted on one of their orders, a surprise discount carried by one of their
 * orders, or a pop-up's code handed to a visitor record that is theirs.
 */
export async function customerGotDiscount(db: Database, customerId: string): Promise<boolean> {
  const result = (await db.execute(sql`select (
      exists (select 1 from discount_code_uses where customer_id = ${customerId})
      or exists (
        select 1 from orders o
         where o.customer_id = ${customerId}
           and exists (
             select 1 from jsonb_array_elements(o.items) item
              where coalesce((item->>'discount')::bigint, 0) > 0
           )
      )
      or exists (
        select 1 from discount_codes d
          join visitors v on v.id::text = d.visitor_id
         where d.pop_id is not null and v.registered_customer_id::text = ${customerId}
      )
    ) as got`)) as unknown as { rows: Array<{ got: boolean }> };
  return result.rows[0]?.got === true;
}
