import { convertQuickNoteToTask } from '../../../../core/ideas/convert';
import { archiveQuickNote, deleteQuickNote, editQuickNote, moveQuickNote, restoreQuickNote } from '../../../../core/ideas/edit';
import { QuickNote, QuickNoteBoard, QuickNoteConverted, QuickNoteCreated } from '../../../../core/ideas/responses';
import { createQuickNote, getQuickNote, listQuickNotes } from '../../../../core/ideas/service';
import type { OperationSpec, RouteKey } from '../operation';
import { page } from '../page';

export const quickNotesPaths = {
  'GET /quick-notes': { summary: 'List quick notes', input: listQuickNotes.schema, responses: { 200: QuickNoteBoard } },
  'POST /quick-notes': { summary: 'Create quick note', input: createQuickNote.schema, responses: { 201: QuickNoteCreated } },
  'GET /quick-notes/{id}': { summary: 'Get quick note', input: getQuickNote.schema, responses: { 200: QuickNote } },
  'PATCH /quick-notes/{id}': { summary: 'Edit quick note', input: editQuickNote.schema, responses: { 200: QuickNote } },
  'DELETE /quick-notes/{id}': { summary: 'Delete quick note', input: deleteQuickNote.schema, responses: { 204: null } },
  'POST /quick-notes/{id}/move': { summary: 'Move quick note', input: moveQuickNote.schema, responses: { 200: QuickNote } },
  'POST /quick-notes/{id}/archive': { summary: 'Archive quick note', input: archiveQuickNote.schema, responses: { 200: QuickNote } },
  'POST /quick-notes/{id}/restore': { summary: 'Restore quick note', input: restoreQuickNote.schema, responses: { 200: QuickNote } },
  'POST /quick-notes/{id}/convert-to-task': { summary: 'Convert quick note to task', input: convertQuickNoteToTask.schema, responses: { 201: QuickNoteConverted } },
} satisfies Record<RouteKey, OperationSpec>;
