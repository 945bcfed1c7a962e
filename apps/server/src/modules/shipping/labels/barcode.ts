import { toSVG } from 'bwip-js/node';

/** One bar of a linear barcode: left edge and width, in modules (the narrowest bar is 1). */
export interface Bar {
  x: number;
  width: number;
}

export interface LinearBarcode {
  bars: Bar[];
  /** Width in modules, quiet zones excluded. */
  width: number;
}

/**
 * Code 128 bars for `text`, drawn by bwip-js (the same encoder as the order print) and read back
 * from its SVG: each `M x y L x y` stroke of width w is a bar centred on x. Lets the PDF and
 * any other vector output draw the barcode as rectangles, sharp at any printer resolution.
 */
export function code128(text: string): LinearBarcode {
  const svg = toSVG({ bcid: 'code128', text, height: 10, scale: 1, includetext: false });
  const bars: Bar[] = [];
  for (const path of svg.matchAll(/<path[^>]*stroke-width="([\d.]+)"[^>]*d="([^"]+)"/g)) {
    const strokeWidth = Number(path[1]);
    for (const move of path[2]!.matchAll(/M([\d.]+) [\d.]+L/g)) {
      bars.push({ x: Number(move[1]) - strokeWidth / 2, width: strokeWidth });
    }
  }
  if (bars.length === 0) throw new Error(`Code 128 could not encode ${JSON.stringify(text)}`);
  bars.sort((a, b) => a.x - b.x);
  const left = bars[0]!.x;
  const right = Math.max(...bars.map((b) => b.x + b.width));
  // bwip-js draws at 2 units per module at scale 1; normalise to modules.
  const unit = Math.min(...bars.map((b) => b.width));
  return {
    bars: bars.map((b) => ({ x: (b.x - left) / unit, width: b.width / unit })),
    width: (right - left) / unit,
  };
}
