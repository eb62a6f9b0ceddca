import { useState } from 'preact/hooks';
import { HEAD_START_LEVEL, HEAD_START_XP } from '../../../../core/xp/head-start';
import type { Schema } from '../../client/rest';
import { formatNumber } from '../../i18n/format';
import { useAction } from '../../use-action';
import { FieldError, FormAlert, fieldProblem, invalidProps } from '../habits/form-bits';
import { t } from './messages';

type Category = Schema<'Category'>;
type Experience = Category['experience'];
export type CategoryBody = { name: string; description: string; icon: string | null; experience?: Experience };

const EXPERIENCES: Experience[] = ['BEGINNER', 'INTERMEDIARY', 'ADVANCED'];
const FIELDS = ['name', 'description', 'icon', 'experience'] as const;

/** A category's fields; a new one also picks its head start (its level can only be earned after). */
export function CategoryForm({ category, onSave, onCancel }: { category?: Category; onSave(body: CategoryBody): Promise<unknown>; onCancel?(): void }) {
  const id = category ? `category-${category.id}` : 'category-new';
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [icon, setIcon] = useState(category?.icon ?? '');
  const [experience, setExperience] = useState<Experience>('BEGINNER');
  const save = useAction();
  const err = save.error;
  const problems = {
    name: fieldProblem(err, 'name', t('nameHint')),
    description: fieldProblem(err, 'description', t('textHint')),
    icon: fieldProblem(err, 'icon', t('iconHint')),
  };
  const submit = async (e: Event) => {
    e.preventDefault();
    const body: CategoryBody = { name, description, icon: icon.trim() || null, ...(category ? {} : { experience }) };
    const done = await save.run(async () => {
      await onSave(body);
      return true;
    });
    if (done && !category) {
      setName('');
      setDescription('');
      setIcon('');
      setExperience('BEGINNER');
    }
  };
  const input = (field: 'name' | 'description' | 'icon', label: string, value: string, set: (v: string) => void, cls = '') => (
    <label class={cls}>
      {label}
      <input id={`${id}-${field}`} name={field} value={value} onInput={(e) => set((e.currentTarget as HTMLInputElement).value)} {...invalidProps(`${id}-${field}`, problems[field])} />
      <FieldError id={`${id}-${field}`} problem={problems[field]} />
    </label>
  );
  return (
    <form class="panel form-grid item-form" noValidate onSubmit={(e) => void submit(e)} aria-label={category ? t('editCategory', { name: category.name }) : t('newCategory')}>
      <h2>{category ? t('editCategory', { name: category.name }) : t('newCategory')}</h2>
      {input('name', t('name'), name, setName)}
      {input('icon', t('icon'), icon, setIcon)}
      {input('description', t('description'), description, setDescription, 'wide')}
      {category ? null : (
        <fieldset class="wide">
          <legend>{t('experience')}</legend>
          <div class="row">
            {EXPERIENCES.map((x) => (
              <label key={x} class="check">
                <input type="radio" name="experience" value={x} checked={experience === x} onChange={() => setExperience(x)} />{' '}
                {t(x, { level: HEAD_START_LEVEL[x], xp: formatNumber(HEAD_START_XP[x]) })}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <p class="wide form-foot">
        <span />
        <span class="row">
          {onCancel ? (
            <button type="button" onClick={onCancel}>
              {t('cancel')}
            </button>
          ) : null}
          <button type="submit" class="primary" disabled={save.busy}>
            {category ? t('save') : t('add')}
          </button>
        </span>
      </p>
      <div class="wide">
        <FormAlert error={err} known={FIELDS} />
      </div>
    </form>
  );
}
