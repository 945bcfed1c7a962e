// The storefront's four application forms: dealer, supplier, corporate/wholesale order
// request (Turkish) and export inquiry (English, for buyers abroad) — and the support request of
// /destek for people without an order. One field list per form
// drives both the server's validation (api/forms.ts) and the page. No zod here: the web page
// imports this file (`@carsi/contract/forms`) without pulling the schemas into its bundle.

export const FORM_KINDS = ['dealer', 'supplier', 'corporate', 'export', 'support'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export interface FormFieldSpec {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select';
  required: boolean;
  max: number;
  autoComplete?: string;
  options?: readonly string[];
  hint?: string;
}

/** Fields every form shares: the company and the person to call back. */
export interface FormTexts {
  lang: 'tr' | 'en';
  title: string;
  /** The form's name on staff screens and notices when `title` is not Turkish. */
  staffTitle?: string;
  intro: string;
  submit: string;
  done: string;
  consent: string;
  required: (label: string) => string;
  tooLong: (label: string, max: number) => string;
  email: string;
  phone: string;
  option: (label: string) => string;
  consentRequired: string;
}

const TR: Omit<FormTexts, 'title' | 'intro' | 'submit' | 'done'> = {
  lang: 'tr',
  consent:
    'Kişisel verilerimin bu başvurunun değerlendirilmesi ve benimle iletişim kurulması için işlenmesine ilişkin aydınlatma metnini okudum.',
  required: (label) => `${label} gerekli.`,
  tooLong: (label, max) => `${label} en fazla ${max} karakter olabilir.`,
  email: 'Geçerli bir e-posta adresi yazın.',
  phone: 'Geçerli bir telefon numarası yazın (ör. 0532 123 45 67).',
  option: (label) => `${label} için listeden bir seçim yapın.`,
  consentRequired: 'Devam etmek için aydınlatma metnini onaylayın.',
};

const EN: Omit<FormTexts, 'title' | 'intro' | 'submit' | 'done'> = {
  lang: 'en',
  consent:
    'I have read the privacy notice and agree that my details are processed to answer this inquiry and to contact me.',
  required: (label) => `${label} is required.`,
  tooLong: (label, max) => `${label} can be at most ${max} characters.`,
  email: 'Please enter a valid e-mail address.',
  phone: 'Please enter a valid phone number with the country code (e.g. +49 30 1234567).',
  option: (label) => `Please choose ${label.toLowerCase()} from the list.`,
  consentRequired: 'Please accept the privacy notice to continue.',
};

const PRODUCT_GROUPS = [
  'Nevresim takımları',
  'Yorganlar',
  'Yastıklar',
  'Alezler',
  'Battaniyeler',
  'Pikeler',
  'Havlu ve bornozlar',
  'Birden fazla ürün grubu',
] as const;

const text = (
  name: string,
  label: string,
  required: boolean,
  max: number,
  extra: Partial<FormFieldSpec> = {},
): FormFieldSpec => ({ name, label, type: 'text', required, max, ...extra });

const turkishContact = (companyLabel: string): FormFieldSpec[] => [
  text('companyName', companyLabel, true, 120, { autoComplete: 'organization' }),
  text('contactName', 'Yetkili adı soyadı', true, 80, { autoComplete: 'name' }),
  { name: 'phone', label: 'Telefon', type: 'tel', required: true, max: 20, autoComplete: 'tel' },
  {
    name: 'email',
    label: 'E-posta',
    type: 'email',
    required: true,
    max: 120,
    autoComplete: 'email',
  },
  text('city', 'İl', true, 60, { autoComplete: 'address-level1' }),
  text('taxOffice', 'Vergi dairesi', true, 80),
  text('taxNumber', 'Vergi kimlik no / TC kimlik no', true, 11, {
    hint: '10 haneli VKN ya da şahıs şirketleri için 11 haneli TCKN',
  }),
];

/** What staff call a form (lists, filters, notices): always Turkish. */
export const formStaffTitle = (kind: FormKind): string =>
  FORM_DEFINITIONS[kind].staffTitle ?? FORM_DEFINITIONS[kind].title;

/** Each form: its page texts and its fields, in the order the page shows them. */
export const FORM_DEFINITIONS: Record<FormKind, FormTexts & { fields: FormFieldSpec[] }> = {
  dealer: {
    ...TR,
    title: 'Bayi Başvuru Formu',
    intro:
      'Çarşı ürünlerini mağazanızda ya da internet sitenizde satmak için başvurun. Bayi fiyat listemiz ve çalışma koşullarımızla en geç iki iş günü içinde size dönüyoruz.',
    submit: 'Başvuruyu gönder',
    done: 'Başvurunuz alındı. Bayi ekibimiz en geç iki iş günü içinde sizi arayacak.',
    fields: [
      ...turkishContact('Firma unvanı'),
      {
        name: 'salesChannel',
        label: 'Satış kanalınız',
        type: 'select',
        required: true,
        max: 40,
        options: ['Mağaza', 'İnternet sitesi', 'Pazaryeri', 'Mağaza ve internet', 'Toptancı'],
      },
      {
        name: 'products',
        label: 'İlgilendiğiniz ürün grubu',
        type: 'select',
        required: true,
        max: 40,
        options: PRODUCT_GROUPS,
      },
      {
        name: 'monthlyVolume',
        label: 'Tahmini aylık alım',
        type: 'select',
        required: true,
        max: 40,
        options: ['25.000 TL altı', '25.000–100.000 TL', '100.000–500.000 TL', '500.000 TL üzeri'],
      },
      { name: 'message', label: 'Mesajınız', type: 'textarea', required: false, max: 2000 },
    ],
  },
  supplier: {
    ...TR,
    title: 'Tedarikçi Başvuru Formu',
    intro:
      'Kumaş, elyaf, aksesuar ya da fason üretimde bizimle çalışmak istiyorsanız firmanızı tanıtın. Satın alma ekibimiz ihtiyacımıza uyan başvurulara dönüş yapar.',
    submit: 'Başvuruyu gönder',
    done: 'Başvurunuz alındı. Satın alma ekibimiz inceledikten sonra sizinle iletişime geçecek.',
    fields: [
      ...turkishContact('Firma unvanı'),
      {
        name: 'supplyType',
        label: 'Tedarik alanınız',
        type: 'select',
        required: true,
        max: 40,
        options: ['Kumaş', 'Elyaf ve dolgu', 'Aksesuar ve ambalaj', 'Fason üretim', 'Diğer'],
      },
      text('productsOffered', 'Sunduğunuz ürünler', true, 300),
      text('capacity', 'Aylık üretim kapasitesi', false, 120, {
        hint: 'Örneğin: 20.000 metre kumaş ya da 5.000 adet yorgan',
      }),
      text('website', 'İnternet sitesi', false, 200, { autoComplete: 'url' }),
      { name: 'message', label: 'Mesajınız', type: 'textarea', required: false, max: 2000 },
    ],
  },
  corporate: {
    ...TR,
    title: 'Kurumsal ve Toptan Sipariş Talep Formu',
    intro:
      'Otel, yurt, hastane, kurum hediyesi ya da toptan alımlarınız için ihtiyacınızı yazın; adetlere özel fiyat teklifimizi iletelim.',
    submit: 'Talebi gönder',
    done: 'Talebiniz alındı. Kurumsal satış ekibimiz teklifimizle en kısa sürede size dönecek.',
    fields: [
      ...turkishContact('Kurum / firma adı'),
      {
        name: 'products',
        label: 'Talep ettiğiniz ürün grubu',
        type: 'select',
        required: true,
        max: 40,
        options: PRODUCT_GROUPS,
      },
      text('quantity', 'Adet / miktar', true, 120, { hint: 'Örneğin: 300 takım çift kişilik' }),
      text('deliveryDate', 'İstenen teslim tarihi', false, 60),
      {
        name: 'message',
        label: 'Ürün ve ölçü ayrıntıları',
        type: 'textarea',
        required: false,
        max: 2000,
      },
    ],
  },
  support: {
    ...TR,
    consent:
      'Kişisel verilerimin bu talebin yanıtlanması ve benimle iletişim kurulması için işlenmesine ilişkin aydınlatma metnini okudum.',
    title: 'Destek Talebi',
    intro:
      'Siparişiniz yoksa ya da sipariş öncesi bir sorunuz varsa yazın; müşteri hizmetlerimiz iş günlerinde aynı gün size dönüyor.',
    submit: 'Talebi gönder',
    done: 'Talebiniz alındı. Müşteri hizmetlerimiz en kısa sürede size dönecek.',
    fields: [
      text('contactName', 'Adınız soyadınız', true, 80, { autoComplete: 'name' }),
      {
        name: 'phone',
        label: 'Cep telefonu',
        type: 'tel',
        required: true,
        max: 20,
        autoComplete: 'tel',
      },
      {
        name: 'email',
        label: 'E-posta',
        type: 'email',
        required: false,
        max: 120,
        autoComplete: 'email',
      },
      {
        name: 'topic',
        label: 'Konu',
        type: 'select',
        required: true,
        max: 40,
        options: ['Ürün bilgisi', 'Teslimat', 'İade ve değişim', 'Ödeme', 'Diğer'],
      },
      { name: 'message', label: 'Mesajınız', type: 'textarea', required: true, max: 2000 },
    ],
  },
  export: {
    ...EN,
    title: 'Export Inquiries',
    staffTitle: 'İhracat Talep Formu',
    intro:
      'We manufacture bedding and home textiles in Türkiye and ship to buyers abroad. Tell us what you need and our export team will answer with prices, minimum quantities and lead times.',
    submit: 'Send inquiry',
    done: 'Thank you, your inquiry has been received. Our export team will reply by e-mail within two working days.',
    fields: [
      text('companyName', 'Company name', true, 120, { autoComplete: 'organization' }),
      text('contactName', 'Contact person', true, 80, { autoComplete: 'name' }),
      {
        name: 'email',
        label: 'E-mail',
        type: 'email',
        required: true,
        max: 120,
        autoComplete: 'email',
      },
      { name: 'phone', label: 'Phone', type: 'tel', required: true, max: 24, autoComplete: 'tel' },
      text('country', 'Country', true, 60, { autoComplete: 'country-name' }),
      text('city', 'City', true, 60, { autoComplete: 'address-level2' }),
      {
        name: 'products',
        label: 'Products of interest',
        type: 'select',
        required: true,
        max: 40,
        options: [
          'Duvet cover sets',
          'Quilts and duvets',
          'Pillows',
          'Mattress protectors',
          'Blankets',
          'Bedspreads',
          'Towels and bathrobes',
          'Several product groups',
        ],
      },
      {
        name: 'annualVolume',
        label: 'Estimated annual volume',
        type: 'select',
        required: true,
        max: 40,
        options: [
          'Under 10,000 USD',
          '10,000–50,000 USD',
          '50,000–250,000 USD',
          'Over 250,000 USD',
        ],
      },
      {
        name: 'incoterms',
        label: 'Preferred delivery terms',
        type: 'select',
        required: false,
        max: 10,
        options: ['EXW', 'FOB', 'CIF', 'DAP', 'DDP'],
      },
      { name: 'message', label: 'Your message', type: 'textarea', required: false, max: 2000 },
    ],
  },
};
