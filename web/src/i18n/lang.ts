import { useEffect, useState } from 'preact/hooks';

/**
 * The page's language. Signed in, it is the configuration's `language` (the shell sets it once
 * the configuration loads, and settings change it); before that (sign-up, reset and verify
 * links, privacy) it is the last one chosen on this browser, else the browser's own.
 */
export type Lang = 'en' | 'pt';
export const LANGS: readonly Lang[] = ['en', 'pt'];

const KEY = 'beyou.lang';
const listeners = new Set<(lang: Lang) => void>();

function initial(): Lang {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === 'en' || saved === 'pt') return saved;
  } catch {
    /* storage unavailable: follow the browser */
  }
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('pt') ? 'pt' : 'en';
}

let current: Lang = initial();

export const getLang = (): Lang => current;

/** The BCP 47 tag Intl formats with: Brazilian Portuguese, not Portugal's. */
export const localeOf = (lang: Lang = current): string => (lang === 'pt' ? 'pt-BR' : 'en');

/** Switch the whole page's language; every `useLang()` re-renders with it. */
export function setLang(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    /* not kept across reloads: fine */
  }
  if (lang === current) return;
  current = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(lang);
  for (const fn of listeners) fn(lang);
}

/** The current language, re-rendering the component when it changes (used at the app's root). */
export function useLang(): Lang {
  const [lang, set] = useState(current);
  useEffect(() => {
    listeners.add(set);
    set(current);
    return () => void listeners.delete(set);
  }, []);
  return lang;
}
