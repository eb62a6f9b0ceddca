import type { Schema } from '../../client/rest';
import { href } from '../../router';
import { t } from './messages';

type TodayEntry = Schema<'TodayEntry'>;

const time = (e: TodayEntry) => (e.startTime ? `${e.startTime}${e.endTime ? `–${e.endTime}` : ''}` : '');

/**
 * One entry of the day: check and skip take its GROUP id (D4). An open or skipped entry shows
 * what checking it now pays (on a closed day: the late amount, DOMAIN-FACTS "Late checks");
 * a checked one what it paid.
 */
export function EntryRow(props: { entry: TodayEntry; late: boolean; busy: boolean; onCheck(): void; onSkip(): void }) {
  const { entry: e, late } = props;
  const checked = e.status === 'checked';
  const skipped = e.status === 'skipped';
  const pays = checked ? t('paid', { xp: e.xp }) : e.xp === 0 ? t('paysNothing') : t(late ? 'stillPays' : 'pays', { xp: e.xp });
  return (
    <li class="entry" data-status={e.status} data-testid="today-entry">
      <span class="entry-main">
        <span class="entry-name">{e.name}</span>
        <span class="muted small">
          {time(e)}
          {skipped ? t('skippedMark') : ''}
        </span>
      </span>
      <span class={`xp ${checked ? 'paid' : ''}`} data-testid="entry-xp">
        {pays}
      </span>
      <span class="entry-actions">
        <button class={checked ? 'primary' : ''} aria-pressed={checked} aria-label={t(checked ? 'uncheckLabel' : 'checkLabel', { name: e.name })} disabled={props.busy} onClick={props.onCheck}>
          {checked ? t('done') : t('check')}
        </button>
        <button aria-pressed={skipped} aria-label={t(skipped ? 'unskipLabel' : 'skipLabel', { name: e.name })} disabled={props.busy || checked} onClick={props.onSkip}>
          {skipped ? t('unskip') : t('skip')}
        </button>
        {late ? null : (
          <a class="button-link" href={href('/focus', e.groupId)} aria-label={t('focusLabel', { name: e.name })}>
            {t('focus')}
          </a>
        )}
      </span>
    </li>
  );
}
