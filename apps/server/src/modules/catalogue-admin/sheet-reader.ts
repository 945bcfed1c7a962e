import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { BULK_COLUMNS, BULK_ROW_LIMIT, catalogueAdminErrorCodes } from '@carsi/contract';
import type ExcelJS from 'exceljs';
import { AppError } from '../../http/errors';

export type SheetFormat = 'csv' | 'xlsx';

/** One row of the sheet as text: its number in the file and the bulk columns, in order. */
export interface SheetRow {
  number: number;
  cells: string[];
}

/**
 * Everything an XLSX may hold once unzipped: a 20,000-row sheet is a few MB of XML, so a file
 * that unpacks to more is refused before any of it is parsed (a zip bomb never reaches memory).
 */
const XLSX_UNZIPPED_MAX_BYTES = 64 * 1024 * 1024;
/** Shared strings a 20,000-row sheet can need (every text cell distinct, plus slack). */
const XLSX_SHARED_STRINGS_MAX = 200_000;
/** The file is handed to the parsers in slices this big, so no one step holds the CPU long. */
const SLICE_BYTES = 64 * 1024;
/** Bytes of unzipped XML scanned between two turns of pending I/O. */
const SCAN_PAUSE_BYTES = 512 * 1024;

const badSheet = (message: string) =>
  new AppError(400, catalogueAdminErrorCodes.badSpreadsheet, message, [{ field: 'file', message }]);

const sheetTooLarge = (message: string) =>
  new AppError(413, catalogueAdminErrorCodes.badSpreadsheet, message, [{ field: 'file', message }]);

const unreadable = (format: SheetFormat) =>
  badSheet(`Dosya okunamadı: geçerli bir ${format.toUpperCase()} dosyası yükleyin.`);

function* slices(bytes: Buffer) {
  for (let start = 0; start < bytes.length; start += SLICE_BYTES) {
    yield bytes.subarray(start, start + SLICE_BYTES);
  }
}

/**
 * The slices as a stream that lets pending I/O run before each next slice: a zip and its XML
 * are parsed inside the stream's own callbacks, which would otherwise never give way.
 */
const streamOf = (bytes: Buffer) =>
  Readable.from(
    (async function* () {
      for (const slice of slices(bytes)) {
        await new Promise((resolve) => setImmediate(resolve));
        yield slice;
      }
    })(),
  );

/**
 * The rows of an uploaded CSV or XLSX (the first sheet), read as a stream: nothing but the
 * current row is kept, so the caller decides how many rows it takes and stops reading there.
 */
export function readSheetRows(bytes: Buffer, format: SheetFormat): AsyncGenerator<SheetRow> {
  return format === 'csv' ? csvRows(bytes) : xlsxRows(bytes);
}

// ── CSV ─────────────────────────────────────────────────────────────────────

/**
 * The CSV record starting at `at`: its fields and where the next one starts, or null when the
 * text ends before the record does (more text is needed) — at the end of the file the last
 * record needs no line break. A quote still open at the end of the file makes it unreadable.
 */
function csvRecord(text: string, at: number, delimiter: string, final: boolean) {
  const fieldEnd = delimiter === ';' ? /[;\r\n]/g : /[,\r\n]/g;
  const fields: string[] = [];
  let i = at;
  for (;;) {
    if (i >= text.length) {
      if (!final || (i === at && fields.length === 0)) return null;
      fields.push('');
      return { fields, next: i };
    }
    let field: string;
    if (text[i] === '"') {
      let close = i + 1;
      for (;;) {
        close = text.indexOf('"', close);
        if (close === -1 || close + 1 >= text.length) break;
        if (text[close + 1] !== '"') break;
        close += 2;
      }
      if (close === -1 || (close + 1 >= text.length && !final)) {
        if (final) throw unreadable('csv');
        return null;
      }
      field = text.slice(i + 1, close).replaceAll('""', '"');
      i = close + 1;
      fieldEnd.lastIndex = i;
      const rest = fieldEnd.exec(text);
      const stop = rest ? rest.index : text.length;
      field += text.slice(i, stop);
      i = stop;
    } else {
      fieldEnd.lastIndex = i;
      const found = fieldEnd.exec(text);
      const stop = found ? found.index : text.length;
      field = text.slice(i, stop);
      i = stop;
    }
    fields.push(field);
    if (i >= text.length) {
      if (!final) return null;
      return { fields, next: i };
    }
    const char = text[i];
    if (char === delimiter) {
      i += 1;
      continue;
    }
    // A line break: "\r\n" is one, and so is a lone "\r" or "\n".
    if (char === '\r' && i + 1 >= text.length && !final) return null;
    return { fields, next: i + (char === '\r' && text[i + 1] === '\n' ? 2 : 1) };
  }
}

