import { Link } from 'react-router';

export interface Crumb {
  name: string;
  href?: string | undefined;
}

/** Where the page sits: Ana Sayfa › department › … › product (BreadcrumbList in JSON-LD too). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Sayfa konumu" className="breadcrumbs">
      <ol>
        {items.map((item, i) => (
          <li key={item.href ?? `sayfa-${item.name}`}>
            {item.href && i < items.length - 1 ? (
              <Link to={item.href}>{item.name}</Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
