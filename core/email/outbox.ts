import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../context';
import type { Mailer } from './message';
import { toEml } from './mime';

/**
 * One machine's mail: each message becomes one `.eml` file in `dir` (DATA_DIR/outbox), which
 * any mail client opens. Written under a temporary name and renamed, so whoever watches the
 * folder never reads half a message. Names sort by time.
 */
export function outboxMailer(dir: string, clock: Clock): Mailer {
  return {
    async send(message, from) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const now = clock.now();
      const name = `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const temp = join(dir, `.${name}.tmp`);
      await writeFile(temp, toEml(message, from, now), { mode: 0o600 });
      await rename(temp, join(dir, name));
    },
  };
}
