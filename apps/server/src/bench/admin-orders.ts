/**
 * `npm run bench:admin-orders [-- --generate] [-- --measure]`: the back office's order list and
 * order page at scale on PostgreSQL.
 *
 * --generate makes sure ADMIN_ORDERS_DATABASE_URL (a `carsi_speed…` or `carsi_bench…`
 * database, default carsi_speed) exists and is migrated, seeds the demo catalogue when it has no
 * products (a catalogue grown by `bench:scale` is reused as it is), and tops it up to
 * BENCH_CUSTOMERS customers (30,000) and BENCH_ORDERS orders (100,000) over the last two years,
 * each order with its status history. Set-based SQL, so it takes a minute or two, never drops
 * anything, and a second run adds only what is missing.
 *
 * --measure starts the real server on that database (Fastify through app.inject, as an owner
 * admin with a real session) and has BENCH_ADMINS concurrent admins (10) search the list by
 * phone, order number and name and open order pages; p50/p95 of each goes to the console and to
 * bench/results/admin-orders.json (and a row in
 * bench/results/HISTORY.md; `-- --before` for a run on the code before a change).
 */
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { recordResult } from '../../../../bench/record.mjs';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { createActiveAdmin, createSession } from '../modules/identity/index';
import { seedDemoData } from '../seed/index';
import { buildTestApp } from '../test-app';

const url =
  process.env.ADMIN_ORDERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/carsi_speed';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 30_000);
const ADMINS = Number(process.env.BENCH_ADMINS ?? 10);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const log = (...parts: unknown[]) => console.log('[admin-orders]', ...parts);

const FIRST = [
  'Ayşe',
  'Mehmet',
  'Fatma',
  'Mustafa',
  'Emine',
  'Ahmet',
  'Hatice',
  'Ali',
  'Zeynep',
  'Hüseyin',
  'Elif',
  'Hasan',
  'Meryem',
  'İbrahim',
  'Şükran',
  'Can',
  'Özge',
  'Murat',
  'Gül',
  'Emre',
];
const LAST = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Erdoğan',
  'Güneş',
  'Acar',
  'Bulut',
  'Tekin',
  'Ünal',
  'Korkmaz',
  'Keskin',
  'Bozkurt',
];
const PLACES = [
  ['İstanbul', 'Kadıköy'],
  ['İstanbul', 'Üsküdar'],
  ['Ankara', 'Çankaya'],
  ['İzmir', 'Bornova'],
  ['Bursa', 'Nilüfer'],
  ['Antalya', 'Muratpaşa'],
  ['Konya', 'Selçuklu'],
  ['Eskişehir', 'Tepebaşı'],
];

/** A whole number written into the SQL (generated, never user input). */
const n = (value: number) => sql.raw(String(Math.trunc(value)));

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}::text`),
    sql`, `,
  )}]`;

