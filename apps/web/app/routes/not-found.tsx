import { data, useLocation } from 'react-router';
import { NotFoundPage } from '../components/layout/NotFoundPage';

export async function loader() {
  return data(null, { status: 404 });
}

/** Anything no route matches is the 404 page, with HTTP 404. */
export default function NotFound() {
  const { pathname } = useLocation();
  return <NotFoundPage pathname={pathname} />;
}
