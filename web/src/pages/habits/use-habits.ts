import { allPages, ok } from '../../client/rest';
import { rest } from '../../session';
import { useResource } from '../../use-resource';

/** Every habit of the person; refetched when habits change, a routine places one, or XP moves. */
export const useHabits = () =>
  useResource('/habits', ['habits', 'routines', 'profile'], () => allPages((cursor) => ok(rest.GET('/habits', { params: { query: { limit: 100, cursor } } }))));

/** Every category of the person (the habit and task forms offer them). */
export const useCategories = () =>
  useResource('/categories', ['categories', 'profile'], () => allPages((cursor) => ok(rest.GET('/categories', { params: { query: { limit: 100, cursor } } }))));
