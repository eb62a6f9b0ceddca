import { allPages, ok } from '../../client/rest';
import { rest } from '../../session';
import { useResource } from '../../use-resource';

/** Every task of the person. */
export const useTasks = () => useResource('/tasks', ['tasks', 'profile'], () => allPages((cursor) => ok(rest.GET('/tasks', { params: { query: { limit: 100, cursor } } }))));
