import { onDomain } from './refresh';
import { api, auth } from './session';

/** The part of `GET /me/configuration` the pages read. */
export interface Configuration {
  timeZone: string;
  tutorialCompleted?: boolean;
  xpDecayStrategy?: 'GRADUAL' | 'FLAT' | 'TIME_WINDOW';
}

let cached: Promise<Configuration> | undefined;
// A profile write (the assistant changed the configuration) is read afresh next time.
onDomain('profile', () => (cached = undefined));

/** Read once per session and shared: every page needs the time zone, none needs it twice. */
export function loadConfiguration(): Promise<Configuration> {
  cached ??= api.get<Configuration>('/me/configuration').catch((err: unknown) => {
    cached = undefined;
    throw err;
  });
  return cached;
}

// Another person may sign in next in this tab.
auth.onChange((signedIn) => void (signedIn || (cached = undefined)));
