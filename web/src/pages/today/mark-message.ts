import type { MarkResult } from '../../../../core/today/mark';

export interface StreakLine {
  currentStreak: number;
  bestStreak: number;
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * What the person reads after a check or a skip: the XP moved by THIS action (a late check
 * says so: it paid less than on the day) and the account streak after it. Framework-free.
 */
export function markMessage(action: 'check' | 'skip', r: Pick<MarkResult, 'name' | 'status' | 'changed' | 'xpChange' | 'note'>, opts: { late?: boolean; streak?: StreakLine } = {}): string {
  const name = `“${r.name}”`;
  const s = opts.streak;
  const tail = s ? ` Streak: ${days(s.currentStreak)} (best ${days(s.bestStreak)}).` : '';
  if (!r.changed) return `${r.note ?? 'Nothing changed'}.${tail}`;
  if (action === 'skip') {
    return r.status === 'skipped' ? `Skipped ${name}: no XP, and a skip never breaks a streak.${tail}` : `${name} is open again.${tail}`;
  }
  if (r.status === 'checked') return `Checked ${name}: +${r.xpChange} XP${opts.late ? ' (a late check pays less than on the day)' : ''}.${tail}`;
  return `Unchecked ${name}: ${Math.abs(r.xpChange)} XP taken back.${tail}`;
}
