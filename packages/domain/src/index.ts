/**
 * @carsi/domain — Çarşı's business rules as pure functions: no I/O, no globals. Time and
 * randomness come in as arguments (see Clock and RandomSource). Money is integer kuruş.
 */

export * from './cart/line';
export * from './cart/operations';
export * from './cart/stock';
export * from './cart/totals';
export * from './codes/discount-codes';
export * from './codes/random';
export * from './codes/temporary-payload';
export * from './errors';
export * from './identity/duplicates';
export * from './identity/iban';
export * from './identity/luhn';
export * from './identity/phone';
export * from './identity/tckn';
export * from './identity/vkn';
export * from './money/format';
export * from './money/installments';
export * from './money/kurus';
export * from './money/rounding';
export * from './money/vat';
export * from './money/words';
export * from './orders/order-status';
export * from './orders/pending';
export * from './orders/refund-rules';
export * from './orders/refund-status';
export * from './orders/shipment-status';
export * from './orders/state-machine';
export * from './orders/wholesale-order-status';
export * from './promotions/add-on';
export * from './promotions/pop-up';
export * from './promotions/surprise';
export * from './promotions/targeting';
export * from './promotions/time-limited';
export * from './promotions/top-bar';
export * from './reviews/rating';
export * from './shipping/desi';
export * from './shipping/free-shipping';
export * from './text/person';
export * from './text/search';
export * from './text/short-code';
export * from './text/slug';
export * from './text/truncate';
export * from './time/clock';
export * from './time/copyright';
export * from './time/countdown';
export * from './time/greeting';
export * from './time/turkey';
export * from './wholesale/cart';
export * from './wholesale/free-goods';
export * from './wholesale/levels';
export * from './wholesale/payment-methods';
export * from './wholesale/private-pricing';
export * from './wholesale/summary';
