/**
 * What each page of the clients is about, for the stream request's `page` hint (A7: "create one"
 * on the habits page means a habit). The first tool of each page is its anchor, offered whenever
 * the person is there; the others are favoured when the message fits them, never added blindly.
 * Keys are the first segment of the client's path (`/notebook/nbp_…/study` → `notebook`).
 */
export const PAGE_TOOLS: Readonly<Record<string, readonly string[]>> = {
  today: ['getTodayRoutine', 'checkRoutineItem', 'skipRoutineItem'],
  habits: ['getUserHabits', 'createUserHabit', 'editUserHabit', 'deleteUserHabit'],
  tasks: ['getUserTasks', 'createUserTask', 'editUserTask', 'deleteUserTask'],
  categories: ['getUserCategories', 'createUserCategory', 'editUserCategory', 'deleteUserCategory'],
  goals: [
    'getUserGoals', 'createUserGoal', 'editUserGoal', 'deleteUserGoal', 'completeUserGoal',
    'increaseUserGoalValue', 'decreaseUserGoalValue', 'archiveUserGoal', 'moveUserGoalUnder',
  ],
  routines: [
    'getUserRoutines', 'createUserRoutine', 'patchUserRoutine', 'editUserRoutine', 'createUserListRoutine', 'editUserListRoutine',
    'addHabitToRoutineSection', 'addTaskToRoutineSection', 'removeRoutineItem', 'deleteUserRoutine',
    'getUserSchedules', 'createUserSchedule', 'updateUserSchedule', 'deleteUserSchedule',
  ],
  mood: ['getUserMoodHistory', 'logUserMood'],
  ideas: ['getQuickNotes', 'createQuickNote'],
  focus: ['getFocusDay', 'getItemMicroTasks', 'addMicroTask', 'toggleMicroTask', 'pinMicroTask', 'deleteMicroTask', 'reorderMicroTasks'],
  notebook: [
    'listStudyTopics', 'getStudyBoard', 'addStudyNotes', 'addStudyDiagram', 'showDiagram', 'generateStudyCards', 'addStudyNode',
    'editStudyNode', 'setStudyNodeStatus', 'connectStudyNodes', 'disconnectStudyNodes', 'removeStudyNode', 'reorderStudyBoard',
  ],
  study: [
    'getStudyToday', 'getStudyPlanForToday', 'listStudyCycles', 'getStudyCycle', 'createStudyCycle', 'editStudyCycle', 'editStudyBlock',
    'archiveStudyCycle', 'deleteStudyCycle', 'logStudySession', 'listStudySessions', 'deleteStudySession',
  ],
  settings: ['getUserConfiguration', 'updateUserConfiguration'],
};

/** The page's key from the client's hint: `/habits`, `habits`, `#/notebook/nbp_1/study` → `habits`, `notebook`. */
export function pageKey(page: string | undefined): string | undefined {
  const head = page?.replace(/^[#/]+/, '').split(/[/?#]/)[0]?.toLowerCase();
  return head && head in PAGE_TOOLS ? head : undefined;
}
