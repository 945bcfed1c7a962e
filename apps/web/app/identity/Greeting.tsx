import { greetingText } from '@carsi/domain';

/**
 * "İyi günler, Ayşe K." — the period by Turkey time, the name from
 * customerDisplayName on the server. Server and browser may straddle an hour boundary, so a
 * differing text after hydration is expected.
 */
export function Greeting({ name }: { name: string }) {
  const greeting = greetingText(Date.now());
  return <span suppressHydrationWarning>{name ? `${greeting}, ${name}` : greeting}</span>;
}
