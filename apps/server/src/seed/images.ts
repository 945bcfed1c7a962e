/**
 * Demo product images, drawn locally: an SVG of a textile shape (folded stack, pillow, duvet,
 * towels, robe …) filled with a fabric pattern in the SKU colour, rasterised by sharp and
 * written as WebP at every responsive width. No text is drawn, so no fonts are needed, and
 * nothing is downloaded.
 */
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StoredImage } from '../db/schema/catalogue';
import type { ImageSpec } from './build';
import type { Pattern, Shape } from './catalogue-data';
import { createRandom } from './random';

export const IMAGE_SIZE = 960;
export const IMAGE_WIDTHS: readonly number[] = [320, 640, 960];
const WEBP_QUALITY = 72;
/** 1 of 0–6: a third of the encoding time of the default 4; files are a little larger. */
const WEBP_EFFORT = 1;

export function imagePath(uploadsDir: string, key: string, width: number): string {
  return path.join(uploadsDir, `${key}-${width}.webp`);
}

export function storedImage(spec: ImageSpec): StoredImage {
  return {
    key: spec.key,
    alt: spec.alt,
    width: IMAGE_SIZE,
    height: IMAGE_SIZE,
    widths: [...IMAGE_WIDTHS],
  };
}

// ── colour helpers ──────────────────────────────────────────────────────────

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Relative luminance 0 (black) … 1 (white), roughly. */
function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const SOFT_BACKGROUNDS = ['#f4efe8', '#eef1f5', '#f3ede6', '#edf3ef', '#f5eef0', '#f1f0ea'];
const DEEPER_BACKGROUNDS = ['#dfe3e8', '#e4dbd0', '#dbe4de', '#e6dcdc', '#e1dfd6'];

interface Palette {
  base: string;
  accent: string;
  edge: string;
  background: string;
  floor: string;
}

function palette(color: string, variant: number): Palette {
  const light = luminance(color) > 0.78;
  const dark = luminance(color) < 0.3;
  const backgrounds = light ? DEEPER_BACKGROUNDS : SOFT_BACKGROUNDS;
  const background = backgrounds[variant % backgrounds.length] ?? '#f1f0ea';
  return {
    base: color,
    accent: dark ? mix(color, '#ffffff', 0.35) : mix(color, '#1d1d1d', light ? 0.22 : 0.3),
    edge: mix(color, '#000000', light ? 0.25 : 0.35),
    background,
    floor: mix(background, '#8a7f74', 0.14),
  };
}

// ── patterns ────────────────────────────────────────────────────────────────

/** The content of one pattern tile of size s × s. */
function patternTile(pattern: Pattern, s: number, p: Palette): string {
  const a = p.accent;
  const bg = `<rect width="${s}" height="${s}" fill="${p.base}"/>`;
  const h = s / 2;
  switch (pattern) {
    case 'plain':
      return `${bg}<path d="M0 ${h}H${s}M${h} 0V${s}" stroke="${a}" stroke-width="${s / 8}" opacity="0.12"/>`;
    case 'stripes':
      return `${bg}<rect width="${s * 0.38}" height="${s}" fill="${a}" opacity="0.55"/><rect x="${s * 0.5}" width="${s * 0.06}" height="${s}" fill="${a}" opacity="0.4"/>`;
    case 'pinstripe':
      return `${bg}<rect width="${s * 0.07}" height="${s}" fill="${a}" opacity="0.45"/>`;
    case 'checks':
      return `${bg}<rect width="${s}" height="${h}" fill="${a}" opacity="0.35"/><rect width="${h}" height="${s}" fill="${a}" opacity="0.35"/>`;
    case 'waves':
      return `${bg}<path d="M0 ${h} Q${s / 4} ${s * 0.15} ${h} ${h} T${s} ${h}" fill="none" stroke="${a}" stroke-width="${s / 9}" opacity="0.6"/>`;
    case 'dots':
      return `${bg}<g fill="${a}" opacity="0.55"><circle cx="${h}" cy="${h}" r="${s / 8}"/><circle cx="0" cy="0" r="${s / 8}"/><circle cx="${s}" cy="0" r="${s / 8}"/><circle cx="0" cy="${s}" r="${s / 8}"/><circle cx="${s}" cy="${s}" r="${s / 8}"/></g>`;
    case 'quilt':
      return `${bg}<path d="M${h} 0L${s} ${h}L${h} ${s}L0 ${h}Z" fill="url(#puff)"/><path d="M${h} 0L${s} ${h}L${h} ${s}L0 ${h}Z" fill="none" stroke="${p.edge}" stroke-width="${s / 40}" stroke-dasharray="${s / 16} ${s / 24}" opacity="0.55"/>`;
    case 'waffle': {
      const m = s * 0.12;
      return `${bg}<rect x="${m}" y="${m}" width="${s - 2 * m}" height="${s - 2 * m}" rx="${m / 2}" fill="url(#cell)" stroke="${p.edge}" stroke-width="${s / 30}" stroke-opacity="0.35"/>`;
    }
    case 'herringbone':
      return `${bg}<path d="M0 0L${h} ${h}L0 ${s}M${h} 0L${s} ${h}L${h} ${s}M${s} 0L${s * 1.5} ${h}" fill="none" stroke="${a}" stroke-width="${s / 7}" opacity="0.45"/>`;
    case 'terry': {
      const r = s / 9;
      return `${bg}<g fill="none" stroke="${a}" stroke-width="${r / 1.6}" opacity="0.35"><circle cx="${s * 0.25}" cy="${s * 0.25}" r="${r}"/><circle cx="${s * 0.75}" cy="${s * 0.3}" r="${r}"/><circle cx="${s * 0.3}" cy="${s * 0.75}" r="${r}"/><circle cx="${s * 0.78}" cy="${s * 0.8}" r="${r}"/></g>`;
    }
    case 'flowers': {
      const r = s / 9;
      const petals = [0, 72, 144, 216, 288]
        .map((deg) => {
          const rad = (deg * Math.PI) / 180;
          return `<circle cx="${h + Math.cos(rad) * r * 1.4}" cy="${h + Math.sin(rad) * r * 1.4}" r="${r}"/>`;
        })
        .join('');
      return `${bg}<g fill="${a}" opacity="0.5">${petals}</g><circle cx="${h}" cy="${h}" r="${r * 0.7}" fill="${p.edge}" opacity="0.5"/>`;
    }
    case 'knit':
      return `${bg}<g fill="none" stroke="${a}" stroke-width="${s / 9}" opacity="0.45"><path d="M${s * 0.1} 0L${h} ${s * 0.45}L${s * 0.9} 0"/><path d="M${s * 0.1} ${h}L${h} ${s * 0.95}L${s * 0.9} ${h}"/></g>`;
  }
}

