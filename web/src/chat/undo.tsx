import { localeOf } from '../i18n/lang';
import type { UiMessage, UiPart } from './controller';
import { offersUndoAll, type UndoState } from './undo-state';
import { t } from './undo-messages';

/**
 * What the assistant changed, taken back (issue 39): a write card's reason line and its Undo,
 * and an answer's "Undo all of this". A conflict says which items changed since and that
 * nothing was changed, then offers "Undo the rest" or keeping things as they are.
 */

type Card = Extract<UiPart, { type: 'tool' }>;
type Answer = Extract<UiMessage, { role: 'assistant' }>;

export interface UndoActions {
  undo(skipChanged?: boolean): void;
  keep(): void;
}

const ROW = { flexBasis: '100%', display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'baseline' } as const;

/** "the task 'Gym' and the habit 'Read'": the server's names, joined in the page's language. */
const listOf = (items: string[]) => new Intl.ListFormat(localeOf(), { type: 'conjunction' }).format(items);

/** A write card's reason and Undo; `busy` while its answer is still being written (no undo mid-turn). */
export function CardUndo({ part, busy, actions }: { part: Card; busy: boolean; actions: UndoActions }) {
  if (!part.reason) return null;
  const reasonId = `reason-${part.callId}`;
  return (
    <div style={ROW} data-testid="card-undo" data-phase={part.undo?.phase}>
      <span class="muted small" id={reasonId} data-testid="tool-reason">
        {part.reason}
      </span>
      {part.undo && !busy ? (
        <UndoControls state={part.undo} label={t('undo')} describedBy={reasonId} testId="undo" actions={actions} />
      ) : null}
    </div>
  );
}

/** An answer with two or more writes to undo: one button for all of them (the turn's route). */
export function TurnUndo({ m, busy, actions }: { m: Answer; busy: boolean; actions: UndoActions }) {
  if (busy || !m.turnId || !offersUndoAll(m)) return null;
  return (
    <div style={ROW} data-testid="turn-undo" data-phase={m.undoAll?.phase ?? 'idle'}>
      <UndoControls state={m.undoAll ?? { phase: 'idle' }} label={t('undoAll')} testId="undo-all" actions={actions} />
    </div>
  );
}

function UndoControls({ state, label, describedBy, testId, actions }: { state: UndoState; label: string; describedBy?: string; testId: string; actions: UndoActions }) {
  const button = (
    <button type="button" data-testid={testId} aria-describedby={describedBy} onClick={() => actions.undo()}>
      {label}
    </button>
  );
  switch (state.phase) {
    case 'idle':
      return button;
    case 'undoing':
      return (
        <span class="muted small" role="status">
          {t('undoing')}
        </span>
      );
    case 'undone':
      return (
        <span class="small" role="status" data-testid="undone">
          {t('undone')}
          {state.kept.length ? ` — ${t('kept', { items: listOf(state.kept) })}` : ''}
        </span>
      );
    case 'conflict':
      return (
        <div role="alert" data-testid="undo-conflict" style={ROW}>
          <span class="small" style={{ flexBasis: '100%' }}>
            {t('conflict', { count: state.changed.length, items: listOf(state.changed) })}
          </span>
          <button type="button" data-testid="undo-rest" onClick={() => actions.undo(true)}>
            {t('undoRest')}
          </button>
          <button type="button" data-testid="undo-keep" onClick={() => actions.keep()}>
            {t('keep')}
          </button>
        </div>
      );
    case 'error':
      return (
        <>
          <span class="small" role="alert" data-testid="undo-error">
            {t('failed', { reason: state.text })}
          </span>
          {button}
        </>
      );
  }
}
