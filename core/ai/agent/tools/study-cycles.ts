import { archiveActiveCycle, deleteActiveCycle, editActiveBlock } from '../../../study/manage';
import { createCycle, editActiveCycle, getActiveCycle, listCycles } from '../../../study/service';
import { deleteSession, listSessions, logSession } from '../../../study/sessions';
import { studyToday } from '../../../study/today-service';
import { withCards } from './card';
import { studyCycleCards } from './cards/study-cycles';
import { commandTool } from './define';
import {
  archiveCycleSummary,
  deleteCycleSummary,
  deleteSessionSummary,
  editCycleSummary,
  editReplacesSubjects,
} from './summaries/study-cycles';

const CYCLE = 'Name the cycle by its name (any case) or id (listStudyCycles); only active cycles answer, and a refusal lists them.';
const PAGE = 'Pages are named by id or exact title (listStudyTopics); on AMBIGUOUS_NAME ask which one.';

/**
 * The eleven study-cycle tools (seeds, agent-design: four reads, seven writers reporting
 * studyCycles). Each is the screens' own command, so the planner, the no-overlap rule and
 * the credit walk are the same. No tool writes or lists timer cycles: a pomodoro is recorded
 * by the client when one really ran out. getStudyToday pins NEXT concepts yet reports no
 * domain: nothing a screen shows changes when it does. The cycle tools take the commands'
 * ACTIVE reach: an archived cycle answers to neither its name nor its id here (seeds), while
 * the REST routes read and delete it by id (core/study/naming.ts `CycleReach`).
 */
export const studyCycleTools = withCards(studyCycleCards, [
  commandTool('getStudyToday', 'read', [], "Today's study per active cycle: the blocks that fill what is left of today's minutes, from where the lap is (each with its number, subject page, minutes, mode and concept).", studyToday),
  commandTool('listStudyCycles', 'read', [], 'The active study cycles, each with its week, subjects, queue of numbered blocks and lap (number, credited and total minutes).', listCycles),
  commandTool('getStudyCycle', 'read', [], `One study cycle in full: the week, the subjects with their weights and weekly minutes, every block with its number. Read it before editing a cycle or a block. ${CYCLE}`, getActiveCycle),
  commandTool('listStudySessions', 'read', [], 'Study sessions logged by hand over the last 1–31 days (default 7), newest first, with their ids and the cycle each credited.', listSessions),
  commandTool(
    'createStudyCycle',
    'write',
    ['studyCycles'],
    `Create a study cycle: a queue of blocks worked through in order, planned from the week's minutes shared by weight (importance × (6 − mastery)). Before calling, confirm with the person the subjects (with importance and mastery) and the minutes of each study day. A subject may not overlap a subject of another active cycle (the same page, or one inside the other): CONFLICT names that cycle. ${PAGE}`,
    createCycle,
    { approval: 'never' },
  ),
  commandTool(
    'editStudyCycle',
    'write',
    ['studyCycles'],
    `Change a study cycle: send only what changes. Days sent replace those days only; a day sent without minutes or start keeps the old one; start "none" removes a start time; 0 minutes makes a rest day. Subjects, when sent, are the WHOLE new list. The queue is planned again and the lap keeps its credit. ${CYCLE} ${PAGE}`,
    editActiveCycle,
    { approval: editReplacesSubjects, summary: editCycleSummary },
  ),
  commandTool(
    'editStudyBlock',
    'write',
    ['studyCycles'],
    `Change one block, named by its number in the queue (getStudyCycle): send only mode and/or concept. A concept (a page inside the block's subject, or NEXT for what its roadmap says next) makes it GOAL; TIME with a concept is refused. ${CYCLE}`,
    editActiveBlock,
    { approval: 'never' },
  ),
  commandTool(
    'archiveStudyCycle',
    'write',
    ['studyCycles'],
    `Archive a study cycle: it stops being active and its pages may join another cycle; its history is kept. Confirm first. ${CYCLE}`,
    archiveActiveCycle,
    // No tool or screen makes an archived cycle active again.
    { approval: 'always', summary: archiveCycleSummary },
  ),
  commandTool(
    'deleteStudyCycle',
    'write',
    ['studyCycles'],
    `Delete a study cycle with its logged sessions, for good. Confirm the cycle's name with the person first, and offer archiving instead if they may want the history. ${CYCLE}`,
    deleteActiveCycle,
    { approval: 'always', summary: deleteCycleSummary },
  ),
  commandTool(
    'logStudySession',
    'write',
    ['studyCycles'],
    `Log study the person says they did away from the timer: the page studied (a subject or a page under it), whole minutes, and the date (today unless they name one of the last 30 days). The minutes go at once to the cycle holding that page; a page in no active cycle is still logged (cycleId null). Answers with the session id. ${PAGE}`,
    logSession,
    { approval: 'never' },
  ),
  commandTool(
    'deleteStudySession',
    'write',
    ['studyCycles'],
    'Delete a session logged by hand, by its id (listStudySessions). Its minutes come off the lap if that lap is still running. To correct a session, delete it and log it again. Confirm first.',
    deleteSession,
    { approval: 'always', summary: deleteSessionSummary },
  ),
]);
