import { FREE_SHIPPING_THRESHOLD_KURUS, formatTL } from '@carsi/domain';
import type { Database } from '../../db/client';
import { pops, topBars } from '../../db/schema';

/**
 * The demo shop's top bars: one per time slot. Each promises only what the shop keeps:
 * free shipping above the real threshold, and hata20, the seeded code (migration 0018).
 */
export const DEMO_TOP_BARS = [
  {
    topBarName: 'default',
    title: `${formatTL(FREE_SHIPPING_THRESHOLD_KURUS)} ve üzeri siparişlerde kargo bedava`,
    link: 'nolink',
    bullets: ['Kapıda ödeme seçeneği', 'Güvenli ödeme'],
  },
  {
    topBarName: 'default',
    title: 'Size özel indirim süresi dolmadan alışverişinizi tamamlayın',
    link: '/sepet',
    displayCountDownTimer: true,
  },
  {
    topBarName: 'passedHoursDiscountLevelOne',
    title: 'Tekrar hoş geldiniz: hata20 koduyla 100 TL üzeri sepette 20 TL indirim',
    link: '/sepet',
    isGreeting: true,
  },
  {
    topBarName: 'passedHoursDiscountLevelTwo',
    title: 'Son fırsat: hata20 koduyla 100 TL üzeri sepette 20 TL indirim',
    link: '/sepet',
  },
] as const;

/**
 * The demo shop's pop-ups (README: "top bars and pop-ups"). Like every pop they open only for a
 * visitor past 36 hours since the first visit; each is kept to one kind of page: an intent pop
 * with a temporary 20 TL code on the product list pages, an exit pop on search results.
 */
export const DEMO_POPS = [
  {
    popType: 'intentPop' as const,
    popTimer: 20,
    existDiscount: true,
    discountAmount: 2_000,
    discountExpiry: 30,
    useDiscountXtimes: 1,
    codePrefix: 'liste',
    displayCountDownTimer: true,
    displayOnlyHere: ['/sayfa/'],
    title: 'Size özel 20 TL indirim',
    paragraphTitle: 'Bu kod 30 dakika geçerli',
    paragraph: 'Kodu sepetinizdeki indirim kodu alanına yazmanız yeterli.',
    buttons: [{ label: 'Alışverişe devam et', link: 'close' }],
  },
  {
    popType: 'exitPop' as const,
    popTimer: 0,
    existDiscount: false,
    displayOnlyHere: ['/ara/'],
    title: 'Aradığınızı bulamadınız mı?',
    paragraphTitle: 'Size yardımcı olalım',
    paragraph: 'Müşteri hizmetlerimiz aradığınız ürünü bulmanıza yardımcı olur.',
    buttons: [
      { label: 'Bize yazın', link: '/iletisim' },
      { label: 'Kapat', link: 'close' },
    ],
  },
];

/** Adds the demo top bars and pop-ups (inside the demo seed's transaction). */
export async function seedDemoPromotions(tx: Pick<Database, 'insert'>): Promise<void> {
  await tx.insert(topBars).values(
    DEMO_TOP_BARS.map((bar) => ({
      ...bar,
      bullets: [...(('bullets' in bar && bar.bullets) || [])],
    })),
  );
  await tx.insert(pops).values(DEMO_POPS);
}
