import { useState } from 'preact/hooks';
import type { Schema } from '../../client/rest';
import { useAction } from '../../use-action';
import { CategoryPicker, FieldError, FormAlert, RatingField, WorthXp, fieldProblem, invalidProps } from './form-bits';
import { t as tf } from './form-messages';
import { t } from './messages';

type Habit = Schema<'Habit'>;
type Category = Schema<'Category'>;
export type HabitBody = { name: string; description: string; motivationalPhrase: string; importance: number; difficulty: number; categoryIds: string[] };

const FIELDS = ['name', 'description', 'motivationalPhrase', 'importance', 'difficulty', 'categoryIds'] as const;

/**
 * A habit's fields, new or being edited. The browser does not validate (noValidate): the
 * server's rules are the only ones, and its refusal lands on the field it names.
 */
export function HabitForm({ habit, streak = 0, categories, onSave, onCancel }: { habit?: Habit; streak?: number; categories: Category[]; onSave(body: HabitBody): Promise<unknown>; onCancel?(): void }) {
  const id = habit ? `habit-${habit.id}` : 'habit-new';
  const [name, setName] = useState(habit?.name ?? '');
  const [description, setDescription] = useState(habit?.description ?? '');
  const [phrase, setPhrase] = useState(habit?.motivationalPhrase ?? '');
  const [importance, setImportance] = useState(String(habit?.importance ?? 3));
  const [difficulty, setDifficulty] = useState(String(habit?.difficulty ?? 3));
  const [categoryIds, setCategoryIds] = useState<string[]>(habit?.categoryIds ?? []);
  const save = useAction();
  const err = save.error;
  const nameProblem = fieldProblem(err, 'name', tf('nameHint', { max: 256 }));
  const descProblem = fieldProblem(err, 'description', tf('textHint'));
  const phraseProblem = fieldProblem(err, 'motivationalPhrase', tf('textHint'));

  const submit = async (e: Event) => {
    e.preventDefault();
    const done = await save.run(async () => {
      await onSave({ name, description, motivationalPhrase: phrase, importance: Number(importance), difficulty: Number(difficulty), categoryIds });
      return true;
    });
    if (done && !habit) {
      setName('');
      setDescription('');
      setPhrase('');
    }
  };

  return (
    <form class="panel form-grid item-form" noValidate onSubmit={(e) => void submit(e)} aria-label={habit ? t('editHabit', { name: habit.name }) : t('newHabit')}>
      <h2>{habit ? t('editHabit', { name: habit.name }) : t('newHabit')}</h2>
      <label>
        {t('name')}
        <input id={`${id}-name`} name="name" value={name} onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} {...invalidProps(`${id}-name`, nameProblem)} />
        <FieldError id={`${id}-name`} problem={nameProblem} />
      </label>
      <RatingField id={`${id}-importance`} name="importance" value={importance} error={err} onInput={setImportance} />
      <RatingField id={`${id}-difficulty`} name="difficulty" value={difficulty} error={err} onInput={setDifficulty} />
      <label class="wide">
        {t('description')}
        <input id={`${id}-desc`} name="description" value={description} onInput={(e) => setDescription((e.currentTarget as HTMLInputElement).value)} {...invalidProps(`${id}-desc`, descProblem)} />
        <FieldError id={`${id}-desc`} problem={descProblem} />
      </label>
      <label class="wide">
        {t('phrase')}
        <input id={`${id}-phrase`} name="motivationalPhrase" value={phrase} onInput={(e) => setPhrase((e.currentTarget as HTMLInputElement).value)} {...invalidProps(`${id}-phrase`, phraseProblem)} />
        <FieldError id={`${id}-phrase`} problem={phraseProblem} />
      </label>
      <div class="wide">
        <CategoryPicker id={`${id}-categories`} categories={categories} selected={categoryIds} error={err} onChange={setCategoryIds} />
      </div>
      <p class="wide form-foot">
        <WorthXp importance={Number(importance)} difficulty={Number(difficulty)} streak={streak} testId="form-xp" />
        <span class="row">
          {onCancel ? (
            <button type="button" onClick={onCancel}>
              {tf('cancel')}
            </button>
          ) : null}
          <button type="submit" class="primary" disabled={save.busy}>
            {habit ? t('save') : t('add')}
          </button>
        </span>
      </p>
      <div class="wide">
        <FormAlert error={err} known={FIELDS} />
      </div>
    </form>
  );
}
