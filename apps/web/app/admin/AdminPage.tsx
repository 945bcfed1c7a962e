import type { ReactNode } from 'react';

/** A back-office page: its heading (the page's h1), optional actions beside it, then content. */
export function AdminPage({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <h1>{title}</h1>
        {actions ? <div className="admin-page__actions">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
