import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CARD_REFUND_DEADLINE_MS,
  DEFAULT_REFUND_GUARANTEE_DAYS,
  FREE_SHIPPING_THRESHOLD_KURUS,
  HOUR_MS,
  INSTALLMENTS_WITHOUT_INTEREST,
  REFUND_REASONS,
} from '@carsi/domain';
import { describe, expect, it } from 'vitest';
import { brand } from './brand';
import { staticPagesFor } from './static-pages';

const staticPages = staticPagesFor(
  {
    seller: {
      tradeName: 'Örnek Tekstil A.Ş.',
      mersisNumber: '',
      taxOffice: 'Konak',
      taxNumber: '4540536920',
      address: 'Konak/İzmir',
      phone: '0232 555 44 33',
      email: 'bilgi@ornek.com.tr',
      kepAddress: '',
      etbisNumber: '',
      updatedAt: '2026-11-28T09:00:00.000Z',
    },
    returnShipping: { carrier: 'Yurtiçi Kargo', payer: 'shop' },
  },
  'https://www.ornek.com.tr',
);

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('policy numbers and texts come from the domain', () => {
  it('the shop policies are the domain constants', () => {
    expect(brand.policies).toMatchObject({
      freeShippingThreshold: FREE_SHIPPING_THRESHOLD_KURUS / 100,
      refundGuaranteeDays: DEFAULT_REFUND_GUARANTEE_DAYS,
      installmentsWithoutInterest: INSTALLMENTS_WITHOUT_INTEREST,
      cardRefundHours: CARD_REFUND_DEADLINE_MS / HOUR_MS,
    });
  });

  it('the pages print the domain numbers', () => {
    const about = JSON.stringify(staticPages.hakkimizda);
    expect(about).toContain(
      `${FREE_SHIPPING_THRESHOLD_KURUS / 100} TL ve üzeri siparişlerde ücretsiz kargo`,
    );
    expect(about).toContain(`${DEFAULT_REFUND_GUARANTEE_DAYS} gün iade garantisi`);
    const lists = Object.values(staticPages).flatMap((page) =>
      page.sections.map((section) => section.list ?? []),
    );
    expect(lists).toContainEqual([...REFUND_REASONS]);
  });

  it('no web source restates a policy number or a refund reason', () => {
    const restated = [
      /\b250 TL\b/,
      /\b90 gün\b/,
      /\b3 taksit/i,
      /\b24 saat içinde\b/,
      /['"`]Vazgeçtim['"`]/,
      /['"`]Yanlış sipariş verdim['"`]/,
      /Geçerli bir cep telefonu numarası girin/,
      /Geçerli bir e-posta adresi girin/,
      /\? refundGuarantee : \d+/,
    ];
    const found = sourceFiles(appDir).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return restated
        .filter((pattern) => pattern.test(text))
        .map((pattern) => `${path.relative(appDir, file)}: ${pattern}`);
    });
    expect(found).toEqual([]);
  });
});
