import { dayLabel } from '../../dates';
import { href } from '../../router';
import type { Briefing, GoalPace } from './briefing-types';
import { t } from './messages';


function Goals({ title, goals }: { title: string; goals: GoalPace[] }) {
  if (!goals.length) return null;
  return (
    <div>
      <h4>{title}</h4>
      <ul class="plain">
        {goals.map((g) => (
          <li key={g.id}>
            <a href={href('/goals')}>{g.name}</a> — {t('goalLine', { percent: g.percent, days: t('days', { count: g.daysLeft }), pace: t(`pace_${g.pace}`) })}
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
  const today = b.today;
  const yParts = [t('nDone', { count: y.doneCount }), t('nSkipped', { count: y.skippedCount }), `+${y.xpEarned} XP`];
  if (y.focusCycles) yParts.push(t('focusCycles', { count: y.focusCycles }));
  if (y.moodLevel !== null) yParts.push(t('mood', { level: y.moodLevel }));
  return (
    <div class="briefing-numbers" data-testid="briefing-numbers">
      <p>
        <strong>{t('todayLabel')}</strong> {t('todayLine', { scheduled: today.scheduledItemCount, current: today.currentStreak, best: today.bestStreak })}
      </p>
      {before ? null : (
        <p>
          <strong>{t('yesterdayLabel')}</strong> {y.hadRoutine ? yParts.join(' · ') : y.moodLevel !== null ? t('noRoutineMood', { level: y.moodLevel }) : t('noRoutineShort')}
          {y.complete ? t('allDone') : ''}
        </p>
      )}
      {!before && y.openItems.length ? (
        <div>
          <h4>{t('stillOpen')}</h4>
          <ul class="plain">
            {y.openItems.map((i) => (
              <li key={i.groupId}>
                {t('stillPaysItem', { name: i.name, xp: i.xpIfCheckedNow })}{' '}
                <button class="small" disabled={busy} aria-label={t('checkForYesterdayLabel', { name: i.name })} onClick={() => onCheckLate(i.groupId, i.name)}>
                  {t('checkForYesterday')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Goals title={t('goalsSoon')} goals={today.goalsApproaching} />
      <Goals title={t('goalsAhead')} goals={today.goalsAhead} />
      {today.recovery ? (
        <div>
          <h4>{t('earlierDays')}</h4>
          <ul class="plain">
            {today.recovery.days.map((d) => (
              <li key={d.date}>
                <a href={href('/today', d.date)}>{dayLabel(d.date)}</a>
                {t('recoveryLine', { open: d.openItems, percent: d.xpPercent, days: t('days', { count: d.daysLeft }) })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
