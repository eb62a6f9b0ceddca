import { useEffect, useState } from 'preact/hooks';

export const PAGES = [
  { path: '/habits', label: 'Habits' },
  { path: '/tasks', label: 'Tasks' },
  { path: '/ideas', label: 'Ideas' },
] as const;

/** Where a client domain lives in this shell (a write card links there). */
export const DOMAIN_PAGE: Partial<Record<string, { path: string; label: string }>> = {
  habits: PAGES[0],
  tasks: PAGES[1],
  quickNotes: PAGES[2],
};

const current = () => {
  const path = location.hash.replace(/^#/, '');
  return PAGES.some((p) => p.path === path) ? path : '/habits';
};

/** A hash route, so the static server needs no fallback rules. */
export function useRoute(): string {
  const [route, setRoute] = useState(current);
  useEffect(() => {
    const on = () => setRoute(current());
    addEventListener('hashchange', on);
    return () => removeEventListener('hashchange', on);
  }, []);
  return route;
}
