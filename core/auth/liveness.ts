import type { Deps } from '../context';
import { AppError } from '../errors';
import { Users } from '../users/entity';

const gone = () => new AppError('UNAUTHORIZED', 'This account no longer exists');

/**
 * A valid token is not enough: the account must still exist and not be in deletion. Checked
 * on every authenticated request BEFORE anything is written (a deleted account's 15-minute
 * access token once kept writing categories and a mood journal). One strongly consistent
 * read of the profile's key attributes: "at once" means the very next request.
 * `deleting`: the one request a tombstoned account may still make is DELETE /me itself, so
 * a purge that died half-way can be retried.
 */
export async function assertAccountLive(deps: Deps, userId: string, opts: { deleting?: boolean } = {}): Promise<void> {
  const row = (await Users(deps.db).get({ userId }).go({ consistent: true, attributes: ['userId', 'deletedAt'] })).data;
  if (!row) throw gone();
  if (row.deletedAt && !opts.deleting) throw gone();
}
