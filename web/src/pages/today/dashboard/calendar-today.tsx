import type { Schema } from '../../../client/rest';
import { minutes, windowsOf } from './windows';
import { t } from './messages';

/** Today's routine windows on a 24-hour line, and the same as a list a screen reader reads. */
export function CalendarToday({ day }: { day?: Schema<'TodayView'> | undefined }) {
  const windows = day ? windowsOf(day.entries) : [];
  return (
    <section class="panel widget" aria-label={t('calendar')} data-widget="calendarToday">
      <h2>{t('calendar')}</h2>
      {day && windows.length === 0 ? <p class="muted small">{t('calendarNone')}</p> : null}
      {windows.length ? (
        <>
          <div class="timeline" role="img" aria-label={t('timeline')}>
            {windows.map((w, i) => (
              <span
                key={w.key}
                class="timeline-window"
                data-row={i % 2}
                style={{ left: `${(minutes(w.start) / 1440) * 100}%`, width: `${Math.max(((minutes(w.end) - minutes(w.start)) / 1440) * 100, 0.8)}%` }}
              />
            ))}
            {[6, 12, 18].map((h) => (
              <span key={h} class="timeline-hour" style={{ left: `${(h / 24) * 100}%` }} aria-hidden="true">
                {`${h}:00`}
              </span>
            ))}
          </div>
          <ol class="plain small timeline-list">
            {windows.map((w) => (
              <li key={w.key}>
                <strong>{t('window', { name: w.name, start: w.start, end: w.end })}</strong> <span class="muted">· {t('items', { count: w.items })}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
