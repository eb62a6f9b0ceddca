import { useEffect, useState } from 'preact/hooks';
import { parseRoute, type Route } from './routes';

export { DOMAIN_PAGE, PAGES, href, parseRoute, type PagePath, type Route } from './routes';

/** A hash route, so the static server needs no fallback rules. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const on = () => setRoute(parseRoute(location.hash));
    addEventListener('hashchange', on);
    return () => removeEventListener('hashchange', on);
  }, []);
  return route;
}