/** Pattern and gradient definitions. Patterns are never rotated: librsvg renders a
 * transformed pattern more than ten times slower. */
function defs(spec: ImageSpec, p: Palette, tile: number): string {
  return `<defs>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<radialGradient id="puff" cx="0.45" cy="0.4" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0.14"/></radialGradient>
<linearGradient id="cell" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#fff" stop-opacity="0.18"/></linearGradient>
<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>
<linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
<radialGradient id="glow" cx="0.42" cy="0.38" r="0.65"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.7" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></radialGradient>
<pattern id="fab" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">${patternTile(spec.pattern, tile, p)}</pattern>
</defs>`;
}

// ── shapes ──────────────────────────────────────────────────────────────────

/** Fills a path with the fabric, then shades it for volume. */
function fabric(d: string, p: Palette, shade = 'url(#light)'): string {
  return `<path d="${d}" fill="url(#fab)"/><path d="${d}" fill="${shade}"/><path d="${d}" fill="none" stroke="${p.edge}" stroke-width="3" stroke-opacity="0.5"/>`;
}

function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${x + r} ${y}H${x + w - r}Q${x + w} ${y} ${x + w} ${y + r}V${y + h - r}Q${x + w} ${y + h} ${x + w - r} ${y + h}H${x + r}Q${x} ${y + h} ${x} ${y + h - r}V${y + r}Q${x} ${y} ${x + r} ${y}Z`;
}

function pillowPath(x: number, y: number, w: number, h: number): string {
  const dx = w * 0.06;
  const dy = h * 0.1;
  return `M${x} ${y}Q${x + w / 2} ${y + dy} ${x + w} ${y}Q${x + w - dx} ${y + h / 2} ${x + w} ${y + h}Q${x + w / 2} ${y + h - dy} ${x} ${y + h}Q${x + dx} ${y + h / 2} ${x} ${y}Z`;
}

function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadow)"/>`;
}

function stack(p: Palette): string {
  const layers = [
    { x: 215, y: 575, w: 530, h: 120 },
    { x: 200, y: 455, w: 560, h: 120 },
    { x: 225, y: 335, w: 510, h: 120 },
  ];
  const body = layers
    .map(({ x, y, w, h }) => {
      const d = roundedRect(x, y, w, h, 26);
      return `${fabric(d, p)}<path d="${roundedRect(x, y, 70, h, 26)}" fill="url(#side)"/><path d="M${x + 30} ${y + h / 2}H${x + w - 20}" stroke="${p.edge}" stroke-width="2" stroke-opacity="0.25"/>`;
    })
    .join('');
  const ribbon = `<rect x="590" y="330" width="46" height="370" fill="${p.accent}" opacity="0.55"/><rect x="598" y="330" width="6" height="370" fill="#fff" opacity="0.25"/>`;
  return `${shadow(480, 705, 330, 40)}${body}${ribbon}`;
}

