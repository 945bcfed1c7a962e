import { Link } from 'react-router';

/** A customer's order list before their first order, with the way to the shop. */
export function NoOrdersYet({ className }: { className: string }) {
  return (
    <div className={className}>
      <p>Henüz siparişiniz yok.</p>
      <Link to="/" className="button button--primary">
        Alışverişe başla
      </Link>
    </div>
  );
}
