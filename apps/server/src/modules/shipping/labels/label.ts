import { COD_KIND_LABELS, type CodKind, formatTL } from '@carsi/domain';
import { code128 } from './barcode';
import { A6, mm, PdfPage, wrap, writePdf } from './pdf';

/** What one parcel's label shows. */
export interface LabelData {
  carrierLabel: string;
  /** Printed as the Code 128 barcode: the tracking number, or our key where the branch scans it. */
  barcode: string;
  /** Our key when the carrier prints its own label at the branch (Yurtiçi). */
  branchPrints: boolean;
  orderNumber: string;
  shipmentKey: string;
  trackingCode: string | null;
  recipient: {
    name: string;
    phone: string;
    address: string;
    district: string;
    province: string;
  };
  sender: { name: string; line: string };
  pieces: number;
  desi: number;
  kg: number;
  cod: { amount: number; kind: CodKind } | null;
  /** Turkey date, e.g. 28.11.2026. */
  date: string;
}

function drawLabel(data: LabelData): PdfPage {
  const page = new PdfPage(A6.width, A6.height);
  const margin = mm(5);
  const inner = A6.width - 2 * margin;
  let y = A6.height - margin;

  page.frame(margin / 2, margin / 2, A6.width - margin, A6.height - margin, 1);
  y -= 14;
  page.text(margin, y, data.carrierLabel, 14, true);
  page.text(A6.width - margin - 70, y, data.date, 9);
  y -= 14;
  page.text(margin, y, `Sipariş: ${data.orderNumber}`, 11, true);
  y -= 6;
  page.rect(margin, y, inner, 0.8);

  // Barcode: Code 128 with a quiet zone, as wide as the label allows (module ≥ 0.9 pt).
  const barcode = code128(data.barcode);
  const module = Math.min(inner / (barcode.width + 20), 2.2);
  const barHeight = mm(18);
  const left = margin + (inner - barcode.width * module) / 2;
  y -= 8 + barHeight;
  for (const bar of barcode.bars)
    page.rect(left + bar.x * module, y, bar.width * module, barHeight);
  y -= 12;
  const caption = data.barcode;
  page.text(margin + inner / 2 - caption.length * 3.6, y, caption, 11, true);
  y -= 12;
  if (data.branchPrints) {
    page.text(margin, y, 'Kargo anahtarı: şube bu barkodu okutup kendi etiketini basar.', 7);
    y -= 10;
  } else if (data.trackingCode) {
    page.text(margin, y, `Takip no: ${data.trackingCode}   Anahtar: ${data.shipmentKey}`, 7.5);
    y -= 10;
  }
  page.rect(margin, y, inner, 0.8);

  y -= 14;
  page.text(margin, y, 'ALICI', 8, true);
  y -= 14;
  page.text(margin, y, data.recipient.name, 12, true);
  y -= 13;
  page.text(margin, y, `Tel: ${data.recipient.phone}`, 9);
  for (const line of wrap(data.recipient.address, inner, 9.5, 4)) {
    y -= 12;
    page.text(margin, y, line, 9.5);
  }
  y -= 14;
  page.text(
    margin,
    y,
    `${data.recipient.district} / ${data.recipient.province}`.toLocaleUpperCase('tr'),
    12,
    true,
  );
  y -= 8;
  page.rect(margin, y, inner, 0.8);

  y -= 13;
  page.text(margin, y, `Parça: ${data.pieces}   Desi: ${data.desi}   Kg: ${data.kg}`, 9);
  if (data.cod) {
    y -= 18;
    page.frame(margin, y - 4, inner, 18, 1.2);
    page.text(
      margin + 4,
      y + 1,
      `KAPIDA ÖDEME: ${formatTL(data.cod.amount)} (${COD_KIND_LABELS[data.cod.kind]})`,
      10.5,
      true,
    );
  }
  page.text(margin, margin + 6, `Gönderen: ${data.sender.name} — ${data.sender.line}`, 7);
  return page;
}

/** One A6 PDF with a page per parcel (a batch: the day's packing list in one file). */
export function labelsPdf(labels: readonly LabelData[], title = 'Kargo etiketleri'): Buffer {
  return writePdf(labels.map(drawLabel), title);
}

/** ZPL text: only printable ASCII and the Turkish letters through ^CI28 (UTF-8). */
const zplText = (text: string) =>
  [...text.replace(/[\^~\\]/g, ' ')].map((c) => (c.charCodeAt(0) < 32 ? ' ' : c)).join('');

/**
 * Our label for a thermal printer (ZPL II, 4×6 in at 203 dpi): the same fields as the PDF,
 * Code 128 drawn by the printer itself (^BC).
 */
export function labelZpl(data: LabelData): string {
  const lines = [
    '^XA',
    '^CI28',
    '^PW812',
    '^LL1218',
    `^FO40,40^A0N,44,44^FD${zplText(data.carrierLabel)}^FS`,
    `^FO560,48^A0N,28,28^FD${zplText(data.date)}^FS`,
    `^FO40,100^A0N,36,36^FDSipariş: ${zplText(data.orderNumber)}^FS`,
    '^FO40,150^GB732,3,3^FS',
    `^FO80,180^BY3^BCN,200,Y,N,N^FD${zplText(data.barcode)}^FS`,
    data.branchPrints
      ? '^FO40,430^A0N,24,24^FDKargo anahtarı: şube bu barkodu okutup kendi etiketini basar.^FS'
      : `^FO40,430^A0N,24,24^FDTakip no: ${zplText(data.trackingCode ?? '')}  Anahtar: ${zplText(data.shipmentKey)}^FS`,
    '^FO40,470^GB732,3,3^FS',
    '^FO40,495^A0N,26,26^FDALICI^FS',
    `^FO40,530^A0N,40,40^FD${zplText(data.recipient.name)}^FS`,
    `^FO40,580^A0N,28,28^FDTel: ${zplText(data.recipient.phone)}^FS`,
    `^FO40,620^FB732,4,6,L^A0N,30,30^FD${zplText(data.recipient.address)}^FS`,
    `^FO40,770^A0N,40,40^FD${zplText(`${data.recipient.district} / ${data.recipient.province}`.toLocaleUpperCase('tr'))}^FS`,
    '^FO40,830^GB732,3,3^FS',
    `^FO40,855^A0N,30,30^FDParça: ${data.pieces}  Desi: ${data.desi}  Kg: ${data.kg}^FS`,
    ...(data.cod
      ? [
          '^FO40,905^GB732,70,4^FS',
          `^FO60,925^A0N,36,36^FDKAPIDA ÖDEME: ${zplText(formatTL(data.cod.amount))} (${zplText(COD_KIND_LABELS[data.cod.kind])})^FS`,
        ]
      : []),
    `^FO40,1150^A0N,22,22^FDGönderen: ${zplText(data.sender.name)} - ${zplText(data.sender.line)}^FS`,
    '^XZ',
  ];
  return lines.join('\n');
}
