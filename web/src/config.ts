import { onDomain } from './refresh';
import { ok, type Schema } from './client/rest';
import { auth, rest } from './session';

/** `GET /me/configuration`. */
export type Configuration = Schema<'Configuration'>;

let cached: Promise<Configuration> | undefined;
// A profile write (the assistant changed the configuration) is read afresh next time.
onDomain('profile', () => (cached = undefined));

/** Read once per session and shared: every page needs the time zone, none needs it twice. */
export function loadConfiguration(): Promise<Configuration> {
  cached ??= ok(rest.GET('/me/configuration')).catch((err: unknown) => {
    cached = undefined;
    throw err;
  });
  return cached;
}

// Another person may sign in next in this tab.
auth.onChange((signedIn) => void (signedIn || (cached = undefined)));
