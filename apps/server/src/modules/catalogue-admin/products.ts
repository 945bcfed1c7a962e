/**
 * Products and SKUs in the back office: reads in ./product-queries, one write a file in
 * ./operations (all through runProductWrite), the description sanitiser in ./description.
 */
export { sanitizeDescription } from './description';
export { addAdminSku } from './operations/add-sku';
export { createAdminProduct } from './operations/create-product';
export type { Actor } from './operations/run';
export { updateAdminProduct } from './operations/update-product';
export { updateAdminSku } from './operations/update-sku';
export { desiOf, getAdminProduct, listAdminProducts } from './product-queries';