function pillow(p: Palette): string {
  const back = pillowPath(250, 250, 500, 330);
  const front = pillowPath(190, 370, 560, 360);
  return `${shadow(480, 745, 330, 42)}<g opacity="0.92">${fabric(back, p, 'url(#glow)')}</g>${fabric(front, p, 'url(#glow)')}`;
}

function cushion(p: Palette): string {
  const d = pillowPath(250, 250, 460, 460);
  const piping = `<path d="${d}" fill="none" stroke="${p.accent}" stroke-width="10" stroke-opacity="0.6"/>`;
  return `${shadow(480, 735, 280, 38)}${fabric(d, p, 'url(#glow)')}${piping}`;
}

function flat(p: Palette): string {
  const d = roundedRect(210, 230, 540, 500, 18);
  const stitch = `<path d="${roundedRect(240, 260, 480, 440, 10)}" fill="none" stroke="${p.edge}" stroke-width="4" stroke-dasharray="14 10" stroke-opacity="0.45"/>`;
  return `${shadow(480, 745, 320, 34)}${fabric(d, p)}${stitch}`;
}

function duvet(p: Palette): string {
  const top = roundedRect(170, 300, 620, 300, 70);
  const roll = `M170 520Q170 690 330 690H630Q790 690 790 520Q790 610 630 610H330Q170 610 170 520Z`;
  return `${shadow(480, 705, 350, 44)}${fabric(top, p, 'url(#glow)')}${fabric(roll, p)}<path d="${roundedRect(200, 330, 560, 240, 50)}" fill="none" stroke="${p.edge}" stroke-width="4" stroke-dasharray="12 9" stroke-opacity="0.4"/>`;
}

function bed(p: Palette): string {
  const wood = '#b8977a';
  const headboard = `<path d="${roundedRect(170, 250, 620, 230, 30)}" fill="${wood}"/><path d="${roundedRect(170, 250, 620, 230, 30)}" fill="url(#light)"/>`;
  const topFace = 'M180 430H780L850 530H110Z';
  const frontFace = 'M110 530H850V640H110Z';
  const legs = `<rect x="140" y="640" width="30" height="50" fill="${mix(wood, '#000000', 0.3)}"/><rect x="790" y="640" width="30" height="50" fill="${mix(wood, '#000000', 0.3)}"/>`;
  const pillowOnBed = `<path d="${pillowPath(270, 385, 420, 110)}" fill="#fbfaf7"/><path d="${pillowPath(270, 385, 420, 110)}" fill="url(#glow)"/>`;
  const elastic = `<path d="M110 625H850" stroke="${p.edge}" stroke-width="6" stroke-opacity="0.35"/>`;
  return `${shadow(480, 700, 390, 36)}${headboard}${legs}${fabric(topFace, p)}${fabric(frontFace, p)}${elastic}${pillowOnBed}`;
}

function blanket(p: Palette): string {
  const lower = roundedRect(190, 500, 580, 170, 40);
  const upper = roundedRect(220, 340, 520, 170, 40);
  const drape = 'M740 380Q830 420 810 560Q800 640 740 660L740 380Z';
  const stitches = Array.from(
    { length: 16 },
    (_, i) =>
      `<path d="M${250 + i * 30} 495V515" stroke="${p.edge}" stroke-width="4" stroke-opacity="0.45"/>`,
  ).join('');
  return `${shadow(480, 690, 340, 40)}${fabric(lower, p)}${fabric(drape, p)}${fabric(upper, p, 'url(#glow)')}${stitches}`;
}

function towels(p: Palette): string {
  const roll = (cx: number, cy: number, r: number) => {
    const d = `M${cx - r} ${cy}A${r} ${r} 0 1 0 ${cx + r} ${cy}A${r} ${r} 0 1 0 ${cx - r} ${cy}Z`;
    const spiral = [0.72, 0.46, 0.22]
      .map(
        (k) =>
          `<circle cx="${cx + r * (1 - k) * 0.12}" cy="${cy}" r="${r * k}" fill="none" stroke="${p.edge}" stroke-width="5" stroke-opacity="0.35"/>`,
      )
      .join('');
    return `${fabric(d, p, 'url(#glow)')}${spiral}`;
  };
  return `${shadow(480, 720, 330, 40)}${roll(345, 575, 140)}${roll(615, 575, 140)}${roll(480, 345, 140)}`;
}

