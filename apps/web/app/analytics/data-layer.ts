import type { AddedToCart } from '@carsi/contract';
import { readConsent } from '../consent/consent-store';

/**
 * GA4-style events on window.dataLayer, for a tag manager to forward to an analytics service
 * (page views, and add-to-cart with value and currency TRY). Nothing is sent from here.
 */
type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** Only with the visitor's analytics consent (KVKK): without it nothing is recorded. */
export function pushDataLayer(event: DataLayerEvent): void {
  if (!readConsent()?.analytics) return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

const lira = (kurus: number) => kurus / 100;

/** The server's account of the add (value in kuruş, VAT included) as a GA4 add_to_cart. */
export function pushAddToCart(added: AddedToCart): void {
  pushDataLayer({
    event: 'add_to_cart',
    ecommerce: {
      currency: added.currency,
      value: lira(added.value),
      items: [
        {
          item_id: added.sku,
          item_name: added.name,
          quantity: added.qty,
          price: added.qty > 0 ? lira(Math.round(added.value / added.qty)) : 0,
        },
      ],
    },
  });
}
