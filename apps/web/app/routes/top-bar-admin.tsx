import { redirect } from 'react-router';

/** /ust-bar was the top bar admin page: old links go to the back office's list. */
export function loader() {
  throw redirect('/admin-panel/ust-bar');
}

export default function TopBarAdmin() {
  return null;
}
