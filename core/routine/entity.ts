import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';

export const ROUTINE_TYPES = ['DAILY', 'LIST'] as const;
export type RoutineType = (typeof ROUTINE_TYPES)[number];
export const ITEM_KINDS = ['habit', 'task'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/**
 * A routine and its whole structure in one item: sections (in order) holding entries (in
 * order). One item means every edit is one conditional write on `version`, and the habit
 * reference counts move in the same transaction. A LIST routine keeps its flat item list as
 * one untimed section (`LIST_SECTION_ID`); views hide that section.
 *
 * An entry ("item group", DOMAIN-FACTS) is the placement of a habit or task: its own id
 * (`grp_…`, the group id that check, skip, remove and micro-tasks take) distinct from the
 * habit/task id it references.
 */
export const Routines = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'routine', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          routineId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          icon: { type: 'string' },
          type: { type: ROUTINE_TYPES, required: true, readOnly: true },
          sections: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                sectionId: { type: 'string', required: true },
                name: { type: 'string', required: true },
                icon: { type: 'string' },
                startTime: { type: 'string' },
                endTime: { type: 'string' },
                favorite: { type: 'boolean', required: true },
                entries: {
                  type: 'list',
                  required: true,
                  items: {
                    type: 'map',
                    properties: {
                      entryId: { type: 'string', required: true },
                      kind: { type: ITEM_KINDS, required: true },
                      refId: { type: 'string', required: true },
                      startTime: { type: 'string' },
                      endTime: { type: 'string' },
                    },
                  },
                },
              },
            },
          },
          /** Paid whole on every check of its items (DOMAIN-FACTS); level derived on read. */
          xp: { type: 'number', required: true, default: 0 },
          currentStreak: { type: 'number', required: true, default: 0 },
          bestStreak: { type: 'number', required: true, default: 0 },
          version: { type: 'number', required: true, default: 0 },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: ['routineId'], template: 'RTN#${routineId}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);

export const LIST_SECTION_ID = 'list';

export interface EntryRow {
  entryId: string;
  kind: ItemKind;
  refId: string;
  startTime?: string;
  endTime?: string;
}

export interface SectionRow {
  sectionId: string;
  name: string;
  icon?: string;
  startTime?: string;
  endTime?: string;
  favorite: boolean;
  entries: EntryRow[];
}

export interface RoutineRow {
  userId: string;
  routineId: string;
  name: string;
  icon?: string;
  type: RoutineType;
  sections: SectionRow[];
  xp: number;
  currentStreak: number;
  bestStreak: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}
