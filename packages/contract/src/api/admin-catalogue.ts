import { productAnalysisRoute } from './admin-catalogue/analysis';
import { applyBulkUpdateRoute, bulkUpdateStatusRoute } from './admin-catalogue/bulk-update';
import {
  addAdminSkuRoute,
  cancelPriceRiseRoute,
  createAdminProductRoute,
  getAdminProductRoute,
  listAdminProductsRoute,
  listPriceRisesRoute,
  schedulePriceRiseRoute,
  updateAdminProductRoute,
  updateAdminSkuRoute,
} from './admin-catalogue/products';
import {
  adjustStockRoute,
  listInventoryActivitiesRoute,
  listLowStockRoute,
  listStockRoute,
} from './admin-catalogue/stock';
import {
  cancelSupplierOrderRoute,
  createSupplierOrderRoute,
  getSupplierOrderRoute,
  getWaybillRoute,
  listSupplierChoicesRoute,
  listSupplierOrdersRoute,
  receiveSupplierOrderRoute,
} from './admin-catalogue/suppliers';
import {
  createTaxonomyRoute,
  deleteTaxonomyRoute,
  listTaxonomyRoute,
  updateTaxonomyRoute,
} from './admin-catalogue/taxonomy';

// Back-office catalogue: taxonomy, products and SKUs, images, stock and warehouses, bulk
// update. Money is kuruş; every refusal is a Turkish message naming the field.
// One file per sub-area under api/admin-catalogue/; this file re-exports them and lists the routes.

export * from './admin-catalogue/analysis';
export * from './admin-catalogue/bulk-update';
export * from './admin-catalogue/common';
export * from './admin-catalogue/products';
export * from './admin-catalogue/stock';
export * from './admin-catalogue/suppliers';
export * from './admin-catalogue/taxonomy';

export const adminCatalogueRoutes = [
  listPriceRisesRoute,
  schedulePriceRiseRoute,
  cancelPriceRiseRoute,
  listTaxonomyRoute,
  createTaxonomyRoute,
  updateTaxonomyRoute,
  deleteTaxonomyRoute,
  listAdminProductsRoute,
  getAdminProductRoute,
  createAdminProductRoute,
  updateAdminProductRoute,
  addAdminSkuRoute,
  updateAdminSkuRoute,
  listStockRoute,
  listLowStockRoute,
  adjustStockRoute,
  listInventoryActivitiesRoute,
  applyBulkUpdateRoute,
  bulkUpdateStatusRoute,
  listSupplierChoicesRoute,
  listSupplierOrdersRoute,
  getSupplierOrderRoute,
  createSupplierOrderRoute,
  receiveSupplierOrderRoute,
  cancelSupplierOrderRoute,
  getWaybillRoute,
  productAnalysisRoute,
] as const;
