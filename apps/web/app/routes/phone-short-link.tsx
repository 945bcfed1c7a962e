import { normalizeTrMobile } from '@carsi/domain';
import { data, redirect } from 'react-router';
import type { Route } from './+types/phone-short-link';
import NotFound from './not-found';

/**
 * `/x/{phone}`: the short link our SMS messages carry. It opens customer sign-in with the
 * number filled in (the customer follows their orders from there); a non-mobile number is a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const phone = normalizeTrMobile(params.phone ?? '');
  if (!phone) return data(null, { status: 404 });
  throw redirect(`/musteri-hizmetleri-giris?telefon=0${phone.slice(3)}`, 302);
}

export default function PhoneShortLink() {
  return <NotFound />;
}
