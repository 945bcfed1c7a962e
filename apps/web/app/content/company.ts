import {
  CARD_REFUND_DEADLINE_MS,
  DEFAULT_REFUND_GUARANTEE_DAYS,
  FREE_SHIPPING_THRESHOLD_KURUS,
  HOUR_MS,
  INSTALLMENTS_WITHOUT_INTEREST,
} from '@carsi/domain';

/**
 * Company data used by the footer, the contact page and the legal texts.
 * All identifiers are fictional; the tax number (VKN) passes the official checksum.
 */
export const company = {
  legalName: 'Çarşı Ev Tekstili Sanayi ve Ticaret A.Ş.',
  brandName: 'Çarşı',
  slogan: 'Uykunuz ve eviniz için özenle seçilmiş tekstil',
  website: 'https://www.carsievtekstili.com.tr',
  domain: 'carsievtekstili.com.tr',
  foundedYear: 2016,
  address: {
    street: 'Sümer Mahallesi, 2485/1 Sokak No: 14',
    district: 'Merkezefendi',
    province: 'Denizli',
    postalCode: '20020',
    country: 'Türkiye',
    full: 'Sümer Mahallesi, 2485/1 Sokak No: 14, 20020 Merkezefendi/Denizli',
  },
  warehouse: {
    name: 'Çarşı Lojistik ve İade Deposu',
    street: 'Organize Sanayi Bölgesi, 6. Cadde No: 21',
    district: 'Honaz',
    province: 'Denizli',
    postalCode: '20330',
    country: 'Türkiye',
    full: 'Çarşı Lojistik ve İade Deposu, Organize Sanayi Bölgesi, 6. Cadde No: 21, 20330 Honaz/Denizli',
  },
  phone: {
    display: '0850 308 20 16',
    href: 'tel:+908503082016',
    e164: '+908503082016',
  },
  whatsapp: {
    display: '0532 308 20 16',
    href: 'https://wa.me/905323082016',
  },
  email: 'destek@carsievtekstili.com.tr',
  emails: {
    support: 'destek@carsievtekstili.com.tr',
    kvkk: 'kvkk@carsievtekstili.com.tr',
    hr: 'ik@carsievtekstili.com.tr',
    sponsorship: 'sponsorluk@carsievtekstili.com.tr',
    wholesale: 'toptan@carsievtekstili.com.tr',
    export: 'export@carsievtekstili.com.tr',
    press: 'basin@carsievtekstili.com.tr',
  },
  kep: 'carsievtekstili@hs01.kep.tr',
  mersisNo: '0454053692000015',
  taxOffice: 'Pamukkale Vergi Dairesi',
  taxNumber: '4540536920',
  tradeRegistry: {
    office: 'Denizli Ticaret Sicili Müdürlüğü',
    number: '41872',
  },
  customerServiceHours: {
    weekdays: 'Hafta içi 09:00–18:00',
    saturday: 'Cumartesi 10:00–16:00',
    sunday: 'Pazar ve resmî tatillerde kapalı',
    summary: 'Hafta içi 09:00–18:00, Cumartesi 10:00–16:00',
    inline: 'hafta içi 09:00–18:00 ve cumartesi 10:00–16:00',
  },
  social: {
    instagram: 'https://www.instagram.com/carsievtekstili',
    facebook: 'https://www.facebook.com/carsievtekstili',
    youtube: 'https://www.youtube.com/@carsievtekstili',
    x: 'https://x.com/carsievtekstili',
  },
  carriers: ['Yurtiçi Kargo', 'UPS Türkiye', 'PTT Kargo'],
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
    title: `Ücretsiz Kargo ${company.policies.freeShippingThreshold} TL Üzeri`,
    text: `${company.policies.freeShippingThreshold} TL ve üzeri siparişlerinizde kargo bizden. Siparişiniz Yurtiçi Kargo, UPS veya PTT Kargo ile kapınıza gelir.`,
  },
  {
    title: `${company.policies.refundGuaranteeDays} Gün İade Garantisi`,
    text: `Yasal 14 günlük cayma hakkınıza ek olarak ${company.policies.refundGuaranteeDays} gün içinde iade imkânı. Kolay İade ile iadenizi birkaç adımda başlatın.`,
  },
  {
    title: `${company.policies.installmentsWithoutInterest} Taksit Vade Farksız`,
    text: `Kredi kartınızla yapacağınız alışverişlerde ${company.policies.installmentsWithoutInterest} aya varan vade farksız taksit seçeneği. Dilerseniz kapıda ödeme de yapabilirsiniz.`,
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
