import { type AdminRole, roleCanOpenPath } from '@carsi/contract/access';

/** One link of the back-office navigation. */
export interface AdminNavItem {
  label: string;
  /** A path under /admin-panel that a page of this build serves. */
  to: string;
}

/** A group of links, in the back office's navigation order. */
export interface AdminNavGroup {
  label: string;
  items: AdminNavItem[];
}

/**
 * The back office's navigation. Add a page's link here when the page exists (a test checks that
 * every link resolves to a route); who sees a link is decided by the role table in
 * @carsi/contract/access, never here.
 */
export const adminNav: readonly AdminNavGroup[] = [
  {
    label: 'Genel',
    items: [
      { label: 'Ana sayfa', to: '/admin-panel/anasayfa' },
      { label: 'Bildirimler', to: '/admin-panel/bildirimler' },
      { label: 'Mesaj tahtası', to: '/admin-panel/mesaj-tahtasi' },
    ],
  },
  {
    label: 'Siparişler',
    items: [
      { label: 'Siparişler', to: '/admin-panel/siparisler' },
      { label: 'Paketlenecekler', to: '/admin-panel/paketlenmesi-gereken-siparis-kalemleri' },
      { label: 'Kargo işlemleri', to: '/admin-panel/kargo-islemleri' },
      { label: 'UPS il ve ilçe kodları', to: '/admin-panel/ups-il-ve-ilce-listesi' },
      { label: 'Mobil bölgeler', to: '/admin-panel/mobil-bolgeler' },
      { label: 'Kargo ayarları', to: '/admin-panel/kargo-ayarlari' },
      { label: 'Faturalar', to: '/admin-panel/fatura-islemleri' },
      { label: 'Telefonla sipariş', to: '/admin-panel/telefonla-siparis' },
      { label: 'İadeler ve onay kodları', to: '/admin-panel/iade-onay-kodu-olustur' },
      { label: 'Onaylı sipariş durumları', to: '/admin-panel/onayli-siparis-durumlari' },
      { label: 'Durum metinleri', to: '/admin-panel/musteri-hizmetleri/durum-olusturma-ekrani' },
    ],
  },
  {
    label: 'Müşteriler',
    items: [
      { label: 'Kullanıcılar', to: '/admin-panel/kullanicilar' },
      { label: 'Müşteri hizmetleri', to: '/admin-panel/musteri-hizmetleri' },
      { label: 'Ziyaretçi soruları ve yorumlar', to: '/admin-panel/ziyaretci-sorulari' },
      { label: 'Başvuru formları', to: '/admin-panel/basvuru-formlari' },
    ],
  },
  {
    label: 'Ürünler',
    items: [
      { label: 'Ürünler', to: '/admin-panel/urunler' },
      { label: 'Yeni ürün', to: '/admin-panel/urunler/urun-ekle' },
      { label: 'Toplu güncelleme', to: '/admin-panel/toplu-guncelleme' },
      { label: 'Departmanlar', to: '/admin-panel/departmanlar' },
      { label: 'Ana kategoriler', to: '/admin-panel/ana-kategoriler' },
      { label: 'Alt kategoriler', to: '/admin-panel/alt-kategoriler' },
      { label: 'Son kategoriler', to: '/admin-panel/son-kategoriler' },
      { label: 'Markalar', to: '/admin-panel/markalar' },
      { label: 'Tedarikçiler', to: '/admin-panel/tedarikciler' },
      { label: 'Varyantlar', to: '/admin-panel/varyantlar' },
      { label: 'Modeller', to: '/admin-panel/modeller' },
    ],
  },
  {
    label: 'Stok',
    items: [
      { label: 'Stok', to: '/admin-panel/stok' },
      { label: 'Depolar', to: '/admin-panel/stok/depolar' },
      { label: 'Malzemeler', to: '/admin-panel/stok/malzemeler' },
      { label: 'Tedarikçi siparişleri', to: '/admin-panel/tedarikci-siparisleri' },
    ],
  },
  {
    label: 'Kampanyalar',
    items: [
      { label: 'Kampanyalar ve hediyeler', to: '/admin-panel/kampanyalar' },
      { label: 'İndirim kodları', to: '/admin-panel/indirim-kodlari' },
      { label: 'Üst barlar', to: '/admin-panel/ust-bar' },
      { label: 'Açılır pencereler', to: '/admin-panel/pops' },
    ],
  },
  {
    label: 'Pazaryerleri',
    items: [
      { label: 'Trendyol', to: '/admin-panel/trendyol' },
      { label: 'Hepsiburada', to: '/admin-panel/hepsiburada' },
    ],
  },
  {
    label: 'Toptan',
    items: [
      { label: 'Toptan siparişler', to: '/admin-panel/toptan-siparisler' },
      { label: 'Toptan ayarları', to: '/admin-panel/toptan-ayarlari' },
    ],
  },
  {
    label: 'Raporlar',
    items: [
      { label: 'Satış raporları', to: '/admin-panel/satis-raporlari' },
      { label: 'Raporlar', to: '/admin-panel/raporlar' },
    ],
  },
  { label: 'Ayarlar', items: [{ label: 'Satıcı bilgileri', to: '/admin-panel/satici-bilgileri' }] },
];

/** The navigation a role sees: links it may open, groups that keep at least one link. */
export function navForRole(role: AdminRole): AdminNavGroup[] {
  return adminNav
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => roleCanOpenPath(role, item.to)),
    }))
    .filter((group) => group.items.length > 0);
}
