import { allPages, ok, type Schema } from '../../client/rest';
import { rest } from '../../session';
import { useResource } from '../../use-resource';

type Routine = Schema<'Routine'>;
type Item = Schema<'RoutineItem'>;

/** Every routine of the person, sections and items included; refetched on a `routines` write. */
export const useRoutines = () =>
  useResource('/routines', 'routines', () => allPages((cursor) => ok(rest.GET('/routines', { params: { query: { limit: 100, cursor } } }))));

/** A routine's items whatever its kind: a LIST's flat list, a DAILY's sections in order. */
export const itemsOf = (r: Routine): Item[] => r.items ?? (r.sections ?? []).flatMap((s) => s.items);

/** The habit and task ids some routine places. */
export const placedIds = (routines: Routine[]): Set<string> => new Set(routines.flatMap((r) => itemsOf(r).map((i) => i.id)));
