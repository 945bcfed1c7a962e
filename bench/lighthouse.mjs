import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The Chromium flags of playwright.config.ts: this machine's closed network refuses the rest. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown, Moto G-class screen) on one
 * URL; the median of `runs` by performance score, with the spread of the scores and of Total
 * Blocking Time (single runs on a shared 2-core machine vary a lot). A run Lighthouse itself
 * reports as broken (e.g. NO_NAVSTART, a trace it failed to record) is run again, twice at most.
 * One warm-up run comes first and is not counted.
 */
export async function runLighthouse(url, runs = 5) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    // A first, discarded run: the machine's memory manager pages out code that sat idle, so the
    // first load in a fresh browser also measures the disk reading Chromium back in.
    await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const results = [];
    let retries = 2;
    while (results.length < runs) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (result.lhr.runtimeError) {
        if (retries-- === 0) throw new Error(`Lighthouse failed: ${result.lhr.runtimeError.code}`);
        continue;
      }
      const { categories, audits } = result.lhr;
      results.push({
        performance: Math.round((categories.performance.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
        cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        speedIndexMs: Math.round(audits['speed-index'].numericValue),
        failedAccessibilityAudits: Object.values(audits)
          .filter(
            (a) =>
              a.score === 0 &&
              result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
          )
          .map((a) => a.id),
      });
    }
    const spread = (key) => {
      const values = results.map((r) => r[key]).sort((a, b) => a - b);
      return `${values[0]}–${values.at(-1)}`;
    };
    const performanceRange = spread('performance');
    const tbtRangeMs = spread('tbtMs');
    const tbts = results.map((r) => r.tbtMs).sort((a, b) => a - b);
    const tbtMedianMs = tbts[Math.floor(tbts.length / 2)];
    results.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
    return {
      runs,
      ...results[Math.floor(results.length / 2)],
      performanceRange,
      tbtMedianMs,
      tbtRangeMs,
    };
  } finally {
    await chrome.kill();
  }
}
