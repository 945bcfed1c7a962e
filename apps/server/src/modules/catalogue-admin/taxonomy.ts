import {
  CATALOGUE_ADMIN_PAGE_SIZE,
  inUseMessage,
  type TaxonomyItem,
  type TaxonomyKind,
  taxonomyDefinitions,
} from '@carsi/contract';
import { slugify } from '@carsi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldedContains } from '../../db/folded-search';
import { notFound, validationError } from '../../http/errors';
import { duplicate, fieldError, inUse, uniqueViolation } from './errors';

/**
 * Where each taxonomy definition (contract: fields and zod schema) lives in the database. One
 * service serves all of them: list, create, update, delete with the in-use check.
 */
interface TableSpec {
  table: string;
  /** Definition field key → column. */
  columns: Record<string, string>;
  parent?: { column: string; table: string };
  /** Products using record `t` (SQL over alias `t`). */
  productCount: SQL;
  /** Other records that hang on it: refused with their count. */
  children?: { table: string; column: string; label: string };
  /** Columns searched by the list's keyword. */
  search: string[];
  /** Derive the slug from the name when none is given. */
  slugFromName?: boolean;
  /** Fields stored scaled (material stock in thousandths of its unit). */
  scale?: Record<string, number>;
}

const byProductColumn = (column: string) =>
  sql.raw(`(select count(*)::int from products p where p.${column} = t.id)`);

const categoryColumns = { name: 'name', slug: 'slug', sortOrder: 'sort_order' };

const tables: Record<TaxonomyKind, TableSpec> = {
  departments: {
    table: 'departments',
    columns: categoryColumns,
    productCount: byProductColumn('department_id'),
    children: { table: 'main_categories', column: 'department_id', label: 'ana kategori' },
    search: ['name', 'slug'],
    slugFromName: true,
  },
  'main-categories': {
    table: 'main_categories',
    columns: { ...categoryColumns, parentId: 'department_id' },
    parent: { column: 'department_id', table: 'departments' },
    productCount: byProductColumn('main_category_id'),
    children: { table: 'sub_categories', column: 'main_category_id', label: 'alt kategori' },
    search: ['name', 'slug'],
    slugFromName: true,
  },
  'sub-categories': {
    table: 'sub_categories',
    columns: { ...categoryColumns, parentId: 'main_category_id' },
    parent: { column: 'main_category_id', table: 'main_categories' },
    productCount: byProductColumn('sub_category_id'),
    children: { table: 'low_categories', column: 'sub_category_id', label: 'son kategori' },
    search: ['name', 'slug'],
    slugFromName: true,
  },
  'low-categories': {
    table: 'low_categories',
    columns: { ...categoryColumns, parentId: 'sub_category_id' },
    parent: { column: 'sub_category_id', table: 'sub_categories' },
    productCount: byProductColumn('low_category_id'),
    search: ['name', 'slug'],
    slugFromName: true,
  },
  suppliers: {
    table: 'suppliers',
    columns: {
      name: 'name',
      contactName: 'contact_name',
      phone: 'phone',
      email: 'email',
      taxOffice: 'tax_office',
      taxNumber: 'tax_number',
      address: 'address',
    },
    productCount: byProductColumn('supplier_id'),
    search: ['name', 'contact_name', 'tax_number'],
  },
  brands: {
    table: 'brands',
    columns: { name: 'name', slug: 'slug', logoUrl: 'logo_url', sortOrder: 'sort_order' },
    productCount: byProductColumn('brand_id'),
    search: ['name', 'slug'],
    slugFromName: true,
  },
  variants: {
    table: 'variants',
    columns: { name: 'name', values: 'values' },
    productCount: sql.raw(`(select count(distinct s.product_id)::int from skus s
      where exists (select 1 from jsonb_array_elements_text(t.values) v(x)
        where v.x in (s.size, s.color, s.target, s.type)))`),
    search: ['name'],
  },
  models: {
    table: 'models',
    columns: { name: 'name', code: 'code' },
    productCount: byProductColumn('model_id'),
    search: ['name', 'code'],
  },
  warehouses: {
    table: 'warehouses',
    columns: { name: 'name', code: 'code', address: 'address' },
    productCount: sql.raw(`(select count(distinct s.product_id)::int from warehouse_stock w
      join skus s on s.id = w.sku_id where w.warehouse_id = t.id and w.quantity > 0)`),
    search: ['name', 'code'],
  },
  materials: {
    table: 'materials',
    columns: { name: 'name', kind: 'kind', unit: 'unit', stock: 'stock_milli' },
    // Materials are consumed by production, not referenced by products.
    productCount: sql.raw('0'),
    search: ['name', 'kind'],
    scale: { stock: 1000 },
  },
};

