import { Schedule, ScheduleList } from '../../../../core/schedule/responses';
import { createSchedule, deleteSchedule, listSchedules, updateSchedule } from '../../../../core/schedule/service';
import type { OperationSpec, RouteKey } from '../operation';
import { page } from '../page';

export const schedulesPaths = {
  'GET /schedules': { summary: 'List schedules', input: listSchedules.schema, responses: { 200: ScheduleList } },
  'POST /schedules': { summary: 'Create schedule', input: createSchedule.schema, responses: { 201: Schedule } },
  'PATCH /schedules/{id}': { summary: 'Update schedule', input: updateSchedule.schema, responses: { 200: Schedule } },
  'DELETE /schedules/{id}': { summary: 'Delete schedule', input: deleteSchedule.schema, responses: { 204: null } },
} satisfies Record<RouteKey, OperationSpec>;
