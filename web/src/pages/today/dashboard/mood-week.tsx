import { ok } from '../../../client/rest';
import { formatDay } from '../../../i18n/format';
import { rest } from '../../../session';
import { ErrorNote } from '../../../ui/bits';
import { useResource } from '../../../use-resource';
import { LEVELS, levelWord, weekStrip } from '../../mood/levels';
import { t } from './messages';

/** The last 7 days' mood levels (`GET /mood`, levels only: the journal never shows here). */
export function MoodWeek() {
  const week = useResource('/mood', 'mood', () => ok(rest.GET('/mood')));
  const w = week.data;
  const strip = w ? weekStrip(w.to, w.items) : [];
  return (
    <section class="panel widget" aria-label={t('moodWeek')} data-widget="moodWeek">
      <h2>{t('moodWeek')}</h2>
      {week.error && !w ? <ErrorNote error={week.error} /> : null}
      {w && w.items.length === 0 ? <p class="muted small">{t('moodNone')}</p> : null}
      {w ? (
        <ol class="mood-strip">
          {strip.map((d) => {
            const day = formatDay(d.date, { weekday: 'short' });
            const face = LEVELS.find((l) => l.level === d.level)?.face;
            return (
              <li key={d.date} data-level={d.level ?? ''} aria-label={d.level ? t('moodDay', { day: formatDay(d.date), level: levelWord(d.level) }) : t('moodEmpty', { day: formatDay(d.date) })}>
                <span class="mood-face" aria-hidden="true">
                  {face ?? '·'}
                </span>
                <span class="small muted" aria-hidden="true">
                  {day}
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
      {w && !w.items.some((i) => i.date === w.to) ? (
        <a class="small" href="#/mood">
          {t('logMood')}
        </a>
      ) : null}
    </section>
  );
}
