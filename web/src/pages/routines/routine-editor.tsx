import { useState } from 'preact/hooks';
import type { operations } from '../../client/openapi';
import { ok, type Schema } from '../../client/rest';
import type { Weekday } from '../../dates';
import { rest } from '../../session';
import { ConfirmButton } from '../../ui/bits';
import { useAction, type Write } from '../../use-action';
import { FieldError, FormAlert, fieldProblem, invalidProps } from '../habits/form-bits';
import { AddItemForm, type NewItem } from './add-item-form';
import { ItemList, itemName } from './item-list';
import { t } from './messages';
import { ScheduleEditor } from './schedule-editor';
import { SectionForm, type SectionFields } from './section-form';

type Routine = Schema<'Routine'>;
type Section = Schema<'RoutineSection'>;
type Item = Schema<'RoutineItem'>;
type Op = operations['patchRoutinesId']['requestBody']['content']['application/json']['ops'][number];

export interface EditorData {
  habits: Schema<'Habit'>[];
  tasks: Schema<'Task'>[];
  todayWeekday: Weekday | undefined;
}

/** One routine's targeted edits, each answered with the routine as it now is. */
function routineCalls(routine: Routine) {
  const path = { params: { path: { id: routine.id } } };
  return {
    patch: (...ops: Op[]) => ok(rest.PATCH('/routines/{id}', { ...path, body: { ops } })),
    add: (item: NewItem, section?: string) =>
      ok(
        rest.POST('/routines/{id}/items', {
          ...path,
          body: {
            ...(item.kind === 'task' ? { taskId: item.id } : { habitId: item.id }),
            ...(section ? { section } : {}),
            ...(item.startTime ? { startTime: item.startTime } : {}),
            ...(item.endTime ? { endTime: item.endTime } : {}),
          } as { habitId: string } | { taskId: string },
        }),
      ),
    remove: (item: Item) => ok(rest.DELETE('/routines/{id}/items/{groupId}', { params: { path: { id: routine.id, groupId: item.groupId } } })),
  };
}

function RenameForm({ routine, onRename }: { routine: Routine; onRename(name: string): Promise<unknown> }) {
  const [name, setName] = useState(routine.name);
  const save = useAction();
  const problem = fieldProblem(save.error, 'ops.0.name', t('nameHint'));
  const id = `routine-${routine.id}-name`;
  return (
    <form class="form-row" noValidate aria-label={t('rename')} onSubmit={(e) => (e.preventDefault(), void save.run(() => onRename(name)))}>
      <label>
        {t('name')}
        <input id={id} value={name} onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} {...invalidProps(id, problem)} />
        <FieldError id={id} problem={problem} />
      </label>
      <span class="form-action">
        <button type="submit" disabled={save.busy || name === routine.name}>
          {t('rename')}
        </button>
      </span>
      <FormAlert error={save.error} known={['ops.0.name']} />
    </form>
  );
}

/** A DAILY routine's section: its window, its items in order, and what to add to it. */
function SectionCard({ routine, section, index, count, data, write }: { routine: Routine; section: Section; index: number; count: number; data: EditorData; write: Write }) {
  const [editing, setEditing] = useState(false);
  const call = routineCalls(routine);
  const idBase = `sec-${section.id}`;
  const heading = t('section', { name: section.name, start: section.startTime, end: section.endTime });
  const edit = async (f: SectionFields) => {
    await call.patch({ op: 'editSection', section: section.id, name: f.name, startTime: f.startTime, endTime: f.endTime });
    setEditing(false);
    await write.write(async () => t('sectionSaved', { name: f.name }));
  };
  return (
    <section class="panel routine-section" aria-label={heading} data-testid="routine-section" data-name={section.name}>
      <div class="item-head">
        <h3>
          {section.icon ? `${section.icon} ` : ''}
          {section.name} <span class="muted small">{t('window', { start: section.startTime, end: section.endTime })}</span>
        </h3>
        <span class="row item-actions">
          <button class="small" aria-label={t('sectionUp', { name: section.name })} disabled={write.busy || index === 0} onClick={() => void write.write(async () => (await call.patch({ op: 'moveSection', section: section.id, position: index - 1 }), t('moved', { name: section.name })))}>
            {t('up')}
          </button>
          <button class="small" aria-label={t('sectionDown', { name: section.name })} disabled={write.busy || index === count - 1} onClick={() => void write.write(async () => (await call.patch({ op: 'moveSection', section: section.id, position: index + 1 }), t('moved', { name: section.name })))}>
            {t('down')}
          </button>
          <button class="small" aria-label={t('editSectionLabel', { name: section.name })} aria-expanded={editing} onClick={() => setEditing(!editing)}>
            {t('editSectionOpen')}
          </button>
          <ConfirmButton
            class="small"
            label={t('removeSection')}
            question={t('removeSectionAsk', { name: section.name })}
            yes={t('yesRemove')}
            disabled={write.busy}
            onConfirm={() => void write.write(async () => (await call.patch({ op: 'removeSection', section: section.id }), t('sectionRemoved', { name: section.name })))}
          />
        </span>
      </div>
      {editing ? <SectionForm idBase={`${idBase}-edit`} section={section} onSave={edit} onCancel={() => setEditing(false)} /> : null}
      <ItemList
        items={section.items}
        busy={write.busy}
        empty={t('emptySection')}
        onMove={(i, position) => void write.write(async () => (await call.patch({ op: 'moveItem', groupId: i.groupId, position }), t('moved', { name: itemName(i) })))}
        onRemove={(i) => void write.write(async () => (await call.remove(i), t('itemRemoved', { name: itemName(i) })))}
      />
      <AddItemForm
        idBase={`${idBase}-add`}
        label={t('addItemTo', { section: section.name })}
        window={{ startTime: section.startTime, endTime: section.endTime }}
        habits={data.habits}
        tasks={data.tasks}
        onAdd={async (item) => {
          const r = await call.add(item, section.id);
          await write.write(async () => t('itemAdded', { name: itemName(r.added) }));
        }}
      />
    </section>
  );
}

