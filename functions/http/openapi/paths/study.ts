import { archiveCycle, deleteCycle, editBlock } from '../../../../core/study/manage';
import { StudyCycle, StudyCycleList, StudySessionList, StudySessionLogged, StudyToday } from '../../../../core/study/responses';
import { createCycle, editCycle, getCycle, listCycles } from '../../../../core/study/service';
import { deleteSession, listSessions, logSession } from '../../../../core/study/sessions';
import { studyToday } from '../../../../core/study/today-service';
import type { OperationSpec, RouteKey } from '../operation';
import { page } from '../page';

export const studyPaths = {
  'POST /study/cycles': { summary: 'Create cycle', input: createCycle.schema, responses: { 201: StudyCycle } },
  'GET /study/cycles': { summary: 'List cycles', input: listCycles.schema, responses: { 200: StudyCycleList } },
  'GET /study/cycles/{id}': { summary: 'A study cycle (archived ones too)', input: getCycle.schema, pathFields: {'id': 'cycle'}, responses: { 200: StudyCycle } },
  'PATCH /study/cycles/{id}': { summary: 'Edit a study cycle', input: editCycle.schema, pathFields: {'id': 'cycle'}, responses: { 200: StudyCycle } },
  'DELETE /study/cycles/{id}': { summary: 'Delete a study cycle', input: deleteCycle.schema, pathFields: {'id': 'cycle'}, responses: { 204: null } },
  'PATCH /study/cycles/{id}/blocks/{n}': { summary: 'Edit block', input: editBlock.schema, pathFields: {'id': 'cycle'}, responses: { 200: StudyCycle } },
  'POST /study/cycles/{id}/archive': { summary: 'Archive a study cycle', input: archiveCycle.schema, pathFields: {'id': 'cycle'}, responses: { 200: StudyCycle } },
  'GET /study/today': { summary: 'Study today', input: studyToday.schema, responses: { 200: StudyToday } },
  'POST /study/sessions': { summary: 'Log a study session (credits the running lap)', input: logSession.schema, responses: { 201: StudySessionLogged } },
  'GET /study/sessions': { summary: 'List sessions', input: listSessions.schema, responses: { 200: StudySessionList } },
  'DELETE /study/sessions/{id}': { summary: 'Delete session', input: deleteSession.schema, responses: { 204: null } },
} satisfies Record<RouteKey, OperationSpec>;
