import type { Principal } from '@carsi/contract';
import { useEffect } from 'react';
import { identifyVisitor } from './visitor';

/** Records the first-party visitor id after the page is interactive; renders nothing. */
export function VisitorIdentification({ principal }: { principal: Principal | null }) {
  const customerId = principal?.kind === 'customer' ? principal.id : null;
  useEffect(() => identifyVisitor(customerId), [customerId]);
  return null;
}
