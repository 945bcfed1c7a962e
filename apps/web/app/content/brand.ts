import {
  CARD_REFUND_DEADLINE_MS,
  DEFAULT_REFUND_GUARANTEE_DAYS,
  FREE_SHIPPING_THRESHOLD_KURUS,
  HOUR_MS,
  INSTALLMENTS_WITHOUT_INTEREST,
} from '@carsi/domain';

/**
 * The shop's brand and its storefront content: the name it trades under on the site, its story,
 * customer-service hours, department mailboxes, social accounts and policy numbers. The legal
 * identity (trade name, address, phone, e-mail, KEP, MERSİS, tax office and number) is not here:
 * the owner keeps it in the back office and every page reads it from the server (seller.ts).
 */
export const brand = {
  brandName: 'Çarşı',
  slogan: 'Uykunuz ve eviniz için özenle seçilmiş tekstil',
  foundedYear: 2016,
  /** Where return parcels go (the contact and return pages name it). */
  warehouse:
    'Çarşı Lojistik ve İade Deposu, Organize Sanayi Bölgesi, 6. Cadde No: 21, 20330 Honaz/Denizli',
  whatsapp: {
    display: '0532 308 20 16',
    href: 'https://wa.me/905323082016',
  },
  /** Department mailboxes; the customer-service address is the seller identity's e-mail. */
  emails: {
    kvkk: 'kvkk@carsievtekstili.com.tr',
    hr: 'ik@carsievtekstili.com.tr',
    sponsorship: 'sponsorluk@carsievtekstili.com.tr',
    wholesale: 'toptan@carsievtekstili.com.tr',
    export: 'export@carsievtekstili.com.tr',
    press: 'basin@carsievtekstili.com.tr',
  },
  /** Customer-service hours, as a sentence's part ("… saatleri arasında"). */
  customerServiceHours: 'hafta içi 09:00–18:00 ve cumartesi 10:00–16:00',
  social: {
    instagram: 'https://www.instagram.com/carsievtekstili',
    facebook: 'https://www.facebook.com/carsievtekstili',
    youtube: 'https://www.youtube.com/@carsievtekstili',
    x: 'https://x.com/carsievtekstili',
  },
  paymentProvider: 'iyzico',
  // The shop's rules come from the domain; the legal periods are the law's.
  policies: {
    /** Whole TL, for sentences like "… TL ve üzeri siparişlerde". */
    freeShippingThreshold: FREE_SHIPPING_THRESHOLD_KURUS / 100,
    refundGuaranteeDays: DEFAULT_REFUND_GUARANTEE_DAYS,
    withdrawalDays: 14,
    returnShipmentDays: 10,
    refundDays: 14,
    maxDeliveryDays: 30,
    installmentsWithoutInterest: INSTALLMENTS_WITHOUT_INTEREST,
    cardRefundHours: CARD_REFUND_DEADLINE_MS / HOUR_MS,
  },
} as const;

export type FooterLink = { label: string; to: string };
export type FooterColumn = { title: string; links: FooterLink[] };

export const footerColumns: FooterColumn[] = [
  {
    title: 'Kurumsal',
    links: [
      { label: 'Hakkımızda', to: '/hakkimizda' },
      { label: 'İletişim', to: '/iletisim' },
      { label: 'Sponsorluklar', to: '/sponsorluklar' },
      { label: 'İnsan Kaynakları', to: '/insan-kaynaklari' },
    ],
  },
  {
    title: 'Müşteri Hizmetleri',
    links: [
      { label: 'Müşteri Hizmetleri Girişi', to: '/musteri-hizmetleri-giris' },
      { label: 'Destek', to: '/destek' },
      { label: 'Kolay İade Başlat', to: '/kolay-iade-baslat' },
      { label: 'Teslimat ve İade Koşulları', to: '/cayma-hakki' },
    ],
  },
  {
    title: 'Sözleşmeler',
    links: [
      { label: 'Mesafeli Satış Sözleşmesi', to: '/mesafeli-satis-sozlesmesi' },
      { label: 'Gizlilik Sözleşmesi ve KVKK', to: '/gizlilik-sozlesmesi' },
      { label: 'Cayma Hakkı', to: '/cayma-hakki' },
    ],
  },
  {
    title: 'İş Ortaklığı',
    links: [
      { label: 'Toptan Giriş', to: '/toptan-giris' },
      { label: 'Bayi Başvuru Formu', to: '/bayi-basvuru-formu' },
      { label: 'Tedarikçi Başvuru Formu', to: '/tedarikci-basvuru-formu' },
      {
        label: 'Kurumsal ve Toptan Sipariş Talebi',
        to: '/kurumsal-ve-toptan-siparis-talep-formu',
      },
      { label: 'Export Inquiries', to: '/export-inquiries-form' },
    ],
  },
];

export type ReasonBlock = { title: string; text: string };

export const reasonBlocks: ReasonBlock[] = [
  {
    title: `Ücretsiz Kargo ${brand.policies.freeShippingThreshold} TL Üzeri`,
    text: `${brand.policies.freeShippingThreshold} TL ve üzeri siparişlerinizde kargo bizden. Siparişiniz Yurtiçi Kargo, UPS veya PTT Kargo ile kapınıza gelir.`,
  },
  {
    title: `${brand.policies.refundGuaranteeDays} Gün İade Garantisi`,
    text: `Yasal 14 günlük cayma hakkınıza ek olarak ${brand.policies.refundGuaranteeDays} gün içinde iade imkânı. Kolay İade ile iadenizi birkaç adımda başlatın.`,
  },
  {
    title: `${brand.policies.installmentsWithoutInterest} Taksit Vade Farksız`,
    text: `Kredi kartınızla yapacağınız alışverişlerde ${brand.policies.installmentsWithoutInterest} aya varan vade farksız taksit seçeneği. Dilerseniz kapıda ödeme de yapabilirsiniz.`,
  },
  {
    title: 'Güvenli Ödeme 3-D Secure',
    text: 'Ödemeleriniz iyzico altyapısı ve 3-D Secure doğrulamasıyla korunur; kart bilgileriniz sitemizde saklanmaz.',
  },
];

export const pressMentions: readonly string[] = [
  'Ege Ekonomi Postası',
  'Evim ve Yaşam Dergisi',
  'Dijital Ticaret Bülteni',
  'Girişimci Gündem',
  'Uyku ve Sağlık Rehberi',
];
