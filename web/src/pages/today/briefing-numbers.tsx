import { dayLabel } from '../../dates';
import { href } from '../../router';
import type { Briefing, GoalPace } from './briefing-types';

const PACE: Record<GoalPace['pace'], string> = { REACHED: 'reached', OVERDUE: 'overdue', BEHIND: 'behind pace', ON_TRACK: 'on track' };

function Goals({ title, goals }: { title: string; goals: GoalPace[] }) {
  if (!goals.length) return null;
  return (
    <div>
      <h4>{title}</h4>
      <ul class="plain">
        {goals.map((g) => (
          <li key={g.id}>
            <a href={href('/goals')}>{g.name}</a> — {g.percent} % · {g.daysLeft} {g.daysLeft === 1 ? 'day' : 'days'} left · {PACE[g.pace]}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The briefing's numbers, exactly as the server computed them (B1): shown before any prose. */
export function BriefingNumbers({ b, firstDay, onCheckLate, busy }: { b: Briefing; firstDay: string; busy: boolean; onCheckLate(groupId: string, name: string): void }) {
  const y = b.yesterday;
  // The facts count yesterday's schedule even when the account did not exist yet; a late check
  // there is refused (core/today/mark.ts), so such a yesterday is not offered.
  const before = y.date < firstDay;
  const t = b.today;
  const yParts = [`${y.doneCount} done`, `${y.skippedCount} skipped`, `+${y.xpEarned} XP`];
  if (y.focusCycles) yParts.push(`${y.focusCycles} focus ${y.focusCycles === 1 ? 'cycle' : 'cycles'}`);
  if (y.moodLevel !== null) yParts.push(`mood ${y.moodLevel}/5`);
  return (
    <div class="briefing-numbers" data-testid="briefing-numbers">
      <p>
        <strong>Today:</strong> {t.scheduledItemCount} scheduled · streak {t.currentStreak} (best {t.bestStreak})
      </p>
      {before ? null : (
        <p>
          <strong>Yesterday:</strong> {y.hadRoutine ? yParts.join(' · ') : `no routine${y.moodLevel !== null ? ` · mood ${y.moodLevel}/5` : ''}`}
          {y.complete ? ' · all done' : ''}
        </p>
      )}
      {!before && y.openItems.length ? (
        <div>
          <h4>Still open from yesterday</h4>
          <ul class="plain">
            {y.openItems.map((i) => (
              <li key={i.groupId}>
                {i.name} — still pays {i.xpIfCheckedNow} XP{' '}
                <button class="small" disabled={busy} aria-label={`Check ${i.name} for yesterday`} onClick={() => onCheckLate(i.groupId, i.name)}>
                  Check for yesterday
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Goals title="Goals ending soon" goals={t.goalsApproaching} />
      <Goals title="Goals ahead" goals={t.goalsAhead} />
      {t.recovery ? (
        <div>
          <h4>Earlier days you can still check</h4>
          <ul class="plain">
            {t.recovery.days.map((d) => (
              <li key={d.date}>
                <a href={href('/today', d.date)}>{dayLabel(d.date)}</a>: {d.openItems} open, pays {d.xpPercent} % of the XP, {d.daysLeft}{' '}
                {d.daysLeft === 1 ? 'day' : 'days'} left
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
