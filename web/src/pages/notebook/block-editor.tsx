import { useState } from 'preact/hooks';
import { Diagram } from '../../diagram/diagram';
import { diagramError } from '../../diagram/mermaid';
import { t } from './messages';

export type BlockType = 'text' | 'diagram';

export const DIAGRAM_EXAMPLE = 'flowchart TD\n  A[Question] --> B[Read the sources]\n  B --> C[Write it in my words]';

/**
 * The text of a block being written. A diagram is checked before it is saved — the server's
 * rules and Mermaid's own parser — and its error shown in place; "Preview" draws it first.
 */
export function BlockEditor(props: { type: BlockType; initial?: string; saveLabel: string; busy: boolean; onSave(text: string): Promise<boolean>; onCancel?(): void }) {
  const [text, setText] = useState(props.initial ?? '');
  const [problem, setProblem] = useState<string>();
  const [preview, setPreview] = useState<string>();
  const [checking, setChecking] = useState(false);
  const isDiagram = props.type === 'diagram';

  const check = async (): Promise<boolean> => {
    if (!isDiagram) return true;
    setChecking(true);
    const err = await diagramError(text).finally(() => setChecking(false));
    setProblem(err ?? undefined);
    return err === null;
  };
  const submit = async (e: Event) => {
    e.preventDefault();
    if (!text.trim() || !(await check())) return;
    if (await props.onSave(text)) {
      setText(props.initial ?? '');
      setPreview(undefined);
    }
  };
  return (
    <form class="block-editor stack" onSubmit={(e) => void submit(e)}>
      <label>
        {isDiagram ? t('mermaidSource') : t('note')}
        <textarea
          rows={isDiagram ? 6 : 4}
          class={isDiagram ? 'mono' : ''}
          value={text}
          placeholder={isDiagram ? DIAGRAM_EXAMPLE : t('ownWords')}
          aria-invalid={problem ? 'true' : undefined}
          aria-describedby={problem ? 'diagram-problem' : undefined}
          onInput={(e) => {
            setText((e.currentTarget as HTMLTextAreaElement).value);
            setProblem(undefined);
          }}
        />
      </label>
      {problem ? (
        <p id="diagram-problem" class="error" role="alert" data-testid="diagram-problem">
          {problem}
        </p>
      ) : null}
      {preview ? <Diagram source={preview} label={t('preview')} /> : null}
      <div class="row">
        <button type="submit" class="primary" disabled={props.busy || checking || !text.trim()}>
          {props.saveLabel}
        </button>
        {isDiagram ? (
          <button type="button" disabled={checking || !text.trim()} onClick={() => void check().then((ok) => ok && setPreview(text))}>
            {t('preview')}
          </button>
        ) : null}
        {props.onCancel ? (
          <button type="button" onClick={props.onCancel}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
