import { useEffect, useState } from 'preact/hooks';
import { AuthScreen } from './auth-screen';
import { Shell } from './shell';
import { auth } from './session';

export function App() {
  const [signedIn, setSignedIn] = useState(auth.signedIn());
  useEffect(() => auth.onChange(setSignedIn), []);
  return signedIn ? <Shell /> : <AuthScreen />;
}
