import { z } from 'zod';
import { iconField } from '../util/fields';
import { GroupId, MAX_ENTRIES, MAX_SECTIONS, RoutineId } from './schema';
import { TimeField } from './window';

const SectionRef = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .describe('The section: its id (sec_…) or its name (exact, any case, or a unique part of it)');
const position = (max: number) => z.number().int().min(0).max(max).describe('0-based position (0 = first)');
const sectionName = z.string().trim().min(1).max(100);
const op = <T extends string>(name: T) => z.literal(name).describe(`The kind of edit: "${name}"`);

/**
 * Targeted edits (D3): change one thing without resending the routine. Each op names its
 * kind in `op`; ops apply in order and the whole list commits together or not at all.
 */
export const RoutineOp = z.discriminatedUnion('op', [
  z.object({ op: op('rename'), name: sectionName.describe('The routine’s new name') }).describe('Rename the routine'),
  z.object({ op: op('setIcon'), icon: iconField }).describe('Change or remove (null) the routine’s icon'),
  z
    .object({
      op: op('addSection'),
      name: sectionName.describe('Section name'),
      startTime: TimeField.describe('Window start, HH:mm'),
      endTime: TimeField.describe('Window end, HH:mm (before the start = overnight)'),
      icon: iconField.optional(),
      favorite: z.boolean().optional().describe('Shown first (default false)'),
      position: position(MAX_SECTIONS).optional(),
    })
    .describe('DAILY only: add an empty section (default: last)'),
  z
    .object({
      op: op('editSection'),
      section: SectionRef,
      name: sectionName.optional().describe('New section name'),
      startTime: TimeField.optional().describe('New window start; every entry must still fit (±5 min)'),
      endTime: TimeField.optional().describe('New window end; every entry must still fit (±5 min)'),
      icon: iconField.optional(),
      favorite: z.boolean().optional().describe('Shown first'),
    })
    .describe('DAILY only: rename a section, change its window, icon or favourite flag'),
  z
    .object({ op: op('removeSection'), section: SectionRef })
    .describe('DAILY only: remove a section AND every entry in it (destructive: confirm first)'),
  z.object({ op: op('moveSection'), section: SectionRef, position: position(MAX_SECTIONS) }).describe('DAILY only: move a section'),
  z
    .object({
      op: op('moveItem'),
      groupId: GroupId,
      section: SectionRef.optional().describe('DAILY only: the section to move the entry into (default: where it is)'),
      position: position(MAX_ENTRIES).optional().describe('0-based position in the target section/list (default: last when moving, else unchanged)'),
      startTime: TimeField.optional().describe('New start, inside the target window ±5 min'),
      endTime: TimeField.optional().describe('New end, inside the target window ±5 min'),
    })
    .describe('Move an entry and/or change its times; its group id, checks and micro-tasks stay'),
]);
export type RoutineOp = z.output<typeof RoutineOp>;

export const PatchRoutineInput = z.object({
  id: RoutineId,
  ops: z.array(RoutineOp).min(1).max(20).describe('The edits, applied in order; all or nothing'),
});
