import { findPageRoute } from '@carsi/contract/pages';
import { layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The pages this build delivers, taken from the one route table in @carsi/contract
 * (SPEC §2: every route with its area and guard). A page is listed here only once it exists.
 */
const page = (id: string, file: string) => route(findPageRoute(id).path, file, { id });

export default [
  page('home', 'routes/home.tsx'),
  page('catalogue-page', 'routes/catalogue-page.tsx'),
  page('search', 'routes/search.tsx'),
  page('search-page', 'routes/search.tsx'),
  page('product', 'routes/product.tsx'),
  page('reviews', 'routes/reviews.tsx'),
  page('questions', 'routes/questions.tsx'),
  page('landing', 'routes/landing.tsx'),
  page('phone-short-link', 'routes/phone-short-link.tsx'),
  page('short-link', 'routes/short-link.tsx'),
  page('cart', 'routes/cart.tsx'),
  page('checkout-details', 'routes/checkout-details.tsx'),
  page('checkout-payment', 'routes/checkout-payment.tsx'),
  page('payment-result', 'routes/payment-result.tsx'),
  page('thank-you', 'routes/thank-you.tsx'),
  page('my-orders', 'routes/my-orders.tsx'),
  page('order-details', 'routes/order-details.tsx'),
  page('post-payment-service', 'routes/post-payment-service.tsx'),
  page('customer-service', 'routes/customer-service.tsx'),
  page('customer-login', 'routes/customer-login.tsx'),
  page('profile', 'routes/profile.tsx'),
  page('wholesale-login', 'routes/wholesale-login.tsx'),
  page('wholesale-signup', 'routes/wholesale-signup.tsx'),
  page('admin-login', 'routes/admin-login.tsx'),
  page('admin-signup', 'routes/admin-signup.tsx'),
  // The back office: one shell (its own chunk) around every /admin-panel page.
  layout('routes/admin/shell.tsx', { id: 'admin-shell' }, [
    page('admin-home', 'routes/admin-home.tsx'),
  ]),
  page('about', 'routes/static-page.tsx'),
  page('contact', 'routes/static-page.tsx'),
  page('sponsorships', 'routes/static-page.tsx'),
  page('careers', 'routes/static-page.tsx'),
  page('distance-sales-contract', 'routes/static-page.tsx'),
  page('privacy', 'routes/static-page.tsx'),
  page('withdrawal', 'routes/static-page.tsx'),
  page('how-to-shop', 'routes/mainland.tsx'),
  page('corporate-signup-info', 'routes/corporate-signup-info.tsx'),
  page('dealer-application', 'routes/application-form.tsx'),
  page('supplier-application', 'routes/application-form.tsx'),
  page('corporate-order-request', 'routes/application-form.tsx'),
  page('export-inquiry', 'routes/application-form.tsx'),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