type Row = Record<string, unknown> & { id: number; name: string };

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

function toItem(kind: TaxonomyKind, row: Row): TaxonomyItem {
  const spec = tables[kind];
  const fields: TaxonomyItem['fields'] = {};
  for (const [key, column] of Object.entries(spec.columns)) {
    const value = (row[column] ?? null) as TaxonomyItem['fields'][string];
    const scale = spec.scale?.[key];
    fields[key] = scale && typeof value === 'number' ? value / scale : value;
  }
  return {
    id: row.id,
    name: row.name,
    fields,
    parentName: (row.parent_name as string | null) ?? null,
    productCount: Number(row.product_count ?? 0),
  };
}

function selectItems(kind: TaxonomyKind, where: SQL): SQL {
  const spec = tables[kind];
  const parent = spec.parent
    ? sql.raw(
        `(select p.name from ${spec.parent.table} p where p.id = t.${spec.parent.column}) as parent_name`,
      )
    : sql.raw('null as parent_name');
  return sql`select t.*, ${parent}, ${spec.productCount} as product_count
    from ${sql.identifier(spec.table)} t where ${where}`;
}

export async function listTaxonomy(
  db: Database,
  kind: TaxonomyKind,
  query: {
    keyword?: string | undefined;
    pageNumber: number;
    parentId?: number | undefined;
    hepsi?: 'true' | undefined;
  },
) {
  const spec = tables[kind];
  const pageSize = query.hepsi ? 1000 : CATALOGUE_ADMIN_PAGE_SIZE;
  const conditions: SQL[] = [sql`true`];
  if (query.keyword) {
    const keyword = query.keyword;
    conditions.push(
      foldedContains(keyword, ...spec.search.map((c) => sql`t.${sql.identifier(c)}`)),
    );
  }
  if (query.parentId && spec.parent) {
    conditions.push(sql`t.${sql.identifier(spec.parent.column)} = ${query.parentId}`);
  }
  const where = sql.join(conditions, sql` and `);
  const ordered = 'sortOrder' in spec.columns ? sql`t.sort_order, t.name` : sql`t.name`;
  const offset = (query.pageNumber - 1) * pageSize;
  const [items, count, parents] = await Promise.all([
    rows<Row>(
      db,
      sql`${selectItems(kind, where)} order by ${ordered}, t.id
        limit ${pageSize} offset ${offset}`,
    ),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(spec.table)} t where ${where}`,
    ),
    spec.parent
      ? rows<{ id: number; name: string }>(
          db,
          sql`select id, name from ${sql.identifier(spec.parent.table)} order by name limit 1000`,
        )
      : Promise.resolve([]),
  ]);
  const total = count[0]?.n ?? 0;
  return {
    items: items.map((row) => toItem(kind, row)),
    parents,
    total,
    page: query.pageNumber,
    pages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

async function oneItem(db: Database, kind: TaxonomyKind, id: number): Promise<TaxonomyItem> {
  const [row] = await rows<Row>(db, selectItems(kind, sql`t.id = ${id}`));
  if (!row) throw notFound(`${taxonomyDefinitions[kind].title}: kayıt bulunamadı.`);
  return toItem(kind, row);
}

/** Validates the body with the definition's schema: a 400 naming each bad field. */
function parseBody(kind: TaxonomyKind, body: unknown): Record<string, unknown> {
  const parsed = taxonomyDefinitions[kind].schema.safeParse(body);
  if (!parsed.success) throw validationError('body', parsed.error);
  const values = { ...(parsed.data as Record<string, unknown>) };
  if (tables[kind].slugFromName) {
    const slug = (values.slug as string | undefined) || slugify(String(values.name));
    if (!slug) throw fieldError('body.slug', 'Addan kısa ad çıkarılamadı; bir kısa ad girin.');
    values.slug = slug;
  }
  return values;
}

async function checkParent(db: Database, kind: TaxonomyKind, values: Record<string, unknown>) {
  const spec = tables[kind];
  if (!spec.parent) return;
  const [found] = await rows<{ id: number }>(
    db,
    sql`select id from ${sql.identifier(spec.parent.table)} where id = ${values.parentId as number}`,
  );
  if (!found) throw fieldError('body.parentId', 'Seçilen üst kayıt bulunamadı.');
}

const duplicateMessages: Record<string, string> = {
  slug: 'Bu kısa ad başka bir kayıtta kullanılıyor.',
  name: 'Bu ad başka bir kayıtta kullanılıyor.',
  code: 'Bu kod başka bir kayıtta kullanılıyor.',
};

function duplicateOf(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === null) throw error;
  const field = ['slug', 'code', 'name'].find((f) => constraint.includes(f)) ?? 'name';
  throw duplicate(`body.${field}`, duplicateMessages[field]!);
}

function columnValues(kind: TaxonomyKind, values: Record<string, unknown>) {
  const spec = tables[kind];
  return Object.entries(spec.columns).map(([key, column]) => {
    const scale = spec.scale?.[key];
    const raw = values[key] ?? null;
    const value = scale && typeof raw === 'number' ? Math.round(raw * scale) : raw;
    return {
      column,
      value: Array.isArray(value) ? sql`${JSON.stringify(value)}::jsonb` : sql`${value}`,
    };
  });
}

export async function createTaxonomy(db: Database, kind: TaxonomyKind, body: unknown) {
  const values = parseBody(kind, body);
  await checkParent(db, kind, values);
  const pairs = columnValues(kind, values);
  let id: number;
  try {
    const [row] = await rows<{ id: number }>(
      db,
      sql`insert into ${sql.identifier(tables[kind].table)}
        (${sql.join(
          pairs.map((p) => sql.identifier(p.column)),
          sql`, `,
        )})
        values (${sql.join(
          pairs.map((p) => p.value),
          sql`, `,
        )}) returning id`,
    );
    id = row!.id;
  } catch (error) {
    duplicateOf(error);
  }
  return { item: await oneItem(db, kind, id), message: 'Kayıt eklendi.' };
}

export async function updateTaxonomy(db: Database, kind: TaxonomyKind, id: number, body: unknown) {
  const values = parseBody(kind, body);
  await checkParent(db, kind, values);
  const pairs = columnValues(kind, values);
  try {
    const updated = await rows<{ id: number }>(
      db,
      sql`update ${sql.identifier(tables[kind].table)} set ${sql.join(
        pairs.map((p) => sql`${sql.identifier(p.column)} = ${p.value}`),
        sql`, `,
      )} where id = ${id} returning id`,
    );
    if (updated.length === 0)
      throw notFound(`${taxonomyDefinitions[kind].title}: kayıt bulunamadı.`);
  } catch (error) {
    duplicateOf(error);
  }
  return { item: await oneItem(db, kind, id), message: 'Değişiklikler kaydedildi.' };
}

/** Deletes a record nothing uses; otherwise 409 with the spec's inUseMessage. */
export async function deleteTaxonomy(db: Database, kind: TaxonomyKind, id: number) {
  const spec = tables[kind];
  const definition = taxonomyDefinitions[kind];
  return db.transaction(async (tx) => {
    // Lock the record so a product saved meanwhile cannot start using it unseen.
    const [locked] = await rows<{ id: number }>(
      tx,
      sql`select id from ${sql.identifier(spec.table)} where id = ${id} for update`,
    );
    if (!locked) throw notFound(`${definition.title}: kayıt bulunamadı.`);
    const item = await oneItem(tx, kind, id);
    if (item.productCount > 0) throw inUse(inUseMessage(definition.noun, item.productCount));
    if (spec.children) {
      const [children] = await rows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from ${sql.identifier(spec.children.table)}
          where ${sql.identifier(spec.children.column)} = ${id}`,
      );
      if (children && children.n > 0) {
        throw inUse(
          inUseMessage(definition.noun, 0, `altında ${children.n} ${spec.children.label} var`),
        );
      }
    }
    if (kind === 'warehouses') {
      const [moves] = await rows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from inventory_activities
          where warehouse_id = ${id} or to_warehouse_id = ${id}`,
      );
      if (moves && moves.n > 0) {
        throw inUse(inUseMessage(definition.noun, 0, `${moves.n} stok hareketinde geçiyor`));
      }
      await tx.execute(sql`delete from warehouse_stock where warehouse_id = ${id}`);
    }
    await tx.execute(sql`delete from ${sql.identifier(spec.table)} where id = ${id}`);
    return { message: `${item.name} silindi.` };
  });
}
