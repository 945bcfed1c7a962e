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
 * URL; the median of `runs` by performance score.
 */
export async function runLighthouse(url, runs = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
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
    results.sort((a, b) => a.performance - b.performance);
    return { runs, ...results[Math.floor(results.length / 2)] };
  } finally {
    await chrome.kill();
  }
}
