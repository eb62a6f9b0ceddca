import { useState } from 'preact/hooks';

/**
 * One labelled line and its button (a new step, a topic, a page, a board section): submits
 * the trimmed text, and empties the field once `onSubmit` says it was saved.
 */
export function TextForm(props: { label: string; button: string; maxLength: number; busy: boolean; class?: string; onSubmit(text: string): Promise<boolean> }) {
  const [text, setText] = useState('');
  const submit = async (e: Event) => {
    e.preventDefault();
    const value = text.trim();
    if (value && (await props.onSubmit(value))) setText('');
  };
  return (
    <form class={props.class ?? 'row'} onSubmit={(e) => void submit(e)}>
      <label class="grow">
        {props.label}
        <input value={text} maxLength={props.maxLength} onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)} />
      </label>
      <button type="submit" disabled={props.busy || !text.trim()}>
        {props.button}
      </button>
    </form>
  );
}
