import {
  REPORT_DIMENSION_LABELS,
  REPORT_DIMENSIONS,
  type SalesFigures,
  type SalesReport,
  STANDING_REPORT_LABELS,
  type StandingReport,
} from '@carsi/contract';
import type { Worksheet } from 'exceljs';

/**
 * Spreadsheet number formats. In a workbook `.` and `,` are the decimal and thousands
 * placeholders; a spreadsheet program with Turkish settings shows 1.234,56 ₺.
 */
export const TL_FORMAT = '#,##0.00 "₺"';
export const COUNT_FORMAT = '#,##0';

const tl = (kurus: number) => kurus / 100;

interface Column {
  header: string;
  format: string;
  width?: number;
}

function table(sheet: Worksheet, columns: Column[], rows: Array<Array<string | number>>) {
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = c.width ?? 18;
    if (c.format) column.numFmt = c.format;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

const FIGURE_ROWS: Array<[string, keyof SalesFigures, string]> = [
  ['Ciro (KDV dahil)', 'revenue', TL_FORMAT],
  ['Tahsil edilen (kargo dahil)', 'orderTotal', TL_FORMAT],
  ['Sipariş', 'orders', COUNT_FORMAT],
  ['Adet', 'units', COUNT_FORMAT],
  ['Ortalama sepet', 'averageBasket', TL_FORMAT],
  ['KDV', 'vat', TL_FORMAT],
  ['Maliyet', 'cost', TL_FORMAT],
  ['Brüt kâr', 'grossMargin', TL_FORMAT],
  ['İptal edilen sipariş', 'cancelledOrders', COUNT_FORMAT],
  ['İptal tutarı', 'cancelledAmount', TL_FORMAT],
  ['İade', 'returns', COUNT_FORMAT],
  ['İade tutarı', 'returnsAmount', TL_FORMAT],
];

const isMoney = (format: string) => format === TL_FORMAT;

/** The sales report as an XLSX workbook: summary, periods, one sheet per split. */
export async function salesReportWorkbook(report: SalesReport): Promise<Buffer> {
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  workbook.creator = 'Çarşı';

  const summary = workbook.addWorksheet('Özet');
  const p = (x: { from: string; to: string }) => `${x.from} – ${x.to}`;
  const header = summary.addRow([
    'Gösterge',
    `Dönem (${p(report.period)})`,
    `Önceki dönem (${p(report.previousPeriod)})`,
    `Geçen yıl (${p(report.lastYearPeriod)})`,
  ]);
  header.font = { bold: true };
  for (const [label, key, format] of FIGURE_ROWS) {
    const value = (f: SalesFigures) => (isMoney(format) ? tl(f[key]) : f[key]);
    const row = summary.addRow([
      label,
      value(report.current),
      value(report.previous),
      value(report.lastYear),
    ]);
    for (const i of [2, 3, 4]) row.getCell(i).numFmt = format;
  }
  summary.getColumn(1).width = 28;
  for (const i of [2, 3, 4]) summary.getColumn(i).width = 32;

  table(
    workbook.addWorksheet('Dönemler'),
    [
      { header: 'Dönem başı', format: '' },
      { header: 'Sipariş', format: COUNT_FORMAT },
      { header: 'Adet', format: COUNT_FORMAT },
      { header: 'Ciro', format: TL_FORMAT },
      { header: 'KDV', format: TL_FORMAT },
      { header: 'Maliyet', format: TL_FORMAT },
      { header: 'Brüt kâr', format: TL_FORMAT },
    ],
    report.series.map((s) => [
      s.bucket,
      s.orders,
      s.units,
      tl(s.revenue),
      tl(s.vat),
      tl(s.cost),
      tl(s.grossMargin),
    ]),
  );

  for (const dimension of REPORT_DIMENSIONS) {
    table(
      workbook.addWorksheet(REPORT_DIMENSION_LABELS[dimension]),
      [
        { header: REPORT_DIMENSION_LABELS[dimension], format: '', width: 32 },
        { header: 'Sipariş', format: COUNT_FORMAT },
        { header: 'Adet', format: COUNT_FORMAT },
        { header: 'Ciro', format: TL_FORMAT },
        { header: 'KDV', format: TL_FORMAT },
        { header: 'Maliyet', format: TL_FORMAT },
        { header: 'Brüt kâr', format: TL_FORMAT },
      ],
      report.splits[dimension].map((r) => [
        r.label,
        r.orders ?? '',
        r.units,
        tl(r.revenue),
        tl(r.vat),
        tl(r.cost),
        tl(r.grossMargin),
      ]),
    );
  }
  return Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

/** One standing report as an XLSX workbook: its rows, then a totals row where it has one. */
export async function standingReportWorkbook(report: StandingReport): Promise<Buffer> {
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  workbook.creator = 'Çarşı';
  const sheet = workbook.addWorksheet(STANDING_REPORT_LABELS[report.report].slice(0, 31));
  const cell = (kind: string, v: string | number | null | undefined) =>
    kind === 'money' ? tl(Number(v ?? 0)) : (v ?? '');
  table(
    sheet,
    report.columns.map((c) => ({
      header: c.kind === 'money' ? `${c.label} (TL)` : c.label,
      format: c.kind === 'money' ? TL_FORMAT : c.kind === 'count' ? COUNT_FORMAT : '',
      width: c.kind === 'text' ? 32 : 18,
    })),
    report.rows.map((row) => report.columns.map((c) => cell(c.kind, row[c.key]))),
  );
  if (report.totals) {
    const totals = report.totals;
    const row = sheet.addRow(
      report.columns.map((c, i) =>
        c.kind === 'text' ? (i === 0 ? 'Toplam' : '') : cell(c.kind, totals[c.key]),
      ),
    );
    row.font = { bold: true };
  }
  return Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}
