import type { Schema } from '../../client/rest';
import { t } from './messages';

type Item = Schema<'RoutineItem'>;

export const itemName = (i: Item) => i.name ?? t('gone');

/**
 * A section's (or a list routine's) items in order: reordered with buttons (keyboard and
 * screen reader friendly), removed by group id. Removing takes the entry out of the routine
 * only; the habit or task stays, so it does not ask first.
 */
export function ItemList({ items, busy, empty, onMove, onRemove }: { items: Item[]; busy: boolean; empty: string; onMove(item: Item, position: number): void; onRemove(item: Item): void }) {
  if (!items.length) return <p class="small muted">{empty}</p>;
  return (
    <ol class="routine-items">
      {items.map((i, n) => (
        <li key={i.groupId} data-testid="routine-item" data-name={i.name ?? ''} data-type={i.type}>
          <span class="grow">
            <strong>{itemName(i)}</strong> <span class="badge">{t(i.type)}</span>
            {i.startTime ? <span class="small muted"> {t('window', { start: i.startTime, end: i.endTime ?? '' })}</span> : null}
          </span>
          <span class="row item-actions">
            <button class="small" aria-label={t('itemUp', { name: itemName(i) })} disabled={busy || n === 0} onClick={() => onMove(i, n - 1)}>
              {t('up')}
            </button>
            <button class="small" aria-label={t('itemDown', { name: itemName(i) })} disabled={busy || n === items.length - 1} onClick={() => onMove(i, n + 1)}>
              {t('down')}
            </button>
            <button class="small" aria-label={t('removeItem', { name: itemName(i) })} disabled={busy} onClick={() => onRemove(i)}>
              {t('remove')}
            </button>
          </span>
        </li>
      ))}
    </ol>
  );
}
