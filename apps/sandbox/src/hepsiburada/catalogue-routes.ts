import type { FastifyInstance } from 'fastify';
import { HB_CATEGORIES, hbAttributesOf, hbPathOf } from './catalogue';
import { envelope, type HbState, HEPSIBURADA_HOST_PATHS, paged, paging, refuse } from './context';

/** The catalogue's reference data: categories, a category's attributes, an attribute's values. */
export function registerCatalogueRoutes(app: FastifyInstance, state: HbState): void {
  const { guard } = state;
  const mpop = HEPSIBURADA_HOST_PATHS.catalogue;

  app.get(`${mpop}/product/api/categories/get-all-categories`, async (request, reply) => {
    if (!guard(request, reply)) return reply;
    const q = request.query as { leaf?: string; status?: string; available?: string };
    const page = paging(request.query, 2000);
    if (!page) return refuse(reply, 400, 'size 1 ile 2000 arasında olmalıdır.');
    let list = HB_CATEGORIES;
    if (q.leaf !== undefined) list = list.filter((c) => String(c.leaf) === q.leaf);
    if (q.status) list = list.filter((c) => c.status === q.status);
    if (q.available !== undefined) list = list.filter((c) => String(c.available) === q.available);
    const rows = list.map((c) => ({
      categoryId: c.categoryId,
      name: c.name,
      displayName: c.name,
      parentCategoryId: c.parentCategoryId,
      paths: hbPathOf(c.categoryId),
      leaf: c.leaf,
      status: c.status,
      available: c.available,
      type: 'Product',
      sortId: c.categoryId,
      productTypes: [],
    }));
    return paged(rows, page.page, page.size);
  });

  app.get(`${mpop}/product/api/categories/:categoryId/attributes`, async (request, reply) => {
    if (!guard(request, reply)) return reply;
    const attributes = hbAttributesOf(
      Number((request.params as { categoryId: string }).categoryId),
    );
    if (!attributes) return refuse(reply, 404, 'Kategori bulunamadı ya da ürün kabul etmiyor.');
    const view = (x: (typeof attributes)[number]) => ({
      id: x.id,
      name: x.name,
      mandatory: x.mandatory,
      type: x.type,
      multiValue: x.multiValue,
    });
    return envelope({
      baseAttributes: [
        { id: 'UrunAdi', name: 'Ürün Adı', mandatory: true, type: 'string', multiValue: false },
        { id: 'Marka', name: 'Marka', mandatory: true, type: 'string', multiValue: false },
        { id: 'Barcode', name: 'Barkod', mandatory: true, type: 'string', multiValue: false },
        { id: 'price', name: 'Fiyat', mandatory: true, type: 'string', multiValue: false },
      ],
      attributes: attributes.filter((x) => !x.variant).map(view),
      variantAttributes: attributes.filter((x) => x.variant).map(view),
    });
  });

  app.get(
    `${mpop}/product/api/categories/:categoryId/attribute/:attributeId/values`,
    async (request, reply) => {
      if (!guard(request, reply)) return reply;
      const p = request.params as { categoryId: string; attributeId: string };
      const attribute = hbAttributesOf(Number(p.categoryId))?.find((x) => x.id === p.attributeId);
      if (!attribute) return refuse(reply, 404, 'Özellik bulunamadı.');
      const page = paging(request.query, 1000);
      if (!page) return refuse(reply, 400, 'size 1 ile 1000 arasında olmalıdır.');
      return paged(
        attribute.values.map((value) => ({ value })),
        page.page,
        page.size,
      );
    },
  );
}
