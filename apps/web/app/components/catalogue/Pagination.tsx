import { Link } from 'react-router';

/** Page links for a list paged by `?sayfa=` (page 1 is the bare path). */
export const sayfaHref = (path: string) => (page: number) =>
  `${path}${page > 1 ? `?sayfa=${page}` : ''}`;

/** Crawlable page links: every page of a list is a real server-rendered URL. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - page) <= 2,
  );
  return (
    <nav className="pagination" aria-label="Sayfalar">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          ‹ Önceki
        </Link>
      ) : null}
      {numbers.map((n, i) => (
        <span key={n}>
          {i > 0 && n - (numbers[i - 1] ?? n) > 1 ? <span aria-hidden="true">…</span> : null}
          {n === page ? (
            <span aria-current="page" className="pagination__current">
              {n}
            </span>
          ) : (
            <Link to={hrefFor(n)}>{n}</Link>
          )}
        </span>
      ))}
      {page < pages ? (
        <Link to={hrefFor(page + 1)} rel="next">
          Sonraki ›
        </Link>
      ) : null}
    </nav>
  );
}
