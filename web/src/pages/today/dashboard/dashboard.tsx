import type { FunctionComponent } from 'preact';
import type { Schema } from '../../../client/rest';
import { loadConfiguration } from '../../../config';
import { useResource } from '../../../use-resource';
import { CalendarToday } from './calendar-today';
import { ConstanceHeatmap } from './constance-heatmap';
import { t } from './messages';
import { MoodWeek } from './mood-week';
import { StudyToday } from './study-today';

/**
 * Today's dashboard (D9): the configuration's widgets this client draws, in the configuration's
 * order; a widget switched off in Settings is not drawn (nor its data asked for).
 */
type Drawn = 'studyToday' | 'constanceHeatmap' | 'moodWeek' | 'calendarToday';
const DRAWN: Record<Drawn, FunctionComponent<{ day?: Schema<'TodayView'> | undefined }>> = {
  studyToday: StudyToday,
  constanceHeatmap: ConstanceHeatmap,
  moodWeek: MoodWeek,
  calendarToday: CalendarToday,
};

/** `day` is the Today page's own `GET /today` (the calendar draws it: no second read). */
export function Dashboard({ day }: { day: Schema<'TodayView'> | undefined }) {
  const config = useResource('/me/configuration', 'profile', () => loadConfiguration());
  const shown = (config.data?.widgets ?? []).filter((w): w is Drawn => w in DRAWN);
  if (!shown.length) return null;
  return (
    <section class="dashboard" aria-label={t('label')} data-testid="dashboard">
      {shown.map((w) => {
        const Widget = DRAWN[w];
        return <Widget key={w} day={day} />;
      })}
      <p class="dashboard-foot small">
        <a href="#/settings">{t('settings')}</a>
      </p>
    </section>
  );
}
