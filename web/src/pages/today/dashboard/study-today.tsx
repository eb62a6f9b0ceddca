import { ok } from '../../../client/rest';
import { rest } from '../../../session';
import { ErrorNote } from '../../../ui/bits';
import { useResource } from '../../../use-resource';
import { t } from './messages';

/** What the study cycles plan for today (`GET /study/today`): each cycle's blocks and the minutes done. */
export function StudyToday() {
  const study = useResource('/study/today', ['studyCycles', 'notebook'], () => ok(rest.GET('/study/today')));
  const items = study.data?.items ?? [];
  return (
    <section class="panel widget" aria-label={t('studyToday')} data-widget="studyToday">
      <h2>{t('studyToday')}</h2>
      {study.error && !study.data ? <ErrorNote error={study.error} /> : null}
      {study.data && items.length === 0 ? <p class="muted small">{t('studyNone')}</p> : null}
      <ul class="plain">
        {items.map((c) => (
          <li key={c.cycleId}>
            <strong>{t('studyCycle', { name: c.name, done: c.creditedTodayMinutes, planned: c.plannedMinutes })}</strong>
            <progress class="widget-bar" value={Math.min(c.creditedTodayMinutes, c.plannedMinutes)} max={Math.max(c.plannedMinutes, 1)} aria-hidden="true" />
            <ul class="small">
              {c.blocks.map((b) => {
                const title = b.title ?? t('untitled');
                return <li key={b.n}>{t('studyBlock', { title: b.mode === 'GOAL' && b.concept ? t('studyGoal', { title, concept: b.concept }) : title, count: b.minutes })}</li>;
              })}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
