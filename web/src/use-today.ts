import { useEffect, useState } from 'preact/hooks';
import { loadConfiguration } from './config';

/** The person's time zone (their configuration's; the browser's until it is read, or if it cannot be). */
export function usePersonZone(): string | undefined {
  const [zone, setZone] = useState<string>();
  useEffect(() => {
    let alive = true;
    const browser = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
    loadConfiguration().then(
      (c) => alive && setZone(c.timeZone || browser()),
      () => alive && setZone(browser()),
    );
    return () => void (alive = false);
  }, []);
  return zone;
}
