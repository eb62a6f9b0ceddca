import { useEffect, useState } from 'preact/hooks';
import { href, type PagePath } from '../../routes';

const atStart = () => ['', '#', '#/'].includes(location.hash);

/**
 * A new account lands on the wizard. "New" is the server's word, not this browser's: the
 * configuration's `tutorialCompleted` is false until the person finishes or skips the wizard
 * (or the tutorial), on any device. It opens only when the app was opened at its start page
 * (no page in the address), once per load, so a link to a page, or leaving the wizard for
 * another page, is respected.
 *
 * Returns true while the start page waits for that answer (and, when it opens the wizard, until
 * the route has followed), so Today is not drawn only to be replaced; a failed read draws Today.
 */
export function useWizardForNewAccount(tutorialCompleted: boolean | undefined, readFailed: boolean, page: PagePath): boolean {
  const [holding, setHolding] = useState(atStart);
  useEffect(() => {
    if (!holding) return;
    if (page !== '/today') return setHolding(false); // the wizard opened, or the person followed a link
    if (tutorialCompleted === undefined && !readFailed) return; // still asking
    if (tutorialCompleted === false && atStart()) location.hash = href('/onboarding');
    else setHolding(false);
  }, [holding, tutorialCompleted, readFailed, page]);
  return holding;
}
