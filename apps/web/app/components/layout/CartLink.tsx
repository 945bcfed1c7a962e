import { Link } from 'react-router';
import { useCartUnits } from '../purchase/cart-units';

/** "Sepetim" in the header, with the number of units in the cart. */
export function CartLink({ units: rendered }: { units: number }) {
  const units = useCartUnits(rendered);
  return (
    <Link
      to="/sepet"
      className="cart-link"
      aria-label={units > 0 ? `Sepetim, ${units} ürün` : 'Sepetim, boş'}
    >
      <svg className="cart-link__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.4a1.5 1.5 0 0 0 1.4-1l2.3-6.3H6.2M9.5 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="cart-link__text">Sepetim</span>
      {units > 0 ? (
        <span className="cart-link__badge" aria-hidden="true">
          {units > 99 ? '99+' : units}
        </span>
      ) : null}
    </Link>
  );
}
