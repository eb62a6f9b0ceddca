import type { ApiError } from '../../client/api';
import { errorText } from '../../i18n/errors';
import { ErrorNote } from '../../ui/bits';
import type { SavedItem, SaveRefused } from './calls';
import { t } from './messages';

/**
 * A failed suggestion call, and only that, is the AI being unavailable (O4). A refusal that is
 * the request's own (the model declined the story, too many calls) says so by its code instead.
 */
export function SuggestFailed({ error, busy, onRetry, onSkip }: { error: ApiError; busy: boolean; onRetry(): void; onSkip(): void }) {
  const own = error.code === 'AI_REFUSED' || error.code === 'RATE_LIMITED' || error.code === 'VALIDATION_FAILED';
  return (
    <section class="panel wizard-error" role="alert" data-testid="ai-unavailable" data-code={error.code}>
      {own ? (
        <ErrorNote error={error} />
      ) : (
        <>
          <h3>{t('aiTitle')}</h3>
          <p>{t('aiBody')}</p>
        </>
      )}
      <div class="row">
        <button class="primary" disabled={busy} onClick={onRetry}>
          {t('tryAgain')}
        </button>
        <button disabled={busy} onClick={onSkip}>
          {t('skipStep')}
        </button>
      </div>
    </section>
  );
}

export function SavedList({ saved }: { saved: SavedItem[] }) {
  if (!saved.length) return <p class="muted">{t('nothingSaved')}</p>;
  return (
    <ul class="plain saved-list" data-testid="saved-list">
      {saved.map((s) => (
        <li key={`${s.kind}:${s.id}`} data-kind={s.kind}>
          <span class="badge">{t(`kind_${s.kind}`)}</span> {s.name}
        </li>
      ))}
    </ul>
  );
}

/** A refused entity write: the item by name, the server's reason (by code, translated), and what is saved. */
export function SaveFailed({ refused, busy, onRetry }: { refused: SaveRefused; busy: boolean; onRetry(): void }) {
  const { item, error, saved } = refused;
  const fields = error.fields.map((f) => `${f.path}: ${f.message}`).join(' · ');
  return (
    <section class="panel wizard-error" role="alert" data-testid="save-refused" data-code={error.code}>
      <h3>{item ? t('refusedTitle', { kind: t(`kind_${item.kind}`), name: item.name }) : t('refusedTitleAny')}</h3>
      <p>{t('refusedReason', { reason: `${errorText(error)}${fields ? ` (${fields})` : ''}` })}</p>
      <p class="muted">{t('refusedHint')}</p>
      <h4>{t('savedSoFar')}</h4>
      <SavedList saved={saved} />
      <button class="primary" disabled={busy} onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </section>
  );
}