async function ensureDatabase() {
  const name = new URL(url).pathname.slice(1);
  if (!/^carsi_(speed|bench)\w*$/.test(name)) {
    throw new Error('ADMIN_ORDERS_DATABASE_URL must name a carsi_speed… or carsi_bench… database');
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const server = await openDatabase({ url: admin.href, poolSize: 1 });
  try {
    const found = (await server.db.execute(
      sql`select 1 from pg_database where datname = ${name}`,
    )) as { rows: unknown[] };
    if (found.rows.length === 0) {
      await server.db.execute(sql.raw(`create database ${name}`));
      log(`created database ${name}`);
    }
  } finally {
    await server.close();
  }
}

const countOf = async (handle: DatabaseHandle, table: string) => {
  const result = (await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
};

async function generate() {
  const started = performance.now();
  await ensureDatabase();
  const handle = await openDatabase({ url, poolSize: 2 });
  try {
    await handle.migrate();
    await seedDemoData(handle.db, {
      uploadsDir: path.join(os.tmpdir(), 'carsi-speed-uploads'),
      log,
    });
    const first = textArray(FIRST);
    const last = textArray(LAST);
    const provinces = textArray(PLACES.map((p) => p[0]!));
    const districts = textArray(PLACES.map((p) => p[1]!));
    // Customers: +90 541 NNNNNNN, names from the lists (many share a surname, as in life).
    const customersBefore = await countOf(handle, 'customers');
    await handle.db.execute(sql`
      insert into customers (phone, first_name, last_name, email, created_at, updated_at)
      select '+90541' || lpad(g::text, 7, '0'),
             (${first})[1 + g % ${n(FIRST.length)}],
             (${last})[1 + (g * 7 + g / ${n(FIRST.length)}) % ${n(LAST.length)}],
             'musteri' || g || '@example.com',
             now() - (g % 730) * interval '1 day',
             now() - (g % 730) * interval '1 day'
      from generate_series(1, ${n(CUSTOMERS)}) g
      on conflict (phone) do nothing`);
    const customersAfter = await countOf(handle, 'customers');
    log(`customers: ${customersBefore} → ${customersAfter}`);

    const existing = (await handle.db.execute(
      sql`select count(*)::int as n from orders where id like 'bench%'`,
    )) as { rows: { n: number }[] };
    const have = existing.rows[0]?.n ?? 0;
    if (have < ORDERS) {
      await handle.db.transaction(async (tx) => {
        // Bulk load: no foreign-key checks or per-row triggers (every row is built from rows
        // that exist); indexes are still maintained.
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`
          create temp table bench_skus on commit drop as
          select row_number() over (order by s.id)::int - 1 as n, s.id, s.product_id, s.sku,
                 p.name, s.size, s.color, s.price, s.price_gap, s.vat
          from skus s join products p on p.id = s.product_id
          where s.price > 0
          order by s.id
          limit 2000`);
        await tx.execute(sql`
          create temp table bench_customers on commit drop as
          select row_number() over (order by phone)::int - 1 as n, id, phone, first_name,
                 last_name, email
          from customers where phone like '+90541%'`);
        // Order g: 70 % by a customer (customer g % 30,000), the rest guests with a phone of
        // their own; one to three lines; status by age (recent ones still on their way).
        await tx.execute(sql`
          create temp table bench_orders on commit drop as
          with base as (
            select g,
                   now() - ((g * 7919) % (730 * 24 * 60)) * interval '1 minute' as created_at,
                   (g % 10) < 7 as by_customer
            from generate_series(${n(have + 1)}, ${n(ORDERS)}) g
          )
          select b.g, b.created_at,
                 'bench' || lpad(b.g::text, 17, '0') as id,
                 case when b.by_customer then c.id end as customer_id,
                 case when b.by_customer then c.phone else '+90542' || lpad(b.g::text, 7, '0') end as phone,
                 case when b.by_customer then c.first_name else (${first})[1 + (b.g * 3) % ${n(FIRST.length)}] end as first_name,
                 case when b.by_customer then c.last_name else (${last})[1 + (b.g * 11) % ${n(LAST.length)}] end as last_name,
                 case when b.by_customer then c.email else 'misafir' || b.g || '@example.com' end as email,
                 case when b.created_at > now() - interval '1 day' then (array['NEW', 'CONFIRMED', 'CONFIRMED', 'PACKED'])[1 + b.g % 4]
                      when b.created_at > now() - interval '4 days' then (array['PACKED', 'SHIPPED', 'SHIPPED', 'UNDELIVERED'])[1 + b.g % 4]
                      when b.g % 17 = 0 then 'CANCELLED'
                      else 'DELIVERED' end as status,
                 (b.g % 3) = 0 as cod,
                 1 + b.g % 3 as lines,
                 (${provinces})[1 + b.g % ${n(PLACES.length)}] as province,
                 (${districts})[1 + b.g % ${n(PLACES.length)}] as district
          from base b
          left join bench_customers c on c.n = b.g % ${n(CUSTOMERS)}`);
        await tx.execute(sql`
          create temp table bench_items on commit drop as
          select o.id,
                 jsonb_agg(jsonb_build_object(
                   'skuId', s.id, 'productId', s.product_id, 'sku', s.sku, 'name', s.name,
                   'target', 'Pass', 'type', 'Pass', 'size', s.size, 'color', s.color,
                   'image', null, 'qty', 1 + (o.g + l) % 2, 'price', s.price,
                   'priceForOne', s.price, 'priceGap', s.price_gap, 'vat', s.vat,
                   'productUnit', 'Adet', 'itemsTotalPrice', s.price * (1 + (o.g + l) % 2)
                 ) order by l) as items,
                 sum(s.price * (1 + (o.g + l) % 2))::bigint as gross,
                 sum(round(s.price * (1 + (o.g + l) % 2) * s.vat / (100.0 + s.vat)))::bigint as tax
          from bench_orders o
          cross join lateral generate_series(1, o.lines) l
          join bench_skus s on s.n = (o.g * 13 + l * 101) % (select count(*) from bench_skus)
          group by o.id`);
        const inserted = (await tx.execute(sql`
          insert into orders (id, order_number, customer_id, order_status, payment_method,
            payment_status, order_phone, items, items_price, shipping_price, cash_on_delivery_fee,
            tax_price, total_price, delivery_contact, shipping_address, individual_invoice,
            user_analytics, paid_at, printed_at, packed_at, tracking_code, shipped_at,
            delivered_at, created_at, updated_at)
          select o.id,
                 to_char(o.created_at at time zone 'Europe/Istanbul', 'YYMMDD') || '-' ||
                   lpad((o.g % 100000)::text, 5, '0'),
                 o.customer_id, o.status,
                 case when o.status = 'NEW' then null when o.cod then 'CashOnDelivery' else 'CreditCard' end,
                 case when o.status = 'NEW' then 'UNPAID' when o.cod then 'CASH_ON_DELIVERY' else 'PAID' end,
                 o.phone, i.items, i.gross - i.tax,
                 case when i.gross >= 25000 then 0 else 3990 end,
                 case when o.cod and o.status <> 'NEW' then 1990 else 0 end,
                 i.tax,
                 i.gross + case when i.gross >= 25000 then 0 else 3990 end
                   + case when o.cod and o.status <> 'NEW' then 1990 else 0 end,
                 jsonb_build_object('firstName', o.first_name, 'lastName', o.last_name,
                   'phone', o.phone, 'email', o.email, 'ip', '127.0.0.1'),
                 jsonb_build_object('country', 'Türkiye', 'province', o.province,
                   'district', o.district, 'address', 'Atatürk Cad. No: ' || (1 + o.g % 120)),
                 jsonb_build_object('firstName', o.first_name, 'lastName', o.last_name,
                   'email', o.email, 'province', o.province, 'district', o.district,
                   'address', 'Atatürk Cad. No: ' || (1 + o.g % 120), 'identityNumber', null),
                 '{"userAgent":"bench","userBrowser":"Chrome","userDevice":"desktop","userEngine":"Blink","userOS":"Windows","userCPU":""}'::jsonb,
                 case when not o.cod and o.status <> 'NEW' then o.created_at + interval '1 minute' end,
                 case when o.status not in ('NEW', 'CONFIRMED') then o.created_at + interval '2 hours' end,
                 case when o.status not in ('NEW', 'CONFIRMED') then o.created_at + interval '3 hours' end,
                 case when o.status in ('SHIPPED', 'DELIVERED', 'UNDELIVERED') then 'YK' || lpad(o.g::text, 8, '0') end,
                 case when o.status in ('SHIPPED', 'DELIVERED', 'UNDELIVERED') then o.created_at + interval '5 hours' end,
                 case when o.status = 'DELIVERED' then o.created_at + interval '40 hours' end,
                 o.created_at, o.created_at
          from bench_orders o join bench_items i on i.id = o.id
          on conflict do nothing`)) as { rowCount?: number };
        log(`orders inserted: ${inserted.rowCount ?? '?'}`);
        // A number the demo seed already used (same day, same five digits) was skipped.
        await tx.execute(sql`
          delete from bench_orders o where not exists (select 1 from orders where orders.id = o.id)`);
        // History: placed, confirmed and the current status (three rows an order, as a
        // delivered order's page shows at least).
        await tx.execute(sql`
          insert into order_status_changes (order_id, from_status, to_status, actor, reason, at)
          select o.id, null, 'NEW', 'guest', 'Sipariş oluşturuldu', o.created_at
          from bench_orders o
          union all
          select o.id, 'NEW', 'CONFIRMED', 'system:bench', null, o.created_at + interval '1 minute'
          from bench_orders o where o.status <> 'NEW'
          union all
          select o.id, 'CONFIRMED', o.status, 'system:bench', null, o.created_at + interval '3 hours'
          from bench_orders o where o.status not in ('NEW', 'CONFIRMED')`);
        await tx.execute(sql`
          insert into order_events (order_id, action, actor, message, data, at)
          select o.id, 'set-tracking-code', 'system:bench',
                 'Takip kodu kaydedildi, sipariş kargoya verildi.',
                 jsonb_build_object('trackingCode', 'YK' || lpad(o.g::text, 8, '0')),
                 o.created_at + interval '5 hours'
          from bench_orders o where o.status in ('SHIPPED', 'DELIVERED', 'UNDELIVERED')`);
      });
    }
    // As autovacuum leaves a table in a running shop: statistics and the visibility map (which
    // lets counts read the index alone).
    for (const table of ['customers', 'orders', 'order_status_changes', 'order_events'])
      await handle.db.execute(sql.raw(`vacuum analyze ${table}`));
    const counts = {
      products: await countOf(handle, 'products'),
      customers: await countOf(handle, 'customers'),
      orders: await countOf(handle, 'orders'),
      statusChanges: await countOf(handle, 'order_status_changes'),
    };
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    log(`generated in ${seconds} s:`, counts);
    return { seconds, ...counts };
  } finally {
    await handle.close();
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const round = (n: number) => Math.round(n * 10) / 10;

async function measure() {
  const handle = await openDatabase({ url, poolSize: ADMINS });
  // The server's code expects the newest schema (a missed migration makes every request fail).
  await handle.migrate();
  const app = await buildTestApp(handle);
  try {
    await app.ready();
    const { admin } = await createActiveAdmin(handle.db, {
      phone: '+905419999999',
      name: 'Bench',
      role: 'owner',
    });
    const { token } = await createSession(handle.db, {
      kind: 'admin',
      principalId: admin._id,
      ttlMs: 3_600_000,
    });
    const headers = { authorization: `Bearer ${token}` };
    const sample = (await handle.db.execute(sql`
      select id, order_number, order_phone, delivery_contact->>'firstName' as first,
             delivery_contact->>'lastName' as last
      from orders where id like 'bench%' order by md5(id) limit 2000`)) as {
      rows: {
        id: string;
        order_number: string;
        order_phone: string;
        first: string;
        last: string;
      }[];
    };
    const rows = sample.rows;
    if (rows.length === 0) throw new Error('no bench orders: run with --generate first');
    const pick = (i: number) => rows[(i * 7919) % rows.length]!;
    const kinds: Record<string, (i: number) => string> = {
      'list:phone': (i) => `/api/admin/orders?q=${encodeURIComponent(pick(i).order_phone)}`,
      'list:phone-typed': (i) =>
        `/api/admin/orders?q=${encodeURIComponent(`0${pick(i).order_phone.slice(3)}`)}`,
      'list:order-number': (i) => `/api/admin/orders?q=${pick(i).order_number}`,
      'list:full-name': (i) =>
        `/api/admin/orders?q=${encodeURIComponent(`${pick(i).first} ${pick(i).last}`)}`,
      'list:surname': (i) => `/api/admin/orders?q=${encodeURIComponent(pick(i).last)}`,
      'list:first-page': () => '/api/admin/orders',
      'detail:order': (i) => `/api/admin/orders/${pick(i).id}`,
    };
    const results: Record<string, unknown> = {};
    for (const [name, urlOf] of Object.entries(kinds)) {
      // Warm: plans, pool connections and the buffer cache.
      for (let i = 0; i < ADMINS * 2; i++) await app.inject({ url: urlOf(i + 10_000), headers });
      const times: number[] = [];
      let next = 0;
      let failures = 0;
      let matches = 0;
      const startedAll = performance.now();
      await Promise.all(
        Array.from({ length: ADMINS }, async () => {
          while (next < REQUESTS) {
            const i = next++;
            const start = performance.now();
            const response = await app.inject({ url: urlOf(i), headers });
            times.push(performance.now() - start);
            if (response.statusCode !== 200) failures += 1;
            else if (name.startsWith('list')) matches += response.json().total as number;
          }
        }),
      );
      const wall = performance.now() - startedAll;
      times.sort((a, b) => a - b);
      results[name] = {
        requests: times.length,
        failures,
        p50Ms: round(percentile(times, 50)),
        p95Ms: round(percentile(times, 95)),
        maxMs: round(times.at(-1) ?? 0),
        perSecond: Math.round((times.length / wall) * 1000),
        ...(name.startsWith('list') ? { meanMatches: round(matches / times.length) } : {}),
      };
      log(name, results[name]);
    }
    return results;
  } finally {
    await app.close();
    await handle.close();
  }
}

async function main() {
  const args = new Set(process.argv.slice(2));
  const all = !args.has('--generate') && !args.has('--measure');
  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      loadAverageBefore: os.loadavg().map(round),
    },
    concurrentAdmins: ADMINS,
    generate: all || args.has('--generate') ? await generate() : undefined,
    measure: all || args.has('--measure') ? await measure() : undefined,
    loadAverageAfter: os.loadavg().map(round),
  };
  const { file } = recordResult({
    bench: 'admin-orders',
    result: result as { date: string },
    before: process.argv.includes('--before'),
  });
  log(`results written to ${file} (and a row to bench/results/HISTORY.md)`);
}

main().catch((error) => {
  console.error('[admin-orders] failed:', error);
  process.exit(1);
});
