import { useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { answerParts, citedInOrder } from './citations';
import type { Citation, CitedAnswer } from './types';
import { t } from './messages';

/** Where a citation's passage comes from, in words. */
export type SourceNames = ReadonlyMap<string, string>;
const origin = (c: Citation, names: SourceNames) => (c.kind === 'note' ? t('yourNotes') : (names.get(c.sourceId ?? '') ?? t('aSource')));

function Cite({ c, id, names }: { c: Citation; id: string; names: SourceNames }) {
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState(0);
  const box = useRef<HTMLSpanElement>(null);
  const tip = `${id}-tip-${c.n}`;
  // Kept inside the window: a mark near the right edge opens its passage to the left.
  useLayoutEffect(() => {
    if (!open || !box.current) return setShift(0);
    const r = box.current.getBoundingClientRect();
    setShift(Math.max(0, r.left + r.width - shift - (document.documentElement.clientWidth - 8)));
  }, [open]);
  return (
    <span class="cite-wrap" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <a
        class="cite"
        href={`#${id}-passage-${c.n}`}
        data-testid="citation"
        aria-describedby={tip}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        onClick={(e) => {
          e.preventDefault();
          document.getElementById(`${id}-passage-${c.n}`)?.scrollIntoView({ block: 'nearest' });
          setOpen(true);
        }}
      >
        [{c.n}]
      </a>
      <span id={tip} ref={box} role="tooltip" class="cite-tip" hidden={!open} data-testid="citation-tip" style={shift ? { transform: `translateX(-${shift}px)` } : undefined}>
        <span class="cite-origin">{origin(c, names)}</span>
        <q>{c.quote}</q>
      </span>
    </span>
  );
}

/**
 * A tutor answer as NotebookLM shows one: each `[n]` is a link; hovering or focusing it shows
 * the quoted passage and where it is from; only the passages cited are listed under it.
 */
export function CitedAnswerView({ answer, names }: { answer: CitedAnswer; names: SourceNames }) {
  const id = useId();
  const byN = new Map(answer.citations.map((c) => [c.n, c]));
  const parts = answerParts(answer.answer, new Set(byN.keys()));
  const listed = citedInOrder(parts, answer.citations);
  return (
    <div class="answer" data-testid="answer">
      <p class="answer-text">{parts.map((p, i) => (p.kind === 'text' ? <span key={i}>{p.text}</span> : <Cite key={i} c={byN.get(p.n)!} id={id} names={names} />))}</p>
      {listed.length ? (
        <ol class="passages" aria-label={t('citedPassages')}>
          {listed.map((c) => (
            <li key={c.n} id={`${id}-passage-${c.n}`} value={c.n} data-testid="cited-passage">
              <span class="cite-origin">{origin(c, names)}</span> <q>{c.quote}</q>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
