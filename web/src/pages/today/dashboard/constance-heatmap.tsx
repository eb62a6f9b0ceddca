import { ok, type Schema } from '../../../client/rest';
import { formatDay } from '../../../i18n/format';
import { rest } from '../../../session';
import { ErrorNote } from '../../../ui/bits';
import { useResource } from '../../../use-resource';
import { weekColumns } from './heatmap-weeks';
import { t } from './messages';

const WEEKS = 12;
type Day = Schema<'ConstanceDays'>['days'][number];

const outcomeWord = (d: Day) => (d.outcome ? t(`outcome_${d.outcome}`) : t('outcome_none'));

/** The account's days of the last weeks (`GET /constance/days`), a cell per day, coloured by what the day was. */
export function ConstanceHeatmap() {
  const days = useResource(`/constance/days?weeks=${WEEKS}`, ['routines', 'profile', 'habits', 'tasks'], () => ok(rest.GET('/constance/days', { params: { query: { weeks: WEEKS } } })));
  const list = days.data?.days ?? [];
  const counted = list.filter((d) => d.outcome === 'DONE').length;
  return (
    <section class="panel widget" aria-label={t('heatmap')} data-widget="constanceHeatmap">
      <h2>{t('heatmap')}</h2>
      {days.error && !days.data ? <ErrorNote error={days.error} /> : null}
      {days.data ? (
        <>
          <p class="small" data-testid="heatmap-summary">
            {t('heatmapSummary', { count: counted, weeks: WEEKS })}
          </p>
          <div class="heatmap" role="list" aria-label={t('heatmapGrid', { weeks: WEEKS })}>
            {weekColumns(list).map((col, i) => (
              <div key={i} class="heatmap-week" role="presentation">
                {col.map((d, j) =>
                  d ? (
                    <span key={d.date} role="listitem" class="heat" data-outcome={d.outcome ?? 'none'} title={`${formatDay(d.date)}: ${outcomeWord(d)}`} aria-label={`${formatDay(d.date)}: ${outcomeWord(d)}`} />
                  ) : (
                    <span key={`blank-${j}`} class="heat blank" aria-hidden="true" />
                  ),
                )}
              </div>
            ))}
          </div>
          <p class="heatmap-legend small muted" aria-hidden="true">
            <span class="heat" data-outcome="DONE" /> {t('legendDone')} <span class="heat" data-outcome="MISSED" /> {t('legendMissed')} <span class="heat" data-outcome="SKIPPED" /> {t('legendOther')}
          </p>
        </>
      ) : null}
    </section>
  );
}
