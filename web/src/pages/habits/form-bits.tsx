import type { ComponentChildren } from 'preact';
import type { ApiError } from '../../client/api';
import type { Schema } from '../../client/rest';
import { getLang } from '../../i18n/lang';
import { href } from '../../router';
import { ErrorNote } from '../../ui/bits';
import { t } from './form-messages';
import { worth } from './xp';

type Category = Schema<'Category'>;

/**
 * The server's message for a field (`path`, or anything under it such as `categoryIds.0`),
 * when the last write was refused for it. The server writes English; in Portuguese the form
 * shows its own `hint` for that field instead, so the field still says what is wrong.
 */
export function fieldProblem(error: ApiError | undefined, path: string, hint: string): string | undefined {
  const f = error?.fields.find((x) => x.path === path || x.path.startsWith(`${path}.`));
  if (!f) return undefined;
  return getLang() === 'en' ? f.message : hint;
}

/** Props that tie a control to its field error (read out with the label). */
export const invalidProps = (id: string, problem: string | undefined) =>
  problem ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

export function FieldError({ id, problem }: { id: string; problem: string | undefined }) {
  return problem ? (
    <span class="field-error error" id={`${id}-error`} data-testid="field-error">
      {problem}
    </span>
  ) : null;
}

/**
 * A refused write: for a validation refusal whose fields the form shows next to them, one
 * line pointing there; anything else as the shared error note.
 */
export function FormAlert({ error, known }: { error: ApiError | undefined; known: readonly string[] }) {
  if (!error) return null;
  const shown = error.code === 'VALIDATION_FAILED' && error.fields.length > 0 && error.fields.every((f) => known.some((k) => f.path === k || f.path.startsWith(`${k}.`)));
  if (!shown) return <ErrorNote error={error} />;
  return (
    <p class="error" role="alert" data-code={error.code}>
      {t('fixFields')}
    </p>
  );
}

/** A 1–5 rating. Not clamped here: the server is the one judge, and says so on the field. */
export function RatingField(props: { id: string; name: 'importance' | 'difficulty'; value: string; error?: ApiError | undefined; onInput(v: string): void }) {
  const problem = fieldProblem(props.error, props.name, t('ratingHint'));
  return (
    <label>
      {t(props.name)}
      <input
        id={props.id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={1}
        max={5}
        step={1}
        value={props.value}
        onInput={(e) => props.onInput((e.currentTarget as HTMLInputElement).value)}
        {...invalidProps(props.id, problem)}
      />
      <FieldError id={props.id} problem={problem} />
    </label>
  );
}

/** The person's categories as checkboxes; with none yet, where to make one. */
export function CategoryPicker(props: { id: string; categories: Category[]; selected: string[]; error?: ApiError | undefined; onChange(ids: string[]): void }) {
  const problem = fieldProblem(props.error, 'categoryIds', t('categoriesHint'));
  const toggle = (id: string, on: boolean) => props.onChange(on ? [...props.selected, id] : props.selected.filter((x) => x !== id));
  return (
    <fieldset class="category-picker" {...invalidProps(props.id, problem)}>
      <legend>{t('categories')}</legend>
      {props.categories.length === 0 ? (
        <p class="small muted">
          {t('noCategories')} <a href={href('/categories')}>{t('makeCategory')}</a>.
        </p>
      ) : (
        <div class="row">
          {props.categories.map((c) => (
            <label key={c.id} class="check">
              <input type="checkbox" checked={props.selected.includes(c.id)} onChange={(e) => toggle(c.id, (e.currentTarget as HTMLInputElement).checked)} />{' '}
              {c.icon ? `${c.icon} ` : ''}
              {c.name}
            </label>
          ))}
        </div>
      )}
      <FieldError id={props.id} problem={problem} />
    </fieldset>
  );
}

/** "A check pays 25 XP", or why it pays nothing; the formula in the tooltip and for screen readers. */
export function WorthXp({ importance, difficulty, streak = 0, noCategory = false, testId }: { importance: number; difficulty: number; streak?: number; noCategory?: boolean; testId?: string }) {
  const w = worth(importance, difficulty, streak);
  if (!w) return null;
  const text = noCategory ? t('worthNothing') : w.bonus ? t('worthStreak', { xp: w.xp, bonus: w.bonus }) : t('worth', { xp: w.xp });
  return (
    <span class="xp worth" data-testid={testId} data-xp={noCategory ? 0 : w.xp} title={t('formula')}>
      {text}
    </span>
  );
}

/** Category names as small badges. */
export function CategoryBadges({ ids, categories }: { ids: string[]; categories: Category[] }) {
  const names = ids.map((id) => categories.find((c) => c.id === id)).filter((c): c is Category => !!c);
  return names.length ? (
    <span class="row">
      {names.map((c) => (
        <span key={c.id} class="badge">
          {c.icon ? `${c.icon} ` : ''}
          {c.name}
        </span>
      ))}
    </span>
  ) : null;
}

export const Actions = ({ children }: { children: ComponentChildren }) => <span class="item-actions">{children}</span>;
