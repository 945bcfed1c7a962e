import type { Database } from '../../db/client';
import { saveSellerIdentity } from './service';

/** The demo shop's identity: made up, with a tax number that passes the official checksum. */
export const DEMO_SELLER_IDENTITY = {
  tradeName: 'Çarşı Ev Tekstili Sanayi ve Ticaret A.Ş.',
  mersisNumber: '0454053692000015',
  taxOffice: 'Pamukkale Vergi Dairesi',
  taxNumber: '4540536920',
  address: 'Sümer Mahallesi, 2485/1 Sokak No: 14, 20020 Merkezefendi/Denizli',
  phone: '0850 308 20 16',
  email: 'destek@carsievtekstili.com.tr',
  kepAddress: 'carsievtekstili@hs01.kep.tr',
  etbisNumber: 'ETBİS-2016-0000-4540',
};

export async function seedDemoSellerIdentity(tx: Pick<Database, 'insert'>): Promise<void> {
  await saveSellerIdentity(tx, DEMO_SELLER_IDENTITY, 'Demo verisi');
}
