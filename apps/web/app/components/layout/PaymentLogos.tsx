/**
 * Accepted payment brands, drawn as small badges (no third-party image requests). The brand
 * colour marks the badge's edge; the text stays dark so it passes WCAG contrast.
 */
const brands = [
  { name: 'Visa', color: '#1a1f71' },
  { name: 'Mastercard', color: '#eb001b' },
  { name: 'Troy', color: '#00a0af' },
  { name: 'iyzico', color: '#1e64ff' },
  { name: '3D Secure', color: '#2f6b3a' },
];

export function PaymentLogos() {
  return (
    <ul className="payment-logos" aria-label="Ödeme yöntemleri">
      {brands.map((brand) => (
        <li key={brand.name} style={{ borderLeftColor: brand.color }}>
          {brand.name}
        </li>
      ))}
    </ul>
  );
}
