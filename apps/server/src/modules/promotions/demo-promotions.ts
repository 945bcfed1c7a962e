import { FREE_SHIPPING_THRESHOLD_KURUS, formatTL } from '@carsi/domain';
import type { Database } from '../../db/client';
import { topBars } from '../../db/schema';

/**
 * The demo shop's top bars: one per slot of SPEC §4. Each promises only what the shop keeps:
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

/** Adds the demo top bars (inside the demo seed's transaction). */
export async function seedDemoPromotions(tx: Pick<Database, 'insert'>): Promise<void> {
  await tx.insert(topBars).values(
    DEMO_TOP_BARS.map((bar) => ({
      ...bar,
      bullets: [...(('bullets' in bar && bar.bullets) || [])],
    })),
  );
}
