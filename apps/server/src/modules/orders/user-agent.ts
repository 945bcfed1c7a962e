import type { UserAnalyticsData } from '../../db/schema';

const pick = (
  ua: string,
  rules: ReadonlyArray<readonly [RegExp, string]>,
  fallback = 'Bilinmiyor',
) => rules.find(([pattern]) => pattern.test(ua))?.[1] ?? fallback;

const browsers = [
  [/Instagram/i, 'Instagram'],
  [/FBAN|FBAV/i, 'Facebook'],
  [/SamsungBrowser/i, 'Samsung Internet'],
  [/YaBrowser/i, 'Yandex'],
  [/OPR\/|Opera/i, 'Opera'],
  [/Edg\//i, 'Edge'],
  [/Firefox\/|FxiOS/i, 'Firefox'],
  [/Chrome\/|CriOS/i, 'Chrome'],
  [/Safari\//i, 'Safari'],
] as const;

const systems = [
  [/Windows NT/i, 'Windows'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Android/i, 'Android'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
] as const;

const engines = [
  [/Gecko\/\d/i, 'Gecko'],
  [/Chrome\/|CriOS|Edg\//i, 'Blink'],
  [/AppleWebKit/i, 'WebKit'],
  [/Trident/i, 'Trident'],
] as const;

const cpus = [
  [/arm64|aarch64/i, 'arm64'],
  [/x86_64|x64|Win64|amd64|WOW64/i, 'amd64'],
  [/armv7|arm/i, 'arm'],
  [/i[3-6]86/i, 'ia32'],
] as const;

/** Order analytics (userAnalytics) from the User-Agent header, without a parser library. */
export function parseUserAgent(header: string | undefined): UserAnalyticsData {
  const ua = (header ?? '').slice(0, 500);
  const device = /iPad|Tablet/i.test(ua)
    ? 'tablet'
    : /Mobi|iPhone|Android/i.test(ua)
      ? 'mobile'
      : ua
        ? 'desktop'
        : 'Bilinmiyor';
  return {
    userAgent: ua,
    userBrowser: pick(ua, browsers),
    userDevice: device,
    userEngine: pick(ua, engines),
    userOS: pick(ua, systems),
    userCPU: pick(ua, cpus, ''),
  };
}
