import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { code128 } from './barcode';
import { type LabelData, labelsPdf, labelZpl } from './label';
import { encodeText } from './pdf';

const label: LabelData = {
  carrierLabel: 'Yurtiçi Kargo',
  barcode: 'CR261128ABCDEFGH',
  branchPrints: true,
  orderNumber: '261128-48213',
  shipmentKey: 'CR261128ABCDEFGH',
  trackingCode: null,
  recipient: {
    name: 'Şükrü Öztürk',
    phone: '0533 765 43 21',
    address: 'Çiçek Sok. No: 4 (arka bina) Daire 3 — İğdır yolu üzeri',
    district: 'Kadıköy',
    province: 'İstanbul',
  },
  sender: { name: 'Çarşı', line: 'carsi.example' },
  pieces: 2,
  desi: 8,
  kg: 2,
  cod: { amount: 45_990, kind: 'CASH' },
  date: '28.11.2026',
};

describe('labels', () => {
  it('Code 128 bars: start, data, check and stop symbols (11 modules each, stop 13)', () => {
    const { bars, width } = code128('CR261128ABCDEFGH');
    expect((width - 13) % 11).toBe(0);
    expect(bars.every((b) => b.width >= 1 && b.width <= 4)).toBe(true);
  });

  it('encodes the Turkish letters where ISO 8859-9 has them, the rest of Latin-1 as is', () => {
    expect([...encodeText('ĞİŞğış')]).toEqual([0xd0, 0xdd, 0xde, 0xf0, 0xfd, 0xfe]);
    expect([...encodeText('ÇÖÜçöü')]).toEqual([0xc7, 0xd6, 0xdc, 0xe7, 0xf6, 0xfc]);
    expect(encodeText('€').toString('latin1')).toBe('?');
  });

  it('writes one A6 page per label with a valid cross-reference table', () => {
    const pdf = labelsPdf([
      label,
      { ...label, cod: null, branchPrints: false, trackingCode: '1Z999' },
    ]);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.match(/\/Type \/Page /g)).toHaveLength(2);
    expect(text).toContain('/MediaBox [0 0 297.64 419.53]');
    // Every xref offset points at its object.
    const xref = text.slice(text.lastIndexOf('xref'));
    const offsets = [...xref.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => {
      expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${i + 1} 0 obj`));
    });
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    // The page content carries the order number and the COD line.
    const stream = /stream\n([\s\S]*?)\nendstream/.exec(text)?.[1] ?? '';
    const content = inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
    expect(content).toContain('(Sipari\\376: 261128-48213)');
    expect(content).toContain('KAPIDA \\326DEME: 459.90 TL');
    expect(content).toMatch(/ re f/);
  });

  it('ZPL draws the barcode with the printer’s own Code 128', () => {
    const zpl = labelZpl(label);
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl.trim().endsWith('^XZ')).toBe(true);
    expect(zpl).toContain('^BCN,200,Y,N,N^FDCR261128ABCDEFGH^FS');
    expect(zpl).toContain('^CI28');
  });
});
