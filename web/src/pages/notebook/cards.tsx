import { useState } from 'preact/hooks';
import { getAll } from '../../client/api';
import { api } from '../../session';
import { ConfirmButton, ErrorNote, Status } from '../../ui/bits';
import { useAction } from '../../use-action';
import { useResource } from '../../use-resource';
import type { CardView, PageView } from './types';

const RATINGS = [
  { rating: 'AGAIN', label: 'Again', hint: 'forgot' },
  { rating: 'HARD', label: 'Hard', hint: 'with effort' },
  { rating: 'GOOD', label: 'Good', hint: 'recalled' },
  { rating: 'EASY', label: 'Easy', hint: 'at once' },
] as const;

const isDue = (c: CardView, now = Date.now()) => Date.parse(c.due) <= now;

/** One review: the front, then (on request) the back and the four FSRS ratings. */
function Review({ card, busy, onRate }: { card: CardView; busy: boolean; onRate(rating: string): void }) {
  const [shown, setShown] = useState(false);
  return (
    <div class="review panel" data-testid="review">
      <p class="card-front">{card.front}</p>
      {shown ? (
        <>
          <p class="card-back" data-testid="card-back">
            {card.back}
          </p>
          <div class="row" role="group" aria-label="How well did you recall it?">
            {RATINGS.map((r) => (
              <button key={r.rating} disabled={busy} onClick={() => onRate(r.rating)} title={r.hint}>
                {r.label}
              </button>
            ))}
          </div>
        </>
      ) : (
        <button class="primary" onClick={() => setShown(true)}>
          Show answer
        </button>
      )}
    </div>
  );
}

/** The page's flashcards (FSRS, DOMAIN-FACTS "Flashcards"): add, delete, and a review of the due ones. */
export function Cards({ page }: { page: PageView }) {
  const cards = useResource<{ items: CardView[] }>(`/notebook/pages/${page.id}/cards?limit=100`, 'notebook', (p) => getAll<CardView>(api, p));
  const action = useAction();
  const [message, setMessage] = useState<string>();
  const [reviewing, setReviewing] = useState<string[]>();
  const [front, setFront] = useState('');
  const [back, setBack] = useState('');
  const all = cards.data?.items ?? [];
  const due = all.filter((c) => isDue(c));
  const current = reviewing?.length ? all.find((c) => c.id === reviewing[0]) : undefined;

  const rate = (card: CardView, rating: string) =>
    void action.run(async () => {
      const r = await api.post<{ card: CardView; xp: number }>(`/notebook/cards/${card.id}/review`, { rating });
      const next = new Date(r.card.due);
      setMessage(`${rating[0]}${rating.slice(1).toLowerCase()}: next review ${next.toLocaleDateString()}${r.xp ? `, +${r.xp} XP` : ''}.`);
      setReviewing((q) => q?.slice(1));
      cards.reload();
    });
  const add = (e: Event) => {
    e.preventDefault();
    void action.run(async () => {
      await api.post(`/notebook/pages/${page.id}/cards`, { front: front.trim(), back: back.trim() });
      setFront('');
      setBack('');
      setMessage('Card added: it is due for its first review now.');
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
            Review done. <button onClick={() => setReviewing(undefined)}>Back to the cards</button>
          </p>
        )
      ) : (
        <p class="row">
          <span class="grow">
            {all.length} {all.length === 1 ? 'card' : 'cards'}, {due.length} due
          </span>
          <button class="primary" disabled={!due.length} onClick={() => setReviewing(due.map((c) => c.id))}>
            Review {due.length} due
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
            <span class="small muted">{isDue(c) ? 'due' : `due ${new Date(c.due).toLocaleDateString()}`}</span>
            <ConfirmButton class="small" label="Delete" question="Delete this card?" yes="Yes, delete" disabled={action.busy} onConfirm={() => void action.run(async () => (await api.del(`/notebook/cards/${c.id}`), cards.reload()))} />
          </li>
        ))}
      </ul>
      <form class="panel stack" onSubmit={add} aria-label="New card">
        <h2>New card</h2>
        <label>
          Question
          <textarea rows={2} maxLength={2000} value={front} onInput={(e) => setFront((e.currentTarget as HTMLTextAreaElement).value)} />
        </label>
        <label>
          Answer
          <textarea rows={2} maxLength={2000} value={back} onInput={(e) => setBack((e.currentTarget as HTMLTextAreaElement).value)} />
        </label>
        <button type="submit" disabled={action.busy || !front.trim() || !back.trim()}>
          Add card
        </button>
      </form>
    </div>
  );
}
