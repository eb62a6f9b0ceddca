/**
 * How each write tool is undone (issue 39), stated once per tool like the approval policies:
 * a write tool missing here fails tests/unit/agent/tool-undo.test.ts, and the property test
 * (tests/integration/agent/undo-property.test.ts) runs and undoes every one of them.
 *
 * - `restore`: every item the call wrote goes back to its before-state (recorder.ts captures
 *   them from the writes themselves), running totals moved back by what the call moved
 *   (state.ts). The default: nothing for a command to remember.
 * - `entryStatus`: a check or a skip is taken back through the domain's own check/skip path
 *   (undo/inverse.ts), so its XP and streaks follow the same rules as the person's uncheck.
 * - `none`: for a write that would leave the person's data (none does today); its reason says why.
 */
export type UndoPolicy = { restore: true } | { inverse: 'entryStatus' } | { none: string };

const restore = { restore: true } as const;

export const UNDO_POLICIES: Readonly<Record<string, UndoPolicy>> = {
  // Categories, habits, tasks (D1, D2)
  createUserCategory: restore,
  editUserCategory: restore,
  deleteUserCategory: restore,
  createUserHabit: restore,
  editUserHabit: restore,
  deleteUserHabit: restore,
  createUserTask: restore,
  editUserTask: restore,
  deleteUserTask: restore,
  // Goals (D3): a completion's XP is a running total, moved back by what it paid.
  createUserGoal: restore,
  editUserGoal: restore,
  deleteUserGoal: restore,
  completeUserGoal: restore,
  increaseUserGoalValue: restore,
  decreaseUserGoalValue: restore,
  archiveUserGoal: restore,
  moveUserGoalUnder: restore,
  // Settings
  updateUserConfiguration: restore,
  // Routines and schedules (D4)
  createUserRoutine: restore,
  editUserRoutine: restore,
  patchUserRoutine: restore,
  createUserListRoutine: restore,
  editUserListRoutine: restore,
  addHabitToRoutineSection: restore,
  addTaskToRoutineSection: restore,
  removeRoutineItem: restore,
  deleteUserRoutine: restore,
  createUserSchedule: restore,
  updateUserSchedule: restore,
  deleteUserSchedule: restore,
  // Today: the person's own uncheck / un-skip, XP and streaks by the same rules.
  checkRoutineItem: { inverse: 'entryStatus' },
  skipRoutineItem: { inverse: 'entryStatus' },
  // Focus (D6)
  getItemMicroTasks: restore,
  addMicroTask: restore,
  toggleMicroTask: restore,
  pinMicroTask: restore,
  deleteMicroTask: restore,
  reorderMicroTasks: restore,
  // Mood (the level only: the journal is never written by a tool)
  logUserMood: restore,
  // Ideas: the note and the cell it claimed
  createQuickNote: restore,
  // Study notebook (N5)
  addStudyNode: restore,
  editStudyNode: restore,
  setStudyNodeStatus: restore,
  connectStudyNodes: restore,
  disconnectStudyNodes: restore,
  removeStudyNode: restore,
  reorderStudyBoard: restore,
  addStudyNotes: restore,
  addStudyDiagram: restore,
  generateStudyCards: restore,
  // Study cycles
  createStudyCycle: restore,
  editStudyCycle: restore,
  editStudyBlock: restore,
  archiveStudyCycle: restore,
  deleteStudyCycle: restore,
  logStudySession: restore,
  deleteStudySession: restore,
  // The assistant's memory notes (A6)
  updateGlobalContext: restore,
  updateChatContext: restore,
  // Feedback: a row in the person's partition that the team reads; undone, it is withdrawn.
  submitUserFeedback: restore,
};

export const undoPolicyOf = (tool: string): UndoPolicy | undefined => UNDO_POLICIES[tool];
