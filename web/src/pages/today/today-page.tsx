import { useState } from 'preact/hooks';
import { dayIn, dayLabel, daysBetween } from '../../dates';
import { href } from '../../router';
import { ok } from '../../client/rest';
import { rest } from '../../session';
import { ErrorNote, Status } from '../../ui/bits';
import { useAction } from '../../use-action';
import { useResource } from '../../use-resource';
import { usePersonZone } from '../../use-today';
import { BriefingCard } from './briefing-card';
import { Dashboard } from './dashboard/dashboard';
import { EntryRow } from './entry-row';
import { reachableDays } from './late';
import { bySection } from './sections';
import { markMessage } from './mark-message';
import { NoRoutine } from './no-routine';
import { t } from './messages';

/** Today and the closed days a late check can still reach. */
function DayPicker({ today, first, date }: { today: string; first: string; date: string }) {
  const days = reachableDays(today, first);
  if (days.length < 2) return null;
  const go = (day: string) => (location.hash = day === today ? href('/today') : href('/today', day));
  return (
    <label class="inline">
      {t('day')}{' '}
      <select value={date} onChange={(e) => go((e.currentTarget as HTMLSelectElement).value)}>
        {days.map((d, i) => (
          <option key={d} value={d}>
            {i === 0 ? t('today') : i === 1 ? t('yesterday') : dayLabel(d)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The day's routine by section (D4): check and skip by group id, the XP each action moved and
 * the streak after it, what a late check still pays on a closed day, a day without a schedule
 * explained; on today, the briefing first.
 */
export function TodayPage({ date, me }: { date?: string | undefined; me?: { id: string; createdAt: string } | undefined }) {
  const day = useResource(date ? `/today?date=${encodeURIComponent(date)}` : '/today', ['routines', 'profile', 'habits', 'tasks'], () =>
    ok(rest.GET('/today', { params: { query: date ? { date } : {} } })),
  );
  const streak = useResource('/constance', ['routines', 'profile'], () => ok(rest.GET('/constance')));
  const zone = usePersonZone();
  const today = zone ? dayIn(zone) : undefined;
  const userId = me?.id;
  const action = useAction();
  const [message, setMessage] = useState<string>();
  const v = day.data;
  const isToday = !date || date === today;
  const late = v ? v.closed || (today !== undefined && daysBetween(v.date, today) > 0) : false;
  const xpToday = v?.entries.filter((e) => e.status === 'checked').reduce((n, e) => n + e.xp, 0) ?? 0;

  const mark = (kind: 'check' | 'skip', groupId: string) =>
    void action.run(async () => {
      const body = date && !isToday ? { date } : {};
      const r = await ok(rest.POST(`/today/{groupId}/${kind}`, { params: { path: { groupId } }, body }));
      // Said once the page shows it: the day and the streak as they are after this action.
      const [, s] = await Promise.all([day.reload(), streak.reload()]);
      setMessage(markMessage(kind, r, { late, ...(s ? { streak: s } : {}) }));
    });

  return (
    <section class="page" data-page="today" data-loads={day.loads}>
      <div class="page-head">
        <h1>{isToday ? t('today') : v ? dayLabel(v.date) : t('day')}</h1>
        {today && zone && me ? <DayPicker today={today} first={dayIn(zone, new Date(me.createdAt))} date={date ?? today} /> : null}
      </div>
      {isToday && userId && v && zone && me ? <BriefingCard userId={userId} date={v.date} firstDay={dayIn(zone, new Date(me.createdAt))} /> : null}
      {isToday ? <Dashboard day={v} /> : null}
      <p class="summary" data-testid="today-summary">
        {v ? (
          <>
            <span data-testid="xp-today">
              {isToday ? t('xpToday') : t('xpThatDay')}: {xpToday}
            </span>
            {v.summary.total ? t('doneOf', { checked: v.summary.checked, total: v.summary.total, skipped: v.summary.skipped }) : ''}
          </>
        ) : null}
        {streak.data ? (
          <span data-testid="streak">
            {t('streak', { current: t('days', { count: streak.data.currentStreak }), best: streak.data.bestStreak })}
            {streak.data.status === 'DORMANT' ? t('resting') : ''}
          </span>
        ) : null}
      </p>
      <Status message={message} testId="today-status" />
      <ErrorNote error={action.error} />
      {day.error && !v ? <ErrorNote error={day.error} /> : null}
      {v && late ? (
        <p class="notice-late" data-testid="late-note">
          {t(v.closed ? 'lateClosed' : 'lateOver', { day: dayLabel(v.date) })}
        </p>
      ) : null}
      {v && !v.routine ? <NoRoutine date={v.date} isToday={isToday} onMade={day.reload} /> : null}
      {v?.routine && v.entries.length === 0 ? <p class="muted">{t('emptyRoutine', { name: v.routine.name })}</p> : null}
      {v?.routine && v.entries.length ? (
        <div data-testid="routine">
          <p class="muted small">{v.routine.name}</p>
          {bySection(v.entries).map((g) => (
            <section key={g.key} class="section" aria-label={g.name ?? v.routine!.name}>
              {g.name ? (
                <h2>
                  {g.name} <span class="muted small">{g.window}</span>
                </h2>
              ) : null}
              <ul class="entries">
                {g.entries.map((e) => (
                  <EntryRow key={e.groupId} entry={e} late={late} busy={action.busy} onCheck={() => mark('check', e.groupId)} onSkip={() => mark('skip', e.groupId)} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}
    </section>
  );
}
