import {
  applyDiscountCodeRoute,
  createDiscountCodeRoute,
  discountCodeDetailsRoute,
  editDiscountCodeRoute,
  listDiscountCodesRoute,
  notFoundDiscountCodeRoute,
  removeDiscountCodeRoute,
} from './promotions/discount-codes';
import {
  claimPopDiscountRoute,
  createPopRoute,
  customerPopStatusRoute,
  editPopRoute,
  listPopsRoute,
  popDetailsRoute,
} from './promotions/pop-ups';
import {
  createTopBarRoute,
  editTopBarRoute,
  listTopBarsRoute,
  topBarDetailsRoute,
} from './promotions/top-bars';

// Promotions: discount codes, top bars and pop-ups (docs/decisions/promotions.md).
// One file per sub-area under api/promotions/; this file re-exports them and lists the routes.

export * from './promotions/discount-codes';
export * from './promotions/pop-ups';
export * from './promotions/top-bars';

export const promotionRoutes = [
  createDiscountCodeRoute,
  listDiscountCodesRoute,
  discountCodeDetailsRoute,
  editDiscountCodeRoute,
  notFoundDiscountCodeRoute,
  applyDiscountCodeRoute,
  removeDiscountCodeRoute,
  createTopBarRoute,
  listTopBarsRoute,
  topBarDetailsRoute,
  editTopBarRoute,
  createPopRoute,
  listPopsRoute,
  popDetailsRoute,
  editPopRoute,
  claimPopDiscountRoute,
  customerPopStatusRoute,
] as const;
