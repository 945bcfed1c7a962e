import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../time/clock';
import {
  CARD_REFUND_DEADLINE_MS,
  DEFAULT_REFUND_GUARANTEE_DAYS,
  isRefundReason,
  REFUND_REASONS,
  refundChannel,
  refundGuaranteeDays,
} from './refund-rules';
import { returnDeadline } from './return-rules';

describe('refund rules', () => {
  it('lists the spec reasons in order', () => {
    expect(REFUND_REASONS).toEqual([
      'Vazgeçtim',
      'Beğenmedim',
      'Kalitesiz',
      'Ürün kusurlu gönderildi',
      'Yanlış ürün gönderildi',
      'Beden/Ebatı büyük',
      'Beden/Ebatı küçük',
      'Ürün ile görsel/içerik uyuşmuyor',
      'Yanlış sipariş verdim',
      'Diğer',
    ]);
    expect(isRefundReason('Kalitesiz')).toBe(true);
    expect(isRefundReason('kalitesiz')).toBe(false);
  });

  it('guarantees 90 days unless the product says otherwise', () => {
    expect(DEFAULT_REFUND_GUARANTEE_DAYS).toBe(90);
    expect(refundGuaranteeDays({})).toBe(90);
    expect(refundGuaranteeDays({ refundGuarantee: 14 })).toBe(14);
    expect(refundGuaranteeDays({ refundGuarantee: 0 })).toBe(90);
  });

  it('ends the return window the guarantee days after it started', () => {
    const start = Date.UTC(2024, 0, 1);
    expect(returnDeadline(start, {})).toBe(start + 90 * DAY_MS);
    expect(returnDeadline(start, { refundGuarantee: 7 })).toBe(start + 7 * DAY_MS);
  });

  it('refunds cards within 24 h and cash on delivery by bank transfer', () => {
    expect(CARD_REFUND_DEADLINE_MS).toBe(86_400_000);
    expect(refundChannel(true)).toBe('card');
    expect(refundChannel(false)).toBe('bankTransfer');
  });
});