/**
 * One routine: its name, the weekdays it applies on, and its contents — sections with time
 * windows and the items in them (DAILY), or a flat ordered list (LIST). The kind is fixed
 * once created (DOMAIN-FACTS).
 */
export function RoutineEditor({ routine, data, write, onDeleted }: { routine: Routine; data: EditorData; write: Write; onDeleted(): void }) {
  const call = routineCalls(routine);
  const sections = routine.sections ?? [];
  const rename = async (name: string) => {
    const r = await call.patch({ op: 'rename', name });
    await write.write(async () => t('renamed', { name: r.name }));
  };
  const addSection = async (f: SectionFields) => {
    await call.patch({ op: 'addSection', name: f.name, startTime: f.startTime, endTime: f.endTime });
    await write.write(async () => t('sectionAdded', { name: f.name }));
  };
  const remove = () =>
    void write
      .write(async () => {
        await ok(rest.DELETE('/routines/{id}', { params: { path: { id: routine.id } } }));
        return t('deleted', { name: routine.name });
      })
      .then((done) => done && onDeleted());

  return (
    <article class="routine-editor" aria-label={routine.name} data-testid="routine-editor" data-type={routine.type}>
      <div class="page-head">
        <h2>
          {routine.icon ? `${routine.icon} ` : ''}
          {routine.name} <span class="badge">{t(`${routine.type}_badge`)}</span>
        </h2>
        <ConfirmButton label={t('deleteRoutine')} question={t('deleteAsk', { name: routine.name })} yes={t('yesDelete')} disabled={write.busy} onConfirm={remove} />
      </div>
      <RenameForm key={routine.id} routine={routine} onRename={rename} />
      <ScheduleEditor routine={routine} todayWeekday={data.todayWeekday} write={write} />
      {routine.type === 'DAILY' ? (
        <>
          <h3>{t('sections')}</h3>
          {sections.length === 0 ? <p class="muted small">{t('noSections')}</p> : null}
          {sections.map((s, i) => (
            <SectionCard key={s.id} routine={routine} section={s} index={i} count={sections.length} data={data} write={write} />
          ))}
          <div class="panel">
            <SectionForm idBase={`routine-${routine.id}-new-section`} onSave={addSection} />
          </div>
        </>
      ) : (
        <div class="panel">
          <ItemList
            items={routine.items ?? []}
            busy={write.busy}
            empty={t('emptyList')}
            onMove={(i, position) => void write.write(async () => (await call.patch({ op: 'moveItem', groupId: i.groupId, position }), t('moved', { name: itemName(i) })))}
            onRemove={(i) => void write.write(async () => (await call.remove(i), t('itemRemoved', { name: itemName(i) })))}
          />
          <AddItemForm
            idBase={`routine-${routine.id}-add`}
            label={t('addItem')}
            habits={data.habits}
            tasks={data.tasks}
            onAdd={async (item) => {
              const r = await call.add(item);
              await write.write(async () => t('itemAdded', { name: itemName(r.added) }));
            }}
          />
        </div>
      )}
    </article>
  );
}
