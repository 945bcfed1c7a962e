import { redirect } from 'react-router';

/** SPEC §2 lists /ust-bar as the top bar admin page: it is the back office's list now. */
export function loader() {
  throw redirect('/admin-panel/ust-bar');
}

export default function TopBarAdmin() {
  return null;
}
