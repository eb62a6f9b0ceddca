import { z } from 'zod';
import { idField } from '../util/fields';
import { WeekdaysField } from './weekdays';

export const ScheduleId = idField('schedule', 'sch_');

export const ListSchedulesInput = z.object({});
export const CreateScheduleInput = z.object({
  routineId: idField('routine', 'rtn_'),
  days: WeekdaysField.describe('Weekdays the routine applies to (any case, English or Portuguese). A day another routine had moves to this one'),
});
export const UpdateScheduleInput = z.object({
  id: ScheduleId,
  days: WeekdaysField.describe('The complete new set of weekdays (replaces the old set). A day another routine had moves to this one'),
});
export const DeleteScheduleInput = z.object({ id: ScheduleId });
