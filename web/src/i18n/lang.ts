/**
 * The page's language. Signed in, it is the configuration's `language` (the shell sets it once
 * the configuration loads, and settings change it); before that (sign-up, reset and verify
 * links, privacy) it is the last one chosen on this browser, else the browser's own.
 */
export type Lang = 'en' | 'pt';
export const LANGS: readonly Lang[] = ['en', 'pt'];

const KEY = 'beyou.lang';

/**
 * The browser globals this module reads, typed here so the module also loads (and is unit
 * tested) under Node without the DOM typings: each is absent there and guarded.
 */
const g = globalThis as {
  localStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  navigator?: { language?: string };
  document?: { documentElement: { lang: string } };
};
const listeners = new Set<(lang: Lang) => void>();

function initial(): Lang {
  try {
    const saved = g.localStorage?.getItem(KEY);
    if (saved === 'en' || saved === 'pt') return saved;
  } catch {
    /* storage unavailable: follow the browser */
  }
  return g.navigator?.language?.toLowerCase().startsWith('pt') ? 'pt' : 'en';
}

let current: Lang = initial();

export const getLang = (): Lang => current;

/** The BCP 47 tag Intl formats with: Brazilian Portuguese, not Portugal's. */
export const localeOf = (lang: Lang = current): string => (lang === 'pt' ? 'pt-BR' : 'en');

/** Switch the whole page's language; every `useLang()` re-renders with it. */
export function setLang(lang: Lang): void {
  try {
    g.localStorage?.setItem(KEY, lang);
  } catch {
    /* not kept across reloads: fine */
  }
  if (lang === current) return;
  current = lang;
  if (g.document) g.document.documentElement.lang = localeOf(lang);
  for (const fn of listeners) fn(lang);
}

/** Called on every change of language (the `useLang` hook's way in). */
export function onLangChange(fn: (lang: Lang) => void): () => void {
  listeners.add(fn);
  return () => void listeners.delete(fn);
}
