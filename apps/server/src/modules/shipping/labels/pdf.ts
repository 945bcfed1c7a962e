import { deflateSync } from 'node:zlib';

/**
 * A small PDF writer for labels: pages of text (the standard Helvetica fonts) and filled
 * rectangles (barcodes, rules). No dependency: labels need nothing more, and a full PDF library
 * would be the server's largest package. Turkish letters print through a font encoding that puts
 * Ğ, İ, Ş, ğ, ı, ş where ISO 8859-9 has them (the standard fonts carry those glyphs); Ç, Ö, Ü,
 * ç, ö, ü are already in WinAnsi.
 */

/** Millimetres to PDF points. */
export const mm = (value: number) => (value * 72) / 25.4;

/** A6 portrait in points. */
export const A6 = { width: mm(105), height: mm(148) } as const;

const TURKISH_CODES: Readonly<Record<string, number>> = {
  Ğ: 0xd0,
  İ: 0xdd,
  Ş: 0xde,
  ğ: 0xf0,
  ı: 0xfd,
  ş: 0xfe,
};
const DIFFERENCES =
  '[208 /Gbreve 221 /Idotaccent 222 /Scedilla 240 /gbreve 253 /dotlessi 254 /scedilla]';

/** Text as the label font's bytes: Latin-1 as is, the six Turkish letters remapped, else '?'. */
export function encodeText(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text.normalize('NFC')) {
    const turkish = TURKISH_CODES[char];
    const code = char.codePointAt(0) ?? 63;
    if (turkish !== undefined) bytes.push(turkish);
    else if (code >= 0x20 && code <= 0x7e) bytes.push(code);
    else if (code >= 0xa0 && code <= 0xff && !(code in REMAPPED)) bytes.push(code);
    else bytes.push(63);
  }
  return Buffer.from(bytes);
}
const REMAPPED: Record<number, true> = {
  208: true,
  221: true,
  222: true,
  240: true,
  253: true,
  254: true,
};

function pdfString(text: string): string {
  const bytes = encodeText(text);
  let out = '(';
  for (const byte of bytes) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

const n = (value: number) => (Math.round(value * 100) / 100).toString();

/** Drawing on one page; y grows upwards from the bottom edge, as in PDF. */
export class PdfPage {
  readonly ops: string[] = [];
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  text(x: number, y: number, text: string, size: number, bold = false): this {
    this.ops.push(
      `BT /${bold ? 'F2' : 'F1'} ${n(size)} Tf ${n(x)} ${n(y)} Td ${pdfString(text)} Tj ET`,
    );
    return this;
  }

  rect(x: number, y: number, width: number, height: number): this {
    this.ops.push(`${n(x)} ${n(y)} ${n(width)} ${n(height)} re f`);
    return this;
  }

  /** An outlined rectangle. */
  frame(x: number, y: number, width: number, height: number, line = 0.8): this {
    this.ops.push(`${n(line)} w ${n(x)} ${n(y)} ${n(width)} ${n(height)} re S`);
    return this;
  }
}

/** Rough Helvetica width of `text` at `size` (average glyph ≈ 0.54 em), for wrapping lines. */
export function approximateWidth(text: string, size: number, bold = false): number {
  return text.length * size * (bold ? 0.58 : 0.54);
}

/** Splits `text` into lines no wider than `width` (words kept whole where they fit). */
export function wrap(text: string, width: number, size: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (approximateWidth(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/.{0,3}$/, '')}...`;
    return kept;
  }
  return lines;
}

/** Writes pages into one PDF file. */
export function writePdf(pages: readonly PdfPage[], title: string): Buffer {
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const catalog = add('');
  const pagesId = add('');
  const font = (base: string) =>
    add(
      `<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences ${DIFFERENCES} >> >>`,
    );
  const regular = font('Helvetica');
  const bold = font('Helvetica-Bold');
  const pageIds: number[] = [];
  for (const page of pages) {
    const content = deflateSync(Buffer.from(page.ops.join('\n'), 'latin1'));
    const stream = add(
      Buffer.concat([
        Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
        content,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${n(page.width)} ${n(page.height)}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesId} 0 R >>`, 'latin1');
  objects[pagesId - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    'latin1',
  );
  const info = add(`<< /Title ${pdfString(title)} /Producer (Carsi) >>`);
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
