/**
 * "Firefox on Linux" from a User-Agent header: enough for a person to recognise a device in
 * the sessions list, without storing the full header (a fingerprint nobody needs to keep).
 * Undefined when nothing is recognised (the client then says "unknown device" in its language).
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/Expo|okhttp|CFNetwork/, 'Beyou app'],
  [/curl\//, 'curl'],
  [/node|undici/i, 'Node.js'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function summarizeUserAgent(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const ua = header.slice(0, 512);
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system;
}
