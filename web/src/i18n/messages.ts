import i18next from 'i18next';
import { getLang, type Lang } from './lang';

/**
 * Every string a person reads goes through i18next (docs/web-client.md says why that library):
 * interpolation `{{name}}`, plurals by `Intl.PluralRules` (`key_one` / `key_other`, and the
 * base key with `{ count }`), one namespace per page or component so files never share a
 * dictionary. `defineMessages` registers a namespace in both languages and returns its `t`;
 * the Portuguese table must have exactly the English keys (TypeScript checks it).
 */
const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  lng: getLang(),
  fallbackLng: 'en',
  resources: {},
  interpolation: { escapeValue: false }, // Preact escapes text; escaping twice shows &amp; to people.
  returnNull: false,
});

/** i18next's own key typing wants a global resources declaration; ours is per namespace, typed by defineMessages. */
const tr = i18n.t.bind(i18n) as unknown as (key: string, options: Record<string, unknown>) => string;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** `items_one` / `items_other` are asked for as `items` with a count. */
type Base<K> = K extends `${infer B}_${PluralSuffix}` ? B : K;

export type Messages = Record<string, string>;
export type Translate<M extends Messages> = (key: Base<keyof M & string>, vars?: Record<string, unknown> & { count?: number }) => string;

/** Every namespace as defined, in order (a test checks each is complete in Portuguese and no name is used twice). */
export const definedNamespaces: { ns: string; en: Messages; pt: Messages }[] = [];

export function defineMessages<M extends Messages>(ns: string, en: M, pt: { [K in keyof M]: string }): Translate<M> {
  definedNamespaces.push({ ns, en, pt });
  i18n.addResourceBundle('en', ns, en, true, true);
  i18n.addResourceBundle('pt', ns, pt, true, true);
  return (key, vars) => tr(key, { ...vars, ns, lng: getLang() });
}

/** A message in a given language (emails previews, the sign-up screen before any choice). */
export function translateIn(lang: Lang, ns: string, key: string, vars?: Record<string, unknown>): string {
  return tr(key, { ...vars, ns, lng: lang });
}
