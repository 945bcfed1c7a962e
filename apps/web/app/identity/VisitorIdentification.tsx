import { useEffect } from 'react';
import { useStorefrontPersonal } from './personal';
import { identifyVisitor } from './visitor';

/**
 * Records the first-party visitor id after the page is interactive, with the signed-in
 * customer's id (null: nobody; undefined: not known yet, so wait); renders nothing.
 */
export function VisitorIdentification({ customerId }: { customerId: string | null | undefined }) {
  useEffect(() => {
    if (customerId !== undefined) return identifyVisitor(customerId);
  }, [customerId]);
  return null;
}

/** On the storefront, the customer comes with the page's personal parts. */
export function StorefrontVisitorIdentification() {
  const personal = useStorefrontPersonal();
  return (
    <VisitorIdentification customerId={personal ? (personal.customer?.id ?? null) : undefined} />
  );
}
