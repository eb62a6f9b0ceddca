import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiError } from '../client/api';
import { errorText } from '../i18n/errors';
import { t } from './messages';

/**
 * A polite live region: present from the first render (a region added together with its text
 * is often not announced), so each change of `message` is read out once.
 */
export function Status({ message, testId }: { message?: string; testId?: string }) {
  return (
    <p class="status" role="status" aria-live="polite" data-testid={testId}>
      {message ?? ''}
    </p>
  );
}

/** A failed call in the person's words (by its code, in the page's language) and every failed field. */
export function ErrorNote({ error }: { error?: ApiError | undefined }) {
  if (!error) return null;
  const text = errorText(error);
  const fields = error.fields.map((f) => `${f.path}: ${f.message}`).join(' · ');
  return (
    <p class="error" role="alert" data-code={error.code}>
      {text}
      {fields && !text.includes(fields) ? ` (${fields})` : ''}
    </p>
  );
}

/** A labelled bar; the number is in the text as well, not only in the length. */
export function Meter({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <span class="meter">
      <progress value={Math.min(value, max)} max={max} aria-label={label} />
      <span class="meter-text">{percent} %</span>
    </span>
  );
}

/**
 * A button that asks first: the question and its two answers replace it in place, the
 * confirming answer takes the focus, Escape or "Cancel" puts the button back.
 */
export function ConfirmButton(props: { label: string; question: string; yes: string; disabled?: boolean; onConfirm(): void; class?: string }) {
  const [asking, setAsking] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  const again = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) yes.current?.focus();
    else if (wasAsking.current) again.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  if (!asking) {
    return (
      <button ref={again} class={props.class} disabled={props.disabled} onClick={() => setAsking(true)}>
        {props.label}
      </button>
    );
  }
  return (
    <span class="confirm" role="group" aria-label={props.question} onKeyDown={(e) => e.key === 'Escape' && setAsking(false)}>
      <span>{props.question}</span>
      <button
        ref={yes}
        class="primary"
        onClick={() => {
          setAsking(false);
          props.onConfirm();
        }}
      >
        {props.yes}
      </button>
      <button onClick={() => setAsking(false)}>{t('cancel')}</button>
    </span>
  );
}

export function Card({ title, children, testId, class: cls }: { title?: string; children: ComponentChildren; testId?: string; class?: string }) {
  return (
    <section class={`panel ${cls ?? ''}`} data-testid={testId} aria-label={title}>
      {title ? <h2>{title}</h2> : null}
      {children}
    </section>
  );
}