/**
 * RFC 4180 records (quoted fields may hold the delimiter, quotes and line breaks), one at a
 * time, decoding the file slice by slice: no step decodes or holds more than a slice and the
 * record in progress.
 */
function* csvRecords(bytes: Buffer, delimiter: string): Generator<string[]> {
  const decoder = new StringDecoder('utf8');
  let text = '';
  for (const slice of slices(bytes)) {
    text += decoder.write(slice);
    let at = 0;
    for (let record = csvRecord(text, at, delimiter, false); record; ) {
      yield record.fields;
      at = record.next;
      record = csvRecord(text, at, delimiter, false);
    }
    text = text.slice(at);
  }
  text += decoder.end();
  let at = 0;
  for (let record = csvRecord(text, at, delimiter, true); record; ) {
    yield record.fields;
    at = record.next;
    record = csvRecord(text, at, delimiter, true);
  }
}

async function* csvRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const firstLine = bytes.subarray(start, start + SLICE_BYTES).toString('utf8');
  // Excel in Turkish saves with ";" (the comma is the decimal mark): the header line decides.
  const header = firstLine.slice(0, firstLine.search(/\r|\n|$/));
  const delimiter = header.split(';').length > header.split(',').length ? ';' : ',';
  let number = 0;
  for (const record of csvRecords(bytes.subarray(start), delimiter)) {
    number += 1;
    yield { number, cells: BULK_COLUMNS.map((_, i) => (record[i] ?? '').trim()) };
  }
}

// ── XLSX ────────────────────────────────────────────────────────────────────

const inflate = promisify(inflateRaw);

const ROW = Buffer.from('row');

/**
 * Rows of a sheet's XML that hold something (`<row …>…</row>`, not `<row …/>`), any prefix;
 * pending I/O gets a turn after every megabyte scanned.
 */
async function countRows(xml: Buffer): Promise<number> {
  let count = 0;
  let pause = SCAN_PAUSE_BYTES;
  for (let at = xml.indexOf(ROW); at !== -1; at = xml.indexOf(ROW, at + 3)) {
    if (at > pause) {
      await new Promise((resolve) => setImmediate(resolve));
      pause = at + SCAN_PAUSE_BYTES;
    }
    const before = xml[at - 1];
    const after = xml[at + 3];
    if ((before !== 0x3c && before !== 0x3a) || (after !== 0x20 && after !== 0x3e)) continue;
    const close = xml.indexOf(0x3e, at);
    if (close !== -1 && xml[close - 1] !== 0x2f) count += 1;
  }
  return count;
}

export const rowLimitExceeded = () =>
  sheetTooLarge(
    `Dosyada en çok ${BULK_ROW_LIMIT.toLocaleString('tr-TR')} satır olabilir. Dosyayı bölüp ayrı ayrı yükleyin.`,
  );

/**
 * Unzips every entry of the in-memory file against one budget, off the main thread, and throws
 * a 413 once the budget is spent (the sizes a zip declares can lie, the unzipped bytes cannot),
 * or when the first sheet holds more rows than a preview reads (header included): such a file
 * is refused before it is parsed.
 */
