import { useState } from 'preact/hooks';
import type { Schema } from '../../client/rest';
import { getLang } from '../../i18n/lang';
import { useAction } from '../../use-action';
import { FieldError, FormAlert, fieldProblem, invalidProps } from '../habits/form-bits';
import { t } from './messages';

type Section = Schema<'RoutineSection'>;
export interface SectionFields {
  name: string;
  startTime: string;
  endTime: string;
}

/** The op's fields as the server names them: `ops.0.startTime` (one op per write here). */
const at = (f: string) => `ops.0.${f}`;

/**
 * A section's name and time window, new or edited. An edit that would leave items outside
 * the window is refused by the server on the start field; the form says so there.
 */
export function SectionForm({ idBase, section, onSave, onCancel }: { idBase: string; section?: Section; onSave(f: SectionFields): Promise<unknown>; onCancel?(): void }) {
  const [name, setName] = useState(section?.name ?? '');
  const [start, setStart] = useState(section?.startTime ?? '');
  const [end, setEnd] = useState(section?.endTime ?? '');
  const save = useAction();
  const err = save.error;
  const entriesOut = section && err?.fields.some((f) => f.path === at('startTime') && getLang() !== 'en');
  const nameProblem = fieldProblem(err, at('name'), t('nameHint'));
  const startProblem = fieldProblem(err, at('startTime'), entriesOut ? t('entriesOutside') : t('timeHint'));
  const endProblem = fieldProblem(err, at('endTime'), t('timeHint'));
  const label = section ? t('editSectionLabel', { name: section.name }) : t('addSection');

  const submit = async (e: Event) => {
    e.preventDefault();
    const done = await save.run(async () => {
      await onSave({ name, startTime: start, endTime: end });
      return true;
    });
    if (done && !section) {
      setName('');
      setStart('');
      setEnd('');
    }
  };

  return (
    <form class="section-form form-row" noValidate onSubmit={(e) => void submit(e)} aria-label={label}>
      <label>
        {t('sectionName')}
        <input id={`${idBase}-name`} value={name} onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} {...invalidProps(`${idBase}-name`, nameProblem)} />
        <FieldError id={`${idBase}-name`} problem={nameProblem} />
      </label>
      <label>
        {t('start')}
        <input id={`${idBase}-start`} type="time" value={start} onInput={(e) => setStart((e.currentTarget as HTMLInputElement).value)} {...invalidProps(`${idBase}-start`, startProblem)} />
        <FieldError id={`${idBase}-start`} problem={startProblem} />
      </label>
      <label>
        {t('end')}
        <input id={`${idBase}-end`} type="time" value={end} onInput={(e) => setEnd((e.currentTarget as HTMLInputElement).value)} {...invalidProps(`${idBase}-end`, endProblem)} />
        <FieldError id={`${idBase}-end`} problem={endProblem} />
      </label>
      <span class="form-action row">
        {onCancel ? (
          <button type="button" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
        <button type="submit" class={section ? 'primary' : ''} disabled={save.busy}>
          {section ? t('editSection') : t('addSection')}
        </button>
      </span>
      <FormAlert error={err} known={[at('name'), at('startTime'), at('endTime')]} />
    </form>
  );
}
