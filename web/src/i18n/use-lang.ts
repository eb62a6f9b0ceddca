import { useEffect, useState } from 'preact/hooks';
import { getLang, onLangChange, type Lang } from './lang';

/** The current language, re-rendering the component when it changes (used at the app's root). */
export function useLang(): Lang {
  const [lang, set] = useState(getLang());
  useEffect(() => {
    set(getLang());
    return onLangChange(set);
  }, []);
  return lang;
}