function robe(p: Palette): string {
  const hanger = `<path d="M480 215Q480 170 510 170Q540 170 540 195" fill="none" stroke="#8d8d8d" stroke-width="9" stroke-linecap="round"/><path d="M300 280L480 215L660 280" fill="none" stroke="#9b8a76" stroke-width="14" stroke-linecap="round"/>`;
  const body =
    'M330 265L420 240Q480 300 540 240L630 265L780 540L700 575L640 430L660 820H300L320 430L260 575L180 540Z';
  const collar = `<path d="M420 240Q480 430 500 560L540 240Q500 300 480 300Q450 300 420 240Z" fill="${p.accent}" opacity="0.35"/><path d="M420 240Q470 420 500 560" fill="none" stroke="${p.edge}" stroke-width="4" stroke-opacity="0.45"/>`;
  const belt = `<rect x="312" y="540" width="336" height="34" fill="${p.base}"/><rect x="312" y="540" width="336" height="34" fill="${p.edge}" opacity="0.25"/><path d="M500 560L470 690M510 560L540 700" stroke="${p.base}" stroke-width="26" stroke-linecap="round"/><path d="M500 560L470 690M510 560L540 700" stroke="${p.edge}" stroke-width="26" stroke-linecap="round" stroke-opacity="0.2"/>`;
  return `${shadow(480, 840, 230, 26)}${hanger}${fabric(body, p)}${collar}${belt}`;
}

function set(p: Palette): string {
  // Drawn in place rather than scaled: a transformed pattern renders far slower.
  const duvetBehind = `<g transform="translate(0 -90)">${duvet(p)}</g>`;
  const left = pillowPath(150, 560, 330, 200);
  const right = pillowPath(480, 560, 330, 200);
  return `${duvetBehind}${shadow(480, 770, 360, 30)}${fabric(left, p, 'url(#glow)')}${fabric(right, p, 'url(#glow)')}`;
}

const SHAPES: Record<Shape, (p: Palette) => string> = {
  stack,
  pillow,
  cushion,
  square: flat,
  duvet,
  bed,
  blanket,
  towels,
  robe,
  set,
};

/** The SVG document of one image (960 × 960, no text). */
export function renderSvg(spec: ImageSpec): string {
  const rng = createRandom(spec.variant);
  const p = palette(spec.color, spec.variant);
  const size = IMAGE_SIZE;
  if (spec.view === 'detail') {
    const tile = rng.int(110, 150);
    const fold = `M0 ${rng.int(520, 640)}Q${size / 2} ${rng.int(380, 480)} ${size} ${rng.int(300, 420)}V${size}H0Z`;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${defs(spec, p, tile)}
<rect width="${size}" height="${size}" fill="url(#fab)"/>
<rect width="${size}" height="${size}" fill="url(#light)"/>
<path d="${fold}" fill="#000" opacity="0.1"/>
<path d="${fold}" fill="none" stroke="#fff" stroke-width="10" stroke-opacity="0.25"/>
</svg>`;
  }
  const tile = rng.int(40, 56);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${defs(spec, p, tile)}
<rect width="${size}" height="${size}" fill="${p.background}"/>
<rect y="${size * 0.72}" width="${size}" height="${size * 0.28}" fill="${p.floor}" opacity="0.55"/>
${SHAPES[spec.shape](p)}
</svg>`;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Renders one image at every width; false when all its files were already there. */
async function writeImage(spec: ImageSpec, uploadsDir: string): Promise<boolean> {
  const files = IMAGE_WIDTHS.map((width) => imagePath(uploadsDir, spec.key, width));
  const present = await Promise.all(files.map(exists));
  if (present.every(Boolean)) return false;
  const first = files[0];
  if (first) await mkdir(path.dirname(first), { recursive: true });
  // Loaded only when an image is missing: a restart with the images in place never needs it.
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(Buffer.from(renderSvg(spec)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  await Promise.all(
    IMAGE_WIDTHS.map(async (width, i) => {
      const file = files[i];
      if (!file || present[i]) return;
      const webp = await sharp(data, { raw })
        .resize(width, width)
        .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
        .toBuffer();
      // Write then rename, so an interrupted run never leaves a half file that looks done.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, webp);
      await rename(temporary, file);
    }),
  );
  return true;
}

export interface ImageRunResult {
  written: number;
  skipped: number;
}

/** Writes every image that is not on disk yet, `concurrency` at a time. */
export async function writeProductImages(
  specs: readonly ImageSpec[],
  uploadsDir: string,
  options: { concurrency?: number } = {},
): Promise<ImageRunResult> {
  const result: ImageRunResult = { written: 0, skipped: 0 };
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const spec = specs[next++];
      if (!spec) break;
      if (await writeImage(spec, uploadsDir)) result.written++;
      else result.skipped++;
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 4, specs.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return result;
}
