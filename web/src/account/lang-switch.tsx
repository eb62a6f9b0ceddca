import { saveLang, WORDS, type Lang } from './i18n';

/** A link-like button to read the page in the other language. */
export function LangSwitch({ lang, onChange }: { lang: Lang; onChange(lang: Lang): void }) {
  const other: Lang = lang === 'en' ? 'pt' : 'en';
  return (
    <button type="button" class="link" lang={other === 'pt' ? 'pt-BR' : 'en'} onClick={() => (saveLang(other), onChange(other))}>
      {WORDS[lang].switchTo}
    </button>
  );
}
