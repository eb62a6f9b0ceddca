import { useState } from 'preact/hooks';
import { allPages, ok } from '../../client/rest';
import { rest } from '../../session';
import { ConfirmButton, ErrorNote, Status } from '../../ui/bits';
import { useAction } from '../../use-action';
import { useResource } from '../../use-resource';
import type { CardView, PageView } from './types';
import { formatDate } from '../../i18n/format';
import { t } from './messages';

const RATINGS = ['AGAIN', 'HARD', 'GOOD', 'EASY'] as const;

const isDue = (c: CardView, now = Date.now()) => Date.parse(c.due) <= now;

/** One review: the front, then (on request) the back and the four FSRS ratings. */
function Review({ card, busy, onRate }: { card: CardView; busy: boolean; onRate(rating: (typeof RATINGS)[number]): void }) {
  const [shown, setShown] = useState(false);
  return (
    <div class="review panel" data-testid="review">
      <p class="card-front">{card.front}</p>
      {shown ? (
        <>
          <p class="card-back" data-testid="card-back">
            {card.back}
          </p>
          <div class="row" role="group" aria-label={t('howWell')}>
            {RATINGS.map((r) => (
              <button key={r} disabled={busy} onClick={() => onRate(r)} title={t(`hint_${r}`)}>
                {t(`rate_${r}`)}
              </button>
            ))}
          </div>
        </>
      ) : (
        <button class="primary" onClick={() => setShown(true)}>
          {t('showAnswer')}
        </button>
      )}
    </div>
  );
}

/** The page's flashcards (FSRS, DOMAIN-FACTS "Flashcards"): add, delete, and a review of the due ones. */
export function Cards({ page }: { page: PageView }) {
  const cards = useResource(`/notebook/pages/${page.id}/cards?limit=100`, 'notebook', () =>
    allPages((cursor) => ok(rest.GET('/notebook/pages/{id}/cards', { params: { path: { id: page.id }, query: { limit: 100, cursor } } }))),
  );
  const action = useAction();
  const [message, setMessage] = useState<string>();
  const [reviewing, setReviewing] = useState<string[]>();
  const [front, setFront] = useState('');
  const [back, setBack] = useState('');
  const all = cards.data?.items ?? [];
  const due = all.filter((c) => isDue(c));
  const current = reviewing?.length ? all.find((c) => c.id === reviewing[0]) : undefined;

  const rate = (card: CardView, rating: (typeof RATINGS)[number]) =>
    void action.run(async () => {
      const r = await ok(rest.POST('/notebook/cards/{id}/review', { params: { path: { id: card.id } }, body: { rating } }));
      const next = new Date(r.card.due);
      const said = { rating: t(`rate_${rating}`), date: formatDate(next, { dateStyle: 'medium' }) };
      setMessage(r.xp ? t('reviewedXp', { ...said, xp: r.xp }) : t('reviewed', said));
      setReviewing((q) => q?.slice(1));
      cards.reload();
    });
  const add = (e: Event) => {
    e.preventDefault();
    void action.run(async () => {
      await ok(rest.POST('/notebook/pages/{id}/cards', { params: { path: { id: page.id } }, body: { front: front.trim(), back: back.trim() } }));
      setFront('');
      setBack('');
      setMessage(t('cardAdded'));
      cards.reload();
    });
  };

  return (
    <div class="cards">
      {reviewing ? (
        current ? (
          <Review key={current.id} card={current} busy={action.busy} onRate={(r) => rate(current, r)} />
        ) : (
          <p class="panel">
            {t('reviewDone')} <button onClick={() => setReviewing(undefined)}>{t('backToCards')}</button>
          </p>
        )
      ) : (
        <p class="row">
          <span class="grow">
            {t('cardsDue', { count: all.length, due: due.length })}
          </span>
          <button class="primary" disabled={!due.length} onClick={() => setReviewing(due.map((c) => c.id))}>
            {t('reviewDue', { count: due.length })}
          </button>
        </p>
      )}
      <Status message={message} testId="cards-status" />
      <ErrorNote error={action.error} />
      <ul class="plain card-list">
        {all.map((c) => (
          <li key={c.id} class="row">
            <span class="grow">
              <strong>{c.front}</strong> <span class="muted">— {c.back}</span>
            </span>
            <span class="small muted">{isDue(c) ? t('due') : t('dueOn', { date: formatDate(c.due, { dateStyle: 'medium' }) })}</span>
            <ConfirmButton class="small" label={t('delete')} question={t('deleteCardAsk')} yes={t('yesDelete')} disabled={action.busy} onConfirm={() => void action.run(async () => (await ok(rest.DELETE('/notebook/cards/{id}', { params: { path: { id: c.id } } })), cards.reload()))} />
          </li>
        ))}
      </ul>
      <form class="panel stack" onSubmit={add} aria-label={t('newCard')}>
        <h2>{t('newCard')}</h2>
        <label>
          {t('question')}
          <textarea rows={2} maxLength={2000} value={front} onInput={(e) => setFront((e.currentTarget as HTMLTextAreaElement).value)} />
        </label>
        <label>
          {t('answer')}
          <textarea rows={2} maxLength={2000} value={back} onInput={(e) => setBack((e.currentTarget as HTMLTextAreaElement).value)} />
        </label>
        <button type="submit" disabled={action.busy || !front.trim() || !back.trim()}>
          {t('addCard')}
        </button>
      </form>
    </div>
  );
}
