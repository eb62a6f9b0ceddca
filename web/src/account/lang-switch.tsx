import { localeOf, setLang, type Lang } from '../i18n/lang';
import { t } from './messages';

/** A link-like button to read the signed-out pages in the other language (kept on this browser). */
export function LangSwitch({ lang }: { lang: Lang }) {
  const other: Lang = lang === 'en' ? 'pt' : 'en';
  return (
    <button type="button" class="link" lang={localeOf(other)} onClick={() => setLang(other)}>
      {t('switchTo')}
    </button>
  );
}
