/** Every IANA zone this browser knows, plus UTC and the saved one (which the list may spell differently). */
export function zoneChoices(saved: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', saved, ...known])].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
}

export const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
