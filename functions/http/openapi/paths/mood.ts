import { MoodDay, MoodList } from '../../../../core/mood/responses';
import { deleteMood, getMood, listMood, putMood, setMoodLevel } from '../../../../core/mood/service';
import type { OperationSpec, RouteKey } from '../operation';
import { page } from '../page';

export const moodPaths = {
  'GET /mood': { summary: 'List mood', input: listMood.schema, responses: { 200: MoodList } },
  'GET /mood/{date}': { summary: 'Get mood', input: getMood.schema, responses: { 200: MoodDay } },
  'PUT /mood/{date}': { summary: 'Put mood', input: putMood.schema, responses: { 200: MoodDay } },
  'PATCH /mood/{date}': { summary: 'Set mood level', input: setMoodLevel.schema, responses: { 200: MoodDay } },
  'DELETE /mood/{date}': { summary: 'Delete mood', input: deleteMood.schema, responses: { 204: null } },
} satisfies Record<RouteKey, OperationSpec>;
