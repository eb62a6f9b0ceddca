import { useState } from 'preact/hooks';
import type { Schema } from '../../client/rest';
import { useAction } from '../../use-action';
import { CategoryPicker, FieldError, FormAlert, RatingField, WorthXp, fieldProblem, invalidProps } from '../habits/form-bits';
import { t as tf } from '../habits/form-messages';
import { t } from './messages';

type Task = Schema<'Task'>;
type Category = Schema<'Category'>;
export type TaskBody = { name: string; description: string; importance: number; difficulty: number; categoryIds: string[]; oneTimeTask: boolean };

const FIELDS = ['name', 'description', 'importance', 'difficulty', 'categoryIds', 'oneTimeTask'] as const;

/** A task's fields, new or being edited; the server validates (noValidate) and names the field. */
export function TaskForm({ task, categories, onSave, onCancel }: { task?: Task; categories: Category[]; onSave(body: TaskBody): Promise<unknown>; onCancel?(): void }) {
  const id = task ? `task-${task.id}` : 'task-new';
  const [name, setName] = useState(task?.name ?? '');
  const [description, setDescription] = useState(task?.description ?? '');
  const [importance, setImportance] = useState(String(task?.importance ?? 3));
  const [difficulty, setDifficulty] = useState(String(task?.difficulty ?? 3));
  const [categoryIds, setCategoryIds] = useState<string[]>(task?.categoryIds ?? []);
  const [oneTimeTask, setOneTime] = useState(task?.oneTimeTask ?? false);
  const save = useAction();
  const err = save.error;
  const nameProblem = fieldProblem(err, 'name', tf('nameHint', { max: 255 }));
  const descProblem = fieldProblem(err, 'description', tf('textHint'));

  const submit = async (e: Event) => {
    e.preventDefault();
    const done = await save.run(async () => {
      await onSave({ name, description, importance: Number(importance), difficulty: Number(difficulty), categoryIds, oneTimeTask });
      return true;
    });
    if (done && !task) {
      setName('');
      setDescription('');
      setOneTime(false);
    }
  };

  return (
    <form class="panel form-grid item-form" noValidate onSubmit={(e) => void submit(e)} aria-label={task ? t('editTask', { name: task.name }) : t('newTask')}>
      <h2>{task ? t('editTask', { name: task.name }) : t('newTask')}</h2>
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
      <label class="wide check">
        <input type="checkbox" name="oneTimeTask" checked={oneTimeTask} onChange={(e) => setOneTime((e.currentTarget as HTMLInputElement).checked)} /> {t('oneTime')}
      </label>
      <div class="wide">
        <CategoryPicker id={`${id}-categories`} categories={categories} selected={categoryIds} error={err} onChange={setCategoryIds} />
      </div>
      <p class="wide form-foot">
        <WorthXp importance={Number(importance)} difficulty={Number(difficulty)} noCategory={categoryIds.length === 0} testId="form-xp" />
        <span class="row">
          {onCancel ? (
            <button type="button" onClick={onCancel}>
              {tf('cancel')}
            </button>
          ) : null}
          <button type="submit" class="primary" disabled={save.busy}>
            {task ? t('save') : t('add')}
          </button>
        </span>
      </p>
      <div class="wide">
        <FormAlert error={err} known={FIELDS} />
      </div>
    </form>
  );
}
