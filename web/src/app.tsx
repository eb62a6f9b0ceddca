import { useEffect, useState } from 'preact/hooks';
import { PublicPages } from './account/public-pages';
import { publicRoute } from './account/public-routes';
import { AuthScreen } from './auth-screen';
import { Shell } from './shell';
import { auth } from './session';

export function App() {
  const [signedIn, setSignedIn] = useState(auth.signedIn());
  const [hash, setHash] = useState(location.hash);
  useEffect(() => auth.onChange(setSignedIn), []);
  useEffect(() => {
    const on = () => setHash(location.hash);
    addEventListener('hashchange', on);
    return () => removeEventListener('hashchange', on);
  }, []);
  // An emailed link (reset, verify) and the privacy page open signed in or not.
  const pub = publicRoute(hash);
  if (pub) return <PublicPages page={pub.page} token={pub.token} />;
  return signedIn ? <Shell /> : <AuthScreen />;
}