async function checkUnzipped(bytes: Buffer): Promise<void> {
  const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd === -1 || eocd + 22 > bytes.length) throw unreadable('xlsx');
  const entries = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  let budget = XLSX_UNZIPPED_MAX_BYTES;
  let sheetSeen = false;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw unreadable('xlsx');
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const local = bytes.readUInt32LE(at + 42);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) {
      throw unreadable('xlsx');
    }
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + compressedSize);
    let content: Buffer;
    if (method === 0) content = data;
    else if (method === 8) {
      try {
        content = await inflate(data, { maxOutputLength: Math.max(budget, 1) });
      } catch (error) {
        if ((error as { code?: string }).code !== 'ERR_BUFFER_TOO_LARGE') throw unreadable('xlsx');
        content = Buffer.alloc(0);
        budget = -1;
      }
    } else throw unreadable('xlsx');
    budget -= content.length;
    if (budget < 0) {
      throw sheetTooLarge(
        `Dosya açıldığında ${XLSX_UNZIPPED_MAX_BYTES / 1024 / 1024} MB'tan büyük; bu kadar satır bir kerede okunamaz. Dosyayı bölüp ayrı ayrı yükleyin.`,
      );
    }
    if (!sheetSeen && /^xl\/worksheets\/sheet\d+\.xml$/.test(name)) {
      sheetSeen = true;
      if ((await countRows(content)) > BULK_ROW_LIMIT + 1) throw rowLimitExceeded();
    }
  }
}

/**
 * exceljs (tens of MB once loaded) is loaded on the first export or upload: only the back
 * office uses it, and a storefront server should not carry it in memory.
 */
export async function loadExcel(): Promise<typeof ExcelJS> {
  const { default: excel } = await import('exceljs');
  return excel;
}

/** The parts of exceljs's WorkbookReader used here (its typings leave out `parse`). */
interface Reader {
  parse(): AsyncGenerator<{ eventType: string; value: unknown } | { index: number; text: unknown }>;
  sharedStrings?: unknown[];
  workbookRels?: unknown[];
  model?: object;
}

/**
 * Two streaming passes over the file (exceljs's WorkbookReader): the first keeps only the
 * shared strings (counted), the second walks the first sheet row by row with them at hand, so
 * a sheet stored before its strings (as Excel writes them) is never spooled to a temp file.
 */
async function* xlsxRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  await checkUnzipped(bytes);
  const excel = await loadExcel();
  const open = (options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>) => {
    const reader = new excel.stream.xlsx.WorkbookReader(streamOf(bytes), {
      worksheets: 'ignore',
      sharedStrings: 'ignore',
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
      ...options,
    }) as unknown as Reader;
    // Present before the sheet arrives: the reader then parses it in place.
    reader.sharedStrings = [];
    reader.workbookRels = [];
    reader.model = {};
    return reader;
  };
  const strings: unknown[] = [];
  try {
    // Each shared string comes out as `{ index, text }`, among the reader's other events.
    for await (const event of open({ sharedStrings: 'emit' }).parse()) {
      if (!('index' in event)) continue;
      if (strings.length >= XLSX_SHARED_STRINGS_MAX) {
        throw sheetTooLarge(
          'Dosyada bir kerede okunabilecekten çok metin var. Dosyayı bölüp ayrı ayrı yükleyin.',
        );
      }
      strings.push((event as { text: unknown }).text);
    }
  } catch (error) {
    throw error instanceof AppError ? error : unreadable('xlsx');
  }
  const reader = open({ worksheets: 'emit' });
  reader.sharedStrings = strings;
  let sheet: ExcelJS.stream.xlsx.WorksheetReader | undefined;
  const events = reader.parse();
  try {
    for await (const event of events) {
      if (!('eventType' in event) || event.eventType !== 'worksheet') continue;
      sheet = event.value as ExcelJS.stream.xlsx.WorksheetReader;
      for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as ExcelJS.CellValue[];
        yield { number: row.number, cells: BULK_COLUMNS.map((_, i) => cellText(values[i + 1])) };
      }
      return;
    }
  } catch (error) {
    throw error instanceof AppError ? error : unreadable('xlsx');
  } finally {
    await events.return(undefined);
  }
  if (!sheet) throw badSheet('Dosyada sayfa yok.');
}

function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value)
      return value.richText
        .map((t) => t.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
    return '';
  }
  return String(value).trim();
}
