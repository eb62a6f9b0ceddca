import type { TodayEntry } from '../../../../core/today/view';
import { href } from '../../router';

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
  const pays = checked ? `paid ${e.xp} XP` : e.xp === 0 ? 'pays no XP' : `${late ? 'still pays' : 'pays'} ${e.xp} XP`;
  return (
    <li class="entry" data-status={e.status} data-testid="today-entry">
      <span class="entry-main">
        <span class="entry-name">{e.name}</span>
        <span class="muted small">
          {time(e)}
          {skipped ? ' · skipped' : ''}
        </span>
      </span>
      <span class={`xp ${checked ? 'paid' : ''}`} data-testid="entry-xp">
        {pays}
      </span>
      <span class="entry-actions">
        <button class={checked ? 'primary' : ''} aria-pressed={checked} aria-label={`${checked ? 'Uncheck' : 'Check'} ${e.name}`} disabled={props.busy} onClick={props.onCheck}>
          {checked ? '✓ Done' : 'Check'}
        </button>
        <button aria-pressed={skipped} aria-label={`${skipped ? 'Unskip' : 'Skip'} ${e.name}`} disabled={props.busy || checked} onClick={props.onSkip}>
          {skipped ? 'Unskip' : 'Skip'}
        </button>
        {late ? null : (
          <a class="button-link" href={href('/focus', e.groupId)} aria-label={`Focus on ${e.name}`}>
            Focus
          </a>
        )}
      </span>
    </li>
  );
}
