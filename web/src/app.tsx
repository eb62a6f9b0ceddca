import { useEffect, useState } from 'preact/hooks';
import { PublicPages } from './account/public-pages';
import { publicRoute } from './account/public-routes';
import { AuthScreen } from './auth-screen';
import { localeOf } from './i18n/lang';
import { useLang } from './i18n/use-lang';
import { Shell } from './shell';
import { auth } from './session';

export function App() {
  // Every string is read at render time through `t()`: a new language re-renders the whole tree.
  const lang = useLang();
  const [signedIn, setSignedIn] = useState(auth.signedIn());
  const [hash, setHash] = useState(location.hash);
  useEffect(() => auth.onChange(setSignedIn), []);
  useEffect(() => {
    document.documentElement.lang = localeOf(lang);
  }, [lang]);
  useEffect(() => {
    const on = () => setHash(location.hash);
    addEventListener('hashchange', on);
    return () => removeEventListener('hashchange', on);
  }, []);
  // An emailed link (reset, verify) and the privacy page open signed in or not.
  const pub = publicRoute(hash);
  if (pub) return <PublicPages key={lang} page={pub.page} token={pub.token} />;
  return signedIn ? <Shell /> : <AuthScreen key={lang} />;
}
