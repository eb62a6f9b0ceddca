import type { Schema } from '../../client/rest';
import { t } from './messages';

export type StreakLine = Pick<Schema<'Constance'>, 'currentStreak' | 'bestStreak'>;


/**
 * What the person reads after a check or a skip: the XP moved by THIS action (a late check
 * says so: it paid less than on the day) and the account streak after it. Framework-free.
 */
export function markMessage(action: 'check' | 'skip', r: Pick<Schema<'TodayMarkResult'>, 'name' | 'status' | 'changed' | 'xpChange' | 'note'>, opts: { late?: boolean; streak?: StreakLine } = {}): string {
  const name = r.name;
  const s = opts.streak;
  const tail = s ? t('streakTail', { current: t('days', { count: s.currentStreak }), best: t('days', { count: s.bestStreak }) }) : '';
  if (!r.changed) return `${r.note ?? t('nothingChanged')}.${tail}`;
  if (action === 'skip') return (r.status === 'skipped' ? t('skipped', { name }) : t('openAgain', { name })) + tail;
  if (r.status === 'checked') return t(opts.late ? 'checkedLate' : 'checked', { name, xp: r.xpChange }) + tail;
  return t('unchecked', { name, xp: Math.abs(r.xpChange) }) + tail;
}
