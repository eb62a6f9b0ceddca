/**
 * Validated input → stored sections. New sections and entries get fresh ids (client ids on
 * create are ignored, DOMAIN-FACTS). On a full replace an entry keeps its group id when the
 * caller passes it, or when the same habit/task was already placed: today's checks and
 * micro-tasks hang off that id, and a model resending the routine rarely sends ids back.
 */
import { newId } from '../util/ids';
import { LIST_SECTION_ID, type EntryRow, type ItemKind, type RoutineRow, type SectionRow } from './entity';
import type { ItemRef } from './refs';
import type { SectionInput } from './schema';

interface ItemInput {
  type: ItemKind;
  id: string;
  groupId?: string | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/** Hands out existing entry ids to the items that keep them. */
function entryIds(items: ItemInput[], existing: EntryRow[]): string[] {
  const free = new Map(existing.map((e) => [e.entryId, e]));
  const ids: (string | undefined)[] = items.map((item) => {
    const kept = item.groupId ? free.get(item.groupId) : undefined;
    if (!kept || kept.kind !== item.type || kept.refId !== item.id) return undefined;
    free.delete(kept.entryId);
    return kept.entryId;
  });
  return items.map((item, i) => {
    if (ids[i]) return ids[i]!;
    const same = [...free.values()].find((e) => e.kind === item.type && e.refId === item.id);
    if (same) free.delete(same.entryId);
    return same?.entryId ?? newId('grp');
  });
}

function sectionIds(sections: SectionInput[], existing: SectionRow[]): string[] {
  const free = new Map(existing.map((s) => [s.sectionId, s]));
  const explicit = sections.map((s) => (s.sectionId && free.delete(s.sectionId) ? s.sectionId : undefined));
  return sections.map((s, i) => {
    if (explicit[i]) return explicit[i]!;
    const same = [...free.values()].find((f) => f.name.toLowerCase() === s.name.toLowerCase());
    if (same) free.delete(same.sectionId);
    return same?.sectionId ?? newId('sec');
  });
}

export function buildDailySections(input: SectionInput[], existing?: RoutineRow): SectionRow[] {
  const flat = input.flatMap((s) => s.items);
  const ids = entryIds(flat, existing ? existing.sections.flatMap((s) => s.entries) : []);
  const secIds = sectionIds(input, existing?.sections ?? []);
  let k = 0;
  return input.map((s, i) => ({
    sectionId: secIds[i]!,
    name: s.name,
    ...(s.icon ? { icon: s.icon } : {}),
    startTime: s.startTime,
    endTime: s.endTime,
    favorite: s.favorite ?? false,
    entries: s.items.map((item) => ({
      entryId: ids[k++]!,
      kind: item.type,
      refId: item.id,
      startTime: item.startTime ?? s.startTime,
      endTime: item.endTime ?? s.endTime,
    })),
  }));
}

export function buildListSections(items: ItemInput[], existing?: RoutineRow): SectionRow[] {
  const ids = entryIds(items, existing ? existing.sections.flatMap((s) => s.entries) : []);
  const entries = items.map((item, i) => ({ entryId: ids[i]!, kind: item.type, refId: item.id }));
  return [{ sectionId: LIST_SECTION_ID, name: '', favorite: false, entries }];
}

export function dailyRefs(input: SectionInput[]): ItemRef[] {
  return input.flatMap((s, i) => s.items.map((item, j) => ({ kind: item.type, refId: item.id, path: `sections.${i}.items.${j}.id` })));
}

export function listRefs(items: ItemInput[]): ItemRef[] {
  return items.map((item, j) => ({ kind: item.type, refId: item.id, path: `items.${j}.id` }));
}
