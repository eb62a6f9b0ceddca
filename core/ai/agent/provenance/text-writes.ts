// ROOM provenance/: text the assistant wrote in a turn that read source text, followed into
// later turns (issue 47). text-writes.ts says which tools write the model's text and where;
// mark.ts puts the mark on those writes and asks for it on every read; db.ts does both for
// one tool call at a time and taints the turn that reads a marked item.

/**
 * Where a write tool puts text the model chose, stated once per tool like the approval and
 * undo policies (a write tool missing here fails tests/unit/agent/provenance.test.ts):
 *
 * - `kinds`: the entity kinds (ElectroDB `__edb_e__`) that take the call's text. In a turn that
 *   read source text, every item of those kinds the call writes is marked `fromSources`
 *   (mark.ts). Only those kinds: a task created from a source is marked, the categories whose
 *   use counts it moves are not, so the mark stays on the words and does not spread to every
 *   counter a write touches.
 * - `none`: the call takes no text of the model's (ids, dates, levels, an order), or the text
 *   has a rule of its own; the reason says which.
 *
 * A tool that copies text from an item it read (pinning a micro-task's name) is listed with
 * where the copy goes: reading a marked item taints the turn, so the copy is marked too.
 */
export type TextWrite = { kinds: readonly string[] } | { none: string };

const NO_TEXT = { none: 'takes ids, dates, levels or an order: no text of the model’s' } as const;
const kinds = (...k: string[]): TextWrite => ({ kinds: k });

export const TEXT_WRITES: Readonly<Record<string, TextWrite>> = {
  // Categories, habits, tasks, goals: names, descriptions, motivations, units, icons.
  createUserCategory: kinds('category'),
  editUserCategory: kinds('category'),
  deleteUserCategory: NO_TEXT,
  createUserHabit: kinds('habit'),
  editUserHabit: kinds('habit'),
  deleteUserHabit: NO_TEXT,
  createUserTask: kinds('task'),
  editUserTask: kinds('task'),
  deleteUserTask: NO_TEXT,
  createUserGoal: kinds('goal'),
  editUserGoal: kinds('goal'),
  deleteUserGoal: NO_TEXT,
  completeUserGoal: NO_TEXT,
  increaseUserGoalValue: NO_TEXT,
  decreaseUserGoalValue: NO_TEXT,
  archiveUserGoal: NO_TEXT,
  moveUserGoalUnder: { none: 'names two existing goals and writes only where one sits' },
  // The phrase and its author, read back by getUserConfiguration. Every settings save rewrites
  // the row whole, so the person's own save ends the mark (a patch elsewhere keeps it). The
  // display name lives on the profile row, which nearly every turn reads: marking it would
  // taint them all.
  updateUserConfiguration: kinds('configuration'),
  // Routines: their names and section names (a section named in an add may be a new one).
  createUserRoutine: kinds('routine'),
  editUserRoutine: kinds('routine'),
  patchUserRoutine: kinds('routine'),
  createUserListRoutine: kinds('routine'),
  editUserListRoutine: kinds('routine'),
  addHabitToRoutineSection: kinds('routine'),
  addTaskToRoutineSection: kinds('routine'),
  removeRoutineItem: NO_TEXT,
  deleteUserRoutine: NO_TEXT,
  createUserSchedule: NO_TEXT,
  updateUserSchedule: NO_TEXT,
  deleteUserSchedule: NO_TEXT,
  checkRoutineItem: NO_TEXT,
  skipRoutineItem: NO_TEXT,
  // Focus Mode: a micro-task's name; listing copies the pinned names onto the entry.
  getItemMicroTasks: kinds('microTask'),
  addMicroTask: kinds('microTask'),
  toggleMicroTask: NO_TEXT,
  pinMicroTask: kinds('pinnedMicroTask'),
  deleteMicroTask: NO_TEXT,
  reorderMicroTasks: NO_TEXT,
  logUserMood: { none: 'sets a level; the journal is the person’s and no tool writes it' },
  // The Ideas board: the note's words.
  createQuickNote: kinds('quickNote'),
  // The notebook: node titles, notes and diagrams, and the tutor's cards (written from the sources themselves).
  addStudyNode: kinds('notebookBoard'),
  editStudyNode: kinds('notebookBoard'),
  setStudyNodeStatus: NO_TEXT,
  connectStudyNodes: NO_TEXT,
  disconnectStudyNodes: NO_TEXT,
  removeStudyNode: NO_TEXT,
  reorderStudyBoard: NO_TEXT,
  addStudyNotes: kinds('notebookBlock'),
  addStudyDiagram: kinds('notebookBlock'),
  generateStudyCards: kinds('notebookCard'),
  // Study cycles: the cycle's name and a block's concept.
  createStudyCycle: kinds('studyCycle'),
  editStudyCycle: kinds('studyCycle'),
  editStudyBlock: kinds('studyCycle'),
  archiveStudyCycle: NO_TEXT,
  deleteStudyCycle: NO_TEXT,
  logStudySession: NO_TEXT,
  deleteStudySession: NO_TEXT,
  updateGlobalContext: { none: 'the memory notes have their own rule: after source text the write asks first (tools/memory.ts)' },
  updateChatContext: { none: 'the memory notes have their own rule: after source text the write asks first (tools/memory.ts)' },
  // Never read back by a tool; marked so whoever reads the feedback knows a source may have shaped it.
  submitUserFeedback: kinds('feedback'),
};

const NONE: ReadonlySet<string> = new Set();
const byTool = new Map(Object.entries(TEXT_WRITES).map(([tool, w]) => [tool, 'kinds' in w ? new Set(w.kinds) : NONE]));

/** The kinds a tool writes the model's text into (none for a read tool or a tool without text). */
export function textKindsOf(tool: string): ReadonlySet<string> {
  return byTool.get(tool) ?? NONE;
}
