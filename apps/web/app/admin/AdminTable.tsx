import { Table, UnstyledButton } from '@mantine/core';
import {
  type Cell,
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { Link, useLocation, useNavigation } from 'react-router';

/** A column the server can sort by: the `sirala` value it sends (`-` first for descending). */
export type SortableColumnMeta = { sortKey?: string };

interface AdminTableProps<Row> {
  /** Names the table for screen readers (and is shown above it when `showCaption`). */
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none (the list's empty state). */
  empty: string;
}

/**
 * One cell, rendered by its column's `cell` function inside this one component type. TanStack's
 * `flexRender` makes the function itself the element type, and the lists build their columns on
 * every render, so each re-render of a page (an action starting, data coming back) unmounted
 * every cell and lost what staff had typed into it, such as a second answer being written.
 */
function TableCell<Row>({ cell }: { cell: Cell<Row, unknown> }) {
  const render = cell.column.columnDef.cell;
  return typeof render === 'function' ? render(cell.getContext()) : (render ?? null);
}

/**
 * Every back-office list: TanStack Table for the column model, Mantine's table for the markup.
 * Sorting and paging happen on the server; a sortable header is a link that changes `sirala`
 * in the URL, so reload and the back button keep the order.
 */
export function AdminTable<Row>({ caption, columns, rows, rowKey, empty }: AdminTableProps<Row>) {
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey,
    manualSorting: true,
    manualPagination: true,
  });
  const location = useLocation();
  const navigation = useNavigation();
  const params = new URLSearchParams(location.search);
  const sort = params.get('sirala') ?? '';
  const loading =
    navigation.state === 'loading' && navigation.location?.pathname === location.pathname;

  function sortLink(key: string): { to: string; direction: 'ascending' | 'descending' | 'none' } {
    const next = new URLSearchParams(params);
    next.delete('page');
    const direction = sort === key ? 'ascending' : sort === `-${key}` ? 'descending' : 'none';
    next.set('sirala', direction === 'ascending' ? `-${key}` : key);
    return { to: `?${next.toString()}`, direction };
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-busy={loading} className="admin-table">
        <Table.Caption className="visually-hidden">{caption}</Table.Caption>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const label = flexRender(header.column.columnDef.header, header.getContext());
                const sortKey = (header.column.columnDef.meta as SortableColumnMeta | undefined)
                  ?.sortKey;
                if (!sortKey) return <Table.Th key={header.id}>{label}</Table.Th>;
                const link = sortLink(sortKey);
                return (
                  <Table.Th key={header.id} aria-sort={link.direction}>
                    <UnstyledButton component={Link} to={link.to} className="admin-table__sort">
                      {label}
                      <span aria-hidden="true">
                        {link.direction === 'ascending'
                          ? ' ▲'
                          : link.direction === 'descending'
                            ? ' ▼'
                            : ' ↕'}
                      </span>
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length} className="admin-table__empty">
                {empty}
              </Table.Td>
            </Table.Tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <Table.Tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>
                    <TableCell cell={cell} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
