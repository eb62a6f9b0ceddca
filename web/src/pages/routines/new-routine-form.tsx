import { useState } from 'preact/hooks';
import type { Schema } from '../../client/rest';
import { useAction } from '../../use-action';
import { FieldError, FormAlert, fieldProblem, invalidProps } from '../habits/form-bits';
import { t } from './messages';

type Kind = Schema<'Routine'>['type'];

/** A new, empty routine of either kind (the kind cannot change later); its editor opens next. */
export function NewRoutineForm({ onCreate }: { onCreate(name: string, kind: Kind): Promise<unknown> }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<Kind>('DAILY');
  const save = useAction();
  const problem = fieldProblem(save.error, 'name', t('nameHint'));
  const submit = async (e: Event) => {
    e.preventDefault();
    if (await save.run(async () => (await onCreate(name, kind), true))) setName('');
  };
  return (
    <form class="panel form-grid" noValidate aria-label={t('newRoutine')} onSubmit={(e) => void submit(e)}>
      <h2>{t('newRoutine')}</h2>
      <label>
        {t('name')}
        <input id="routine-new-name" value={name} onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} {...invalidProps('routine-new-name', problem)} />
        <FieldError id="routine-new-name" problem={problem} />
      </label>
      <fieldset class="wide">
        <legend>{t('kind')}</legend>
        <div class="row">
          {(['DAILY', 'LIST'] as const).map((k) => (
            <label key={k} class="check">
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} /> {t(k)}
            </label>
          ))}
        </div>
      </fieldset>
      <span class="form-action">
        <button type="submit" class="primary" disabled={save.busy}>
          {t('create')}
        </button>
      </span>
      <div class="wide">
        <FormAlert error={save.error} known={['name']} />
      </div>
    </form>
  );
}
