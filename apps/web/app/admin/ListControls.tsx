import { Button, Group, Pagination, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Form, useLocation, useNavigate, useNavigation } from 'react-router';

interface ListSearchProps {
  /** The search box's label, e.g. 'Sipariş no, telefon, ad veya e-posta'. */
  label: string;
  /** Filters (selects, date inputs) named as the URL parameters the loader reads. */
  children?: ReactNode;
}

/**
 * The search and filter bar of a back-office list: a GET form, so the URL holds the state and
 * the server does the searching. Submitting starts again from page 1.
 */
export function ListSearch({ label, children }: ListSearchProps) {
  const location = useLocation();
  const navigation = useNavigation();
  const params = new URLSearchParams(location.search);
  const searching =
    navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  return (
    <Form method="get" role="search" className="admin-list-search">
      <TextInput
        name="q"
        label={label}
        defaultValue={params.get('q') ?? ''}
        key={params.get('q') ?? ''}
        type="search"
        maxLength={100}
      />
      {children}
      {params.get('sirala') ? (
        <input type="hidden" name="sirala" value={params.get('sirala') ?? ''} />
      ) : null}
      <Button type="submit" loading={searching}>
        Ara
      </Button>
    </Form>
  );
}

/** Page links for a list (its `page` and `pages`), keeping the other URL parameters. */
export function ListPager({ page, pages, total }: { page: number; pages: number; total?: number }) {
  const location = useLocation();
  const navigate = useNavigate();
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(location.search);
    next.set('page', String(n));
    return `?${next.toString()}`;
  };
  return (
    <Group justify="space-between" className="admin-list-pager">
      <p className="admin-list-pager__count" aria-live="polite">
        {total !== undefined ? `${total.toLocaleString('tr-TR')} kayıt · ` : ''}Sayfa {page} /{' '}
        {pages}
      </p>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={(n) => navigate(hrefFor(n))}
          aria-label="Sayfalar"
        />
      ) : null}
    </Group>
  );
}
