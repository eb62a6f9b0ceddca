/**
 * ROUTING_SET: the labeled evaluation set for the server-side tool router (which tools each
 * model call is offered, chosen from the person's message, the last turns and the page).
 *
 * How it was written: by hand, independently of the router. Only the tools themselves were
 * read (core/ai/agent/tools/*.ts and the schemas they import: what each tool does, which ids
 * it takes, which reads resolve them) and the agent's rules (core/ai/agent/prompt/template.ts).
 * The router's vocabulary (tools/cards/, tools/card.ts, tools/routing/) was NOT read, so the
 * messages use the words people type, not the words the router was tuned on.
 *
 * What it covers: half English, half Brazilian Portuguese (as typed in a chat: "vc", "pra",
 * "tô", "hj", missing accents); every tool of AGENT_TOOLS at least once in `needs`, the
 * everyday ones (habits, tasks, today's check/skip, goals, notes, mood, memory) most often;
 * follow-ups whose tool comes from the history ("yes do it", "and Run too", "muda pra 4");
 * page hints where the page decides ("create one" on /habits, "here" on a notebook page or an
 * open Focus Mode entry); typos, indirect phrasing ("I finished my run", "tô me sentindo
 * péssimo hoje"), several requests in one message, questions, and messages that need no tool
 * (greetings, thanks, things no tool can do: log a pomodoro, add a source, read the journal).
 *
 * How `needs` is labeled: every tool a careful assistant calls in that turn, including the read
 * that turns a name into an id (getUserHabits before deleteUserHabit; getTodayRoutine before
 * checkRoutineItem; getStudyBoard before a board edit; getStudyCycle before a cycle or block
 * edit; listStudyTopics when a page is named loosely), unless the id is already in the history
 * or the page (the notebook page open, or the Focus Mode entry when the person says "here").
 * Tools that take names directly (moveUserGoalUnder, a cycle by name, a page by its exact
 * title) need no read. Destructive writes are listed even though the app asks first.
 *
 * The trailing comments tag the cases: typo, indirect, multi (two things at once), question,
 * chat (no tool), none (asks for something no tool does).
 */
import type { RoutingCase } from './case';

/** An open Focus Mode entry (the web client's /focus/:groupId). */
const FOCUS = '/focus/grp_01JX9QK3T7M2V8B4N6P1R5S0WZ';
/** The notebook page "The cell". */
const NB_CELL = '/notebook/nbp_01JX7H2K9D4F6G8J1L3M5N7P9Q/study';
/** The notebook page "Biologia". */
const NB_BIO = '/notebook/nbp_01JX6C4R8T2Y5U7I9O1P3A5S7D/study';

export const ROUTING_SET: RoutingCase[] = [
  // ───────────────────────────── English ─────────────────────────────

  // — chit-chat and things no tool does
  { id: 'en-chat-1', lang: 'en', message: 'hi!', needs: [], query: '' }, // chat
  { id: 'en-chat-2', lang: 'en', message: "thanks, that's all for now", needs: [], query: '' }, // chat
  { id: 'en-chat-3', lang: 'en', message: 'what kinds of things can you help me with?', needs: [], query: '' }, // chat question
  { id: 'en-chat-4', lang: 'en', history: [{ user: 'create a habit Floss', assistant: 'Created the habit "Floss".', tools: ['createUserHabit'] }], // chat
    message: 'awesome thx!!', needs: [], query: '' },
  { id: 'en-chat-5', lang: 'en', message: 'can you log a pomodoro for me? I did one with a kitchen timer', needs: [], query: 'log a pomodoro' }, // none
  { id: 'en-chat-6', lang: 'en', message: 'add this pdf as a source to Biologia: https://example.org/cells.pdf', needs: [], query: 'add a source to a notebook page' }, // none

  // — categories
  { id: 'en-cat-list-1', lang: 'en', message: 'what categories do I have?', needs: ['getUserCategories'], query: 'list categories' }, // question
  { id: 'en-cat-create-1', lang: 'en', page: '/categories', message: 'make a new one called Finance', needs: ['createUserCategory'], query: 'create a category' },
  { id: 'en-cat-create-2', lang: 'en', message: 'I want a separate bucket for all my side project stuff, call it Side hustle', needs: ['createUserCategory'], query: 'create a category' }, // indirect
  { id: 'en-cat-edit-1', lang: 'en', message: 'rename my Health category to Wellbeing', needs: ['getUserCategories', 'editUserCategory'], query: 'rename a category' },
  { id: 'en-cat-delete-1', lang: 'en', message: 'delete the categroy Work', needs: ['getUserCategories', 'deleteUserCategory'], query: 'delete a category' }, // typo
  { id: 'en-cat-level-1', lang: 'en', message: 'what level is my Fitness category at?', needs: ['getUserCategories'], query: 'category level' }, // question
  { id: 'en-cat-fu-1', lang: 'en', history: [{ user: 'delete the Study category', assistant: 'I can\'t yet: the habit "Read" still uses Study. Should I take Study off "Read" first?', tools: ['getUserCategories', 'deleteUserCategory'] }], // multi
    message: 'yes take it off and then delete it', needs: ['getUserHabits', 'editUserHabit', 'deleteUserCategory'], query: 'edit habit categories' },

  // — habits
  { id: 'en-habit-create-1', lang: 'en', message: 'Create a habit called Read', needs: ['createUserHabit'], query: 'create a habit' },
  { id: 'en-habit-create-2', lang: 'en', message: 'I keep forgetting to drink water during the day', needs: ['createUserHabit'], query: 'create a habit' }, // indirect
  { id: 'en-habit-create-3', lang: 'en', page: '/habits', message: 'create one for meditating 10 minutes, importance 4', needs: ['createUserHabit'], query: 'create a habit' },
  { id: 'en-habit-create-4', lang: 'en', message: "new habit 'Stretch' in my Health category, difficulty 2", needs: ['getUserCategories', 'createUserHabit'], query: 'create a habit' },
  { id: 'en-habit-create-5', lang: 'en', message: 'add a new habbit: journaling every nigth', needs: ['createUserHabit'], query: 'create a habit' }, // typo
  { id: 'en-habit-list-1', lang: 'en', message: 'show me all my habtis', needs: ['getUserHabits'], query: 'list habits' }, // typo
  { id: 'en-habit-streak-1', lang: 'en', message: "how's my reading streak?", needs: ['getUserHabits'], query: 'habit streak' }, // question indirect
  { id: 'en-habit-edit-1', lang: 'en', message: "change Run's difficulty to 4", needs: ['getUserHabits', 'editUserHabit'], query: 'edit a habit' },
  { id: 'en-habit-edit-2', lang: 'en', message: 'rename my habbit Excercise to Gym', needs: ['getUserHabits', 'editUserHabit'], query: 'rename a habit' }, // typo
  { id: 'en-habit-edit-3', lang: 'en', message: 'reading every day is way harder than I thought, bump its difficulty up', needs: ['getUserHabits', 'editUserHabit'], query: 'edit habit difficulty' }, // indirect
  { id: 'en-habit-delete-1', lang: 'en', message: 'delete the habit Read', needs: ['getUserHabits', 'deleteUserHabit'], query: 'delete a habit' },
  { id: 'en-habit-delete-2', lang: 'en', message: 'delte my habbit Floss pls', needs: ['getUserHabits', 'deleteUserHabit'], query: 'delete a habit' }, // typo
  { id: 'en-habit-delete-3', lang: 'en', page: '/habits', message: 'get rid of Journal, I never do it anyway', needs: ['getUserHabits', 'deleteUserHabit'], query: 'delete a habit' }, // indirect
  { id: 'en-habit-page-1', lang: 'en', page: '/habits', message: 'which one has the longest streak?', needs: ['getUserHabits'], query: 'habit streaks' }, // question
  { id: 'en-habit-fu-1', lang: 'en', history: [{ user: 'delete my habit Read', assistant: '"Read" has a 12-day streak. Delete it for good?', tools: ['getUserHabits'] }],
    message: 'yes do it', needs: ['deleteUserHabit'], query: 'delete a habit' },
  { id: 'en-habit-fu-2', lang: 'en', history: [{ user: 'delete the habit Read', assistant: 'Done, "Read" is deleted.', tools: ['getUserHabits', 'deleteUserHabit'] }],
    message: 'and Run too', needs: ['deleteUserHabit'], query: 'delete a habit' },
  { id: 'en-habit-fu-3', lang: 'en', history: [{ user: 'create a habit Meditate', assistant: 'Created "Meditate" (importance 3, difficulty 3).', tools: ['createUserHabit'] }],
    message: 'make the importance 5', needs: ['editUserHabit'], query: 'edit a habit' },
  { id: 'en-habit-fu-4', lang: 'en', history: [{ user: 'delete habit Run', assistant: 'I can\'t delete "Run" yet: it\'s placed in your routine "Morning". Should I take it out of the routine first?', tools: ['getUserHabits', 'deleteUserHabit'] }], // multi
    message: 'yes, take it out and delete it', needs: ['getUserRoutines', 'removeRoutineItem', 'deleteUserHabit'], query: 'remove habit from routine' },
  { id: 'en-habit-fu-5', lang: 'en', history: [{ user: 'I really want to start flossing', assistant: 'Want me to create a habit "Floss" for you?', tools: [] }],
    message: 'sure', needs: ['createUserHabit'], query: 'create a habit' },
  { id: 'en-habit-multi-1', lang: 'en', message: 'create habits Read and Meditate and put both in the Wake up section of my Morning routine', needs: ['createUserHabit', 'getUserRoutines', 'addHabitToRoutineSection'], query: 'add habit to routine section' }, // multi

  // — tasks
  { id: 'en-task-create-1', lang: 'en', message: 'add a task: pay rent', needs: ['createUserTask'], query: 'create a task' },
  { id: 'en-task-create-2', lang: 'en', message: 'I need to call the dentist at some point this week', needs: ['createUserTask'], query: 'create a task' }, // indirect
  { id: 'en-task-create-3', lang: 'en', page: '/tasks', message: 'add one: renew passport, importance 5', needs: ['createUserTask'], query: 'create a task' },
  { id: 'en-task-create-4', lang: 'en', message: 'creat a tsak to buy groceries', needs: ['createUserTask'], query: 'create a task' }, // typo
  { id: 'en-task-list-1', lang: 'en', message: 'what tasks do I have?', needs: ['getUserTasks'], query: 'list tasks' }, // question
  { id: 'en-task-edit-1', lang: 'en', message: "make 'Pay rent' importnace 5", needs: ['getUserTasks', 'editUserTask'], query: 'edit a task' }, // typo
  { id: 'en-task-edit-2', lang: 'en', message: "rename the task Groceries to 'Weekly groceries' and put it in my Home category", needs: ['getUserTasks', 'getUserCategories', 'editUserTask'], query: 'edit a task' },
  { id: 'en-task-delete-1', lang: 'en', message: 'delete the task Pay rnet', needs: ['getUserTasks', 'deleteUserTask'], query: 'delete a task' }, // typo
  { id: 'en-task-page-1', lang: 'en', page: '/tasks', message: 'which ones are one-time only?', needs: ['getUserTasks'], query: 'list tasks' }, // question
  { id: 'en-task-fu-1', lang: 'en', history: [{ user: 'what tasks do I have?', assistant: 'You have: Pay rent, Call dentist, Renew passport.', tools: ['getUserTasks'] }],
    message: 'delete the dentist one', needs: ['deleteUserTask'], query: 'delete a task' },
  { id: 'en-task-fu-2', lang: 'en', history: [{ user: 'delete Renew passport', assistant: 'Delete the task "Renew passport"? This can\'t be undone.', tools: ['getUserTasks'] }], // chat
    message: "wait no, don't", needs: [], query: '' },
  { id: 'en-task-note-1', lang: 'en', message: 'idea: a podcast about urban gardening. not a task, just keep it somewhere', needs: ['createQuickNote'], query: 'save a quick note' }, // indirect

  // — goals
  { id: 'en-goal-create-1', lang: 'en', message: 'set a goal to run 100 km by Decmber 31', needs: ['createUserGoal'], query: 'create a goal' }, // typo
  { id: 'en-goal-create-2', lang: 'en', message: 'I want to read 12 books this year', needs: ['createUserGoal'], query: 'create a goal' }, // indirect
  { id: 'en-goal-create-3', lang: 'en', message: "add a goal 'Run a half marathon' under 'Get fit'", needs: ['getUserGoals', 'createUserGoal'], query: 'create a sub-goal' },
  { id: 'en-goal-list-1', lang: 'en', message: 'how far am I on Run 100 km?', needs: ['getUserGoals'], query: 'goal progress' }, // question
  { id: 'en-goal-inc-1', lang: 'en', message: 'add 5 km to my Run 100 km goal', needs: ['getUserGoals', 'increaseUserGoalValue'], query: 'add progress to a goal' },
  { id: 'en-goal-inc-2', lang: 'en', message: 'finished another book for my reading goal!', needs: ['getUserGoals', 'increaseUserGoalValue'], query: 'add progress to a goal' }, // indirect
  { id: 'en-goal-dec-1', lang: 'en', message: 'oops, I logged too much, take 2 off my Read 12 books gaol', needs: ['getUserGoals', 'decreaseUserGoalValue'], query: 'decrease goal progress' }, // typo
  { id: 'en-goal-complete-1', lang: 'en', message: 'mark the goal Learn to swim as compelted', needs: ['getUserGoals', 'completeUserGoal'], query: 'complete a goal' }, // typo
  { id: 'en-goal-archive-1', lang: 'en', message: "archive 'Save for Japan trip', it's not happening this year", needs: ['getUserGoals', 'archiveUserGoal'], query: 'archive a goal' },
  { id: 'en-goal-move-1', lang: 'en', message: "move 'Run 10k' under 'Get fit'", needs: ['moveUserGoalUnder'], query: 'move goal under another goal' },
  { id: 'en-goal-move-2', lang: 'en', page: '/goals', message: 'take Run 10k out from under Get fit, make it its own thing', needs: ['moveUserGoalUnder'], query: 'make goal top-level' }, // indirect
  { id: 'en-goal-edit-1', lang: 'en', message: 'push the deadline of Run 100 km to March 31', needs: ['getUserGoals', 'editUserGoal'], query: 'edit goal deadline' }, // indirect
  { id: 'en-goal-delete-1', lang: 'en', message: 'delete the goal Learn Spanish', needs: ['getUserGoals', 'deleteUserGoal'], query: 'delete a goal' },
  { id: 'en-goal-fu-1', lang: 'en', history: [{ user: 'how is my Run 100 km goal going?', assistant: "You're at 62 of 100 km.", tools: ['getUserGoals'] }],
    message: 'add 8 more', needs: ['increaseUserGoalValue'], query: 'add progress to a goal' },
  { id: 'en-goal-fu-2', lang: 'en', history: [{ user: 'I finally learned to swim!!', assistant: 'Congrats! Want me to mark your goal "Learn to swim" as completed?', tools: ['getUserGoals'] }],
    message: 'yes please', needs: ['completeUserGoal'], query: 'complete a goal' },
  { id: 'en-goal-fu-3', lang: 'en', history: [{ user: 'archive Save for Japan trip', assistant: 'Archived "Save for Japan trip" and its 2 sub-goals.', tools: ['getUserGoals', 'archiveUserGoal'] }], // indirect
    message: 'actually, bring it back', needs: ['archiveUserGoal'], query: 'restore archived goal' },

  // — settings
  { id: 'en-config-theme-1', lang: 'en', message: 'swich to the dark theme', needs: ['updateUserConfiguration'], query: 'change theme' }, // typo
  { id: 'en-config-read-1', lang: 'en', message: 'what time zone do I have set?', needs: ['getUserConfiguration'], query: 'read settings' }, // question
  { id: 'en-config-widgets-1', lang: 'en', message: 'add the mood widget to my dashboard', needs: ['getUserConfiguration', 'updateUserConfiguration'], query: 'dashboard widgets' },
  { id: 'en-config-lang-1', lang: 'en', page: '/settings', message: 'change the language to portuguese', needs: ['updateUserConfiguration'], query: 'change app language' },
  { id: 'en-config-tz-1', lang: 'en', message: 'all my times are an hour off, set my time zone to Lisbon', needs: ['updateUserConfiguration'], query: 'change time zone' },

  // — routines and schedules
  { id: 'en-routine-create-1', lang: 'en', message: 'create a daily routine called Morning with a Wake up section 6:00–7:00 holding my habits Read and Meditate', needs: ['getUserHabits', 'createUserRoutine'], query: 'create a routine' },
  { id: 'en-routine-create-2', lang: 'en', page: '/routines', message: 'create one called Evening with a Night section 21:00–23:00, empty for now', needs: ['createUserRoutine'], query: 'create a routine' },
  { id: 'en-routine-list-1', lang: 'en', message: "whats in my Evening rutine?", needs: ['getUserRoutines'], query: 'list routines' }, // question typo
  { id: 'en-routine-addhabit-1', lang: 'en', message: 'put Stretch in the Wake up section of Morning', needs: ['getUserRoutines', 'getUserHabits', 'addHabitToRoutineSection'], query: 'add habit to routine' },
  { id: 'en-routine-addtask-1', lang: 'en', message: 'add the task Pay rent to the Work section of my Morning routine', needs: ['getUserRoutines', 'getUserTasks', 'addTaskToRoutineSection'], query: 'add task to routine' },
  { id: 'en-routine-remove-1', lang: 'en', message: 'take Meditate out of my Morning rotuine', needs: ['getUserRoutines', 'removeRoutineItem'], query: 'remove item from routine' }, // typo
  { id: 'en-routine-patch-1', lang: 'en', message: "rename the Evening routine to 'Wind down'", needs: ['getUserRoutines', 'patchUserRoutine'], query: 'rename a routine' },
  { id: 'en-routine-patch-2', lang: 'en', message: 'make the Wake up secton start at 5:30 insted of 6', needs: ['getUserRoutines', 'patchUserRoutine'], query: 'change routine section time' }, // typo
  { id: 'en-routine-edit-1', lang: 'en', message: "rebuild my Morning routine from scratch: one section 'Start' 6:00–7:00 with Read and Run, drop everything else", needs: ['getUserRoutines', 'getUserHabits', 'editUserRoutine'], query: 'replace a routine' },
  { id: 'en-routine-listcreate-1', lang: 'en', message: "make a checklist routine 'Weekend chores' with my tasks Laundry and Groceries, no times", needs: ['getUserTasks', 'createUserListRoutine'], query: 'create a list routine' },
  { id: 'en-routine-delete-1', lang: 'en', message: 'delete the routine Weekend chores', needs: ['getUserRoutines', 'deleteUserRoutine'], query: 'delete a routine' },
  { id: 'en-routine-fu-1', lang: 'en', history: [{ user: "what's in my Morning routine?", assistant: 'Morning — Wake up (6:00–7:00): Read, Meditate. Work (9:00–12:00): Pay rent.', tools: ['getUserRoutines'] }],
    message: 'move Meditate to be first', needs: ['patchUserRoutine'], query: 'move routine item' },
  { id: 'en-sched-create-1', lang: 'en', message: 'schedual Morning for weekdays', needs: ['getUserRoutines', 'createUserSchedule'], query: 'schedule a routine' }, // typo
  { id: 'en-sched-list-1', lang: 'en', message: 'which routine runs on saturdays?', needs: ['getUserSchedules'], query: 'list schedules' }, // question
  { id: 'en-sched-fu-1', lang: 'en', history: [{ user: 'schedule Morning on Saturday too', assistant: 'Morning already has a schedule (Monday–Friday). Should I change it to Monday–Saturday?', tools: ['getUserRoutines', 'createUserSchedule'] }],
    message: 'yes', needs: ['updateUserSchedule'], query: 'update a schedule' },
  { id: 'en-sched-delete-1', lang: 'en', message: "I'm on vacation for a month, stop my Work days routine from running at all", needs: ['getUserSchedules', 'deleteUserSchedule'], query: 'delete a schedule' }, // indirect

  // — today's routine: check and skip
  { id: 'en-today-list-1', lang: 'en', message: "what's on my routine today?", needs: ['getTodayRoutine'], query: "today's routine" }, // question
  { id: 'en-today-check-1', lang: 'en', message: 'check Read for today', needs: ['getTodayRoutine', 'checkRoutineItem'], query: 'check routine item' },
  { id: 'en-today-check-2', lang: 'en', message: 'I finished my run', needs: ['getTodayRoutine', 'checkRoutineItem'], query: 'check routine item' }, // indirect
  { id: 'en-today-check-3', lang: 'en', message: 'chek off meditaton', needs: ['getTodayRoutine', 'checkRoutineItem'], query: 'check routine item' }, // typo
  { id: 'en-today-check-4', lang: 'en', message: 'did Read and Stretch this morning, tick both', needs: ['getTodayRoutine', 'checkRoutineItem'], query: 'check routine items' }, // multi
  { id: 'en-today-skip-1', lang: 'en', message: "skip gym tday, I'm sick", needs: ['getTodayRoutine', 'skipRoutineItem'], query: 'skip routine item' }, // typo
  { id: 'en-today-skip-2', lang: 'en', message: 'not doing my run today, rest day', needs: ['getTodayRoutine', 'skipRoutineItem'], query: 'skip routine item' }, // indirect
  { id: 'en-today-uncheck-1', lang: 'en', message: 'I checked Meditate by mistake, undo that', needs: ['getTodayRoutine', 'checkRoutineItem'], query: 'uncheck routine item' },
  { id: 'en-today-late-1', lang: 'en', message: 'I forgot to mark Read yesterday, but I did read', needs: ['getTodayRoutine', 'checkRoutineItem'], query: 'late check routine item' }, // indirect
  { id: 'en-today-page-1', lang: 'en', page: '/today', message: 'skip the rest, long day', needs: ['getTodayRoutine', 'skipRoutineItem'], query: 'skip routine items' }, // indirect
  { id: 'en-today-page-2', lang: 'en', page: '/today', message: "anything I haven't done yet?", needs: ['getTodayRoutine'], query: "today's routine" }, // question
  { id: 'en-today-fu-1', lang: 'en', history: [{ user: "what's left today?", assistant: 'Still open: Read (Evening), Journal (Evening), Floss (Night).', tools: ['getTodayRoutine'] }],
    message: 'check Journal', needs: ['checkRoutineItem'], query: 'check routine item' },
  { id: 'en-today-fu-2', lang: 'en', history: [{ user: 'check Read', assistant: 'Checked "Read" (+12 XP).', tools: ['getTodayRoutine', 'checkRoutineItem'] }],
    message: 'and skip floss', needs: ['skipRoutineItem'], query: 'skip routine item' },

  // — Focus Mode
  { id: 'en-focus-add-1', lang: 'en', page: FOCUS, message: 'add a step here: outline chapter 2', needs: ['addMicroTask'], query: 'add micro-task' },
  { id: 'en-focus-add-2', lang: 'en', message: "add a micro-task 'warm up' to my Run entry today", needs: ['getTodayRoutine', 'addMicroTask'], query: 'add micro-task' },
  { id: 'en-focus-add-3', lang: 'en', page: FOCUS, message: 'break this into steps for me: research, draft, review', needs: ['addMicroTask'], query: 'add micro-tasks' }, // indirect
  { id: 'en-focus-list-1', lang: 'en', page: FOCUS, message: 'what steps do I have here?', needs: ['getItemMicroTasks'], query: 'list micro-tasks' }, // question
  { id: 'en-focus-toggle-1', lang: 'en', page: FOCUS, message: "tick off 'read the brief'", needs: ['getItemMicroTasks', 'toggleMicroTask'], query: 'tick micro-task' },
  { id: 'en-focus-toggle-2', lang: 'en', message: "mark 'buy stamps' done in my Errands entry", needs: ['getFocusDay', 'toggleMicroTask'], query: 'tick micro-task' },
  { id: 'en-focus-pin-1', lang: 'en', page: FOCUS, message: "pin 'drink water' so it shows up on evry entry", needs: ['getItemMicroTasks', 'pinMicroTask'], query: 'pin micro-task' }, // typo
  { id: 'en-focus-fu-1', lang: 'en', page: FOCUS, history: [{ user: 'what micro-tasks are here?', assistant: 'Here: 1. Outline chapter 2, 2. Draft intro, 3. Email Ana.', tools: ['getItemMicroTasks'] }],
    message: 'delete the email one', needs: ['deleteMicroTask'], query: 'delete micro-task' },
  { id: 'en-focus-fu-2', lang: 'en', page: FOCUS, history: [{ user: 'what micro-tasks are here?', assistant: 'Here: 1. Outline chapter 2, 2. Draft intro, 3. Email Ana.', tools: ['getItemMicroTasks'] }],
    message: 'put draft intro first', needs: ['reorderMicroTasks'], query: 'reorder micro-tasks' },
  { id: 'en-focus-day-1', lang: 'en', message: 'how many pomodoros did I do today?', needs: ['getFocusDay'], query: 'focus day pomodoros' }, // question
  { id: 'en-focus-day-2', lang: 'en', message: 'how did my focus go yestreday?', needs: ['getFocusDay'], query: 'focus day' }, // typo question

  // — mood
  { id: 'en-mood-log-1', lang: 'en', message: 'log my mood as 4 today', needs: ['logUserMood'], query: 'log mood' },
  { id: 'en-mood-log-2', lang: 'en', message: 'today was awful honestly', needs: ['logUserMood'], query: 'log mood' }, // indirect
  { id: 'en-mood-log-3', lang: 'en', message: 'yesterday was great, put it down as a 5', needs: ['logUserMood'], query: 'log mood for a past day' },
  { id: 'en-mood-hist-1', lang: 'en', message: 'how has my mood been this week?', needs: ['getUserMoodHistory'], query: 'mood history' }, // question
  { id: 'en-mood-hist-2', lang: 'en', message: 'show my mood histroy for the last month', needs: ['getUserMoodHistory'], query: 'mood history' }, // typo
  { id: 'en-mood-page-1', lang: 'en', page: '/mood', message: '3 for today', needs: ['logUserMood'], query: 'log mood' },
  { id: 'en-mood-journal-1', lang: 'en', message: 'read my journal entry from Monday and tell me what you think', needs: [], query: 'read mood journal' }, // none

  // — Ideas board
  { id: 'en-idea-create-1', lang: 'en', message: 'jot this donw on my ideas board: app for dog walkers', needs: ['createQuickNote'], query: 'add quick note' }, // typo
  { id: 'en-idea-create-2', lang: 'en', message: 'random thought: what if the living room had a reading nook', needs: ['createQuickNote'], query: 'add quick note' }, // indirect
  { id: 'en-idea-list-1', lang: 'en', message: "whats on my idaes board?", needs: ['getQuickNotes'], query: 'list quick notes' }, // typo question
  { id: 'en-idea-page-1', lang: 'en', page: '/ideas', message: "add a yellow one: 'less is more'", needs: ['createQuickNote'], query: 'add quick note' },
  { id: 'en-idea-q-1', lang: 'en', message: 'did I already save something about a podcast?', needs: ['getQuickNotes'], query: 'list quick notes' }, // question indirect

  // — study notebook
  { id: 'en-nb-topics-1', lang: 'en', message: 'what topics are in my notbook?', needs: ['listStudyTopics'], query: 'list study topics' }, // question typo
  { id: 'en-nb-note-1', lang: 'en', page: NB_CELL, message: 'add a note here: mitochondria are the powerhouse of the cell', needs: ['addStudyNotes'], query: 'add notes to page' },
  { id: 'en-nb-note-2', lang: 'en', message: 'add to my bio notes that ribosomes make proteins', needs: ['listStudyTopics', 'addStudyNotes'], query: 'add notes to page' },
  { id: 'en-nb-plan-1', lang: 'en', message: 'what should I study today?', needs: ['getStudyPlanForToday'], query: 'study plan for today' }, // question
  { id: 'en-nb-plan-2', lang: 'en', message: 'how many flashcards are due right now?', needs: ['getStudyPlanForToday'], query: 'flashcards due' }, // question
  { id: 'en-nb-cards-1', lang: 'en', page: NB_CELL, message: 'make 8 flashcards from this page', needs: ['generateStudyCards'], query: 'generate flashcards' },
  { id: 'en-nb-cards-2', lang: 'en', message: 'genrate flashcards for the cell page', needs: ['listStudyTopics', 'generateStudyCards'], query: 'generate flashcards' }, // typo
  { id: 'en-nb-board-1', lang: 'en', page: NB_CELL, message: 'show me the roadmap of this page', needs: ['getStudyBoard'], query: 'study board' },
  { id: 'en-nb-status-1', lang: 'en', page: NB_CELL, message: 'mark the Mitosis section as done', needs: ['getStudyBoard', 'setStudyNodeStatus'], query: 'set board node status' },
  { id: 'en-nb-addnode-1', lang: 'en', page: NB_CELL, message: "add a section 'Meiosis' to this board", needs: ['getStudyBoard', 'addStudyNode'], query: 'add board node' },
  { id: 'en-nb-connect-1', lang: 'en', message: "on The cell's board, connect Membrane to Organelles", needs: ['getStudyBoard', 'connectStudyNodes'], query: 'connect board nodes' },
  { id: 'en-nb-remove-1', lang: 'en', page: NB_CELL, message: 'remove the Meiosis node from the board', needs: ['getStudyBoard', 'removeStudyNode'], query: 'remove board node' },
  { id: 'en-nb-editnode-1', lang: 'en', page: NB_CELL, message: "rename the section 'Intro' to 'Basics'", needs: ['getStudyBoard', 'editStudyNode'], query: 'rename board section' },
  { id: 'en-nb-fu-1', lang: 'en', history: [{ user: 'show me the board of The cell', assistant: 'The cell: Membrane → Organelles → Mitosis, and Membrane → Mitosis.', tools: ['getStudyBoard'] }],
    message: 'remove the arrow from Membrane to Mitosis', needs: ['disconnectStudyNodes'], query: 'disconnect board nodes' },
  { id: 'en-nb-fu-2', lang: 'en', history: [{ user: 'show me the board of The cell', assistant: 'The cell: Membrane → Organelles → Mitosis, and Membrane → Mitosis.', tools: ['getStudyBoard'] }],
    message: 'reorder it: Organelles, Membrane, Mitosis', needs: ['reorderStudyBoard'], query: 'reorder board' },
  { id: 'en-nb-show-1', lang: 'en', message: 'draw me a diagarm of how photosynthesis works', needs: ['showDiagram'], query: 'show diagram' }, // typo
  { id: 'en-nb-diagram-1', lang: 'en', page: NB_CELL, message: 'save a flowchart of cell respiration on this page', needs: ['addStudyDiagram'], query: 'add diagram to page' },
  { id: 'en-nb-fu-3', lang: 'en', history: [{ user: 'draw a diagram of the mitosis phases', assistant: 'Here it is: Prophase → Metaphase → Anaphase → Telophase.', tools: ['showDiagram'] }],
    message: 'nice, save it to my Biologia page', needs: ['addStudyDiagram'], query: 'add diagram to page' },

  // — study cycles
  { id: 'en-sc-today-1', lang: 'en', message: "what's my next study block?", needs: ['getStudyToday'], query: 'study cycle today' }, // question
  { id: 'en-sc-list-1', lang: 'en', message: 'show my study cyles', needs: ['listStudyCycles'], query: 'list study cycles' }, // typo
  { id: 'en-sc-get-1', lang: 'en', message: 'how are the minutes split in my ENEM cycle?', needs: ['getStudyCycle'], query: 'study cycle details' }, // question
  { id: 'en-sc-log-1', lang: 'en', message: 'I studied 45 minutes of Biologia this morning without the timer', needs: ['logStudySession'], query: 'log study session' }, // indirect
  { id: 'en-sc-edit-1', lang: 'en', message: 'in my ENEM cycle make saturdy a rest day', needs: ['getStudyCycle', 'editStudyCycle'], query: 'edit study cycle' }, // typo
  { id: 'en-sc-block-1', lang: 'en', message: 'change block 3 of ENEM to time mode', needs: ['getStudyCycle', 'editStudyBlock'], query: 'edit study block' },
  { id: 'en-sc-archive-1', lang: 'en', message: 'archive my ENEM cycle, exams are over', needs: ['archiveStudyCycle'], query: 'archive study cycle' },
  { id: 'en-sc-sessions-1', lang: 'en', message: 'what study sesions did I log this week?', needs: ['listStudySessions'], query: 'list study sessions' }, // typo question
  { id: 'en-sc-delsession-1', lang: 'en', message: 'delete the session I logged yesterday, the minutes were wrong', needs: ['listStudySessions', 'deleteStudySession'], query: 'delete study session' },
  { id: 'en-sc-fu-1', lang: 'en', history: [{ user: 'set up a study cycle for Biologia and Química', assistant: 'Sure! For each: how important is it (1–5) and how well do you know it (0–5)? And how many minutes on which days?', tools: ['listStudyTopics'] }],
    message: 'bio importance 5 mastery 2, química 4 and 1. 60 min mon to fri', needs: ['createStudyCycle'], query: 'create study cycle' },
  { id: 'en-sc-fu-2', lang: 'en', history: [{ user: 'delete the Vestibular cycle', assistant: 'Deleting "Vestibular" also deletes its logged sessions for good. Would you rather archive it and keep the history?', tools: ['listStudyCycles'] }],
    message: 'no, delete it', needs: ['deleteStudyCycle'], query: 'delete study cycle' },

  // — memory notes
  { id: 'en-mem-1', lang: 'en', message: 'remeber that I work night shifts', needs: ['updateGlobalContext'], query: 'update memory' }, // typo
  { id: 'en-mem-2', lang: 'en', message: "I'm vegetarian, by the way", needs: ['updateGlobalContext'], query: 'update memory' }, // indirect
  { id: 'en-mem-3', lang: 'en', message: "for this chat, remember we're planning my exam week", needs: ['updateChatContext'], query: 'update chat memory' },
  { id: 'en-mem-4', lang: 'en', message: "rember that my son's name is Leo", needs: ['updateGlobalContext'], query: 'update memory' }, // typo
  { id: 'en-mem-5', lang: 'en', message: 'forget what I told you about the night shifts', needs: ['updateGlobalContext'], query: 'update memory' },
  { id: 'en-mem-multi-1', lang: 'en', message: "I'm training for a marathon in May; create a goal to run 500 km before it", needs: ['updateGlobalContext', 'createUserGoal'], query: 'create a goal' }, // multi indirect

  // — feedback
  { id: 'en-fb-1', lang: 'en', message: 'the app crashes when I open routines, can you report that to the team?', needs: ['submitUserFeedback'], query: 'send feedback' }, // indirect
  { id: 'en-fb-fu-1', lang: 'en', history: [{ user: 'I want to tell the Beyou team the dark mode is too dim', assistant: 'I can send this as feedback: "The dark mode is too dim." Send it?', tools: [] }],
    message: 'yes send it', needs: ['submitUserFeedback'], query: 'send feedback' },

  // — several things at once
  { id: 'en-multi-1', lang: 'en', message: 'log my mood as 2 and skip gym today', needs: ['logUserMood', 'getTodayRoutine', 'skipRoutineItem'], query: 'skip routine item' }, // multi
  { id: 'en-multi-2', lang: 'en', message: "create a task 'Buy running shoes' and a goal 'Run 100 km'", needs: ['createUserTask', 'createUserGoal'], query: 'create a goal' }, // multi
  { id: 'en-multi-3', lang: 'en', message: 'check Read and add 1 to my reading goal', needs: ['getTodayRoutine', 'checkRoutineItem', 'getUserGoals', 'increaseUserGoalValue'], query: 'add progress to a goal' }, // multi
  { id: 'en-multi-4', lang: 'en', message: 'finished Read for today, tick it and add a note to The cell that the membrane is semi-permeable', needs: ['getTodayRoutine', 'checkRoutineItem', 'addStudyNotes'], query: 'add notes to page' }, // multi indirect

  // — more of the everyday things, as people say them
  { id: 'en-habit-create-6', lang: 'en', message: "I'd like to get into the habit of stretching after work", needs: ['createUserHabit'], query: 'create a habit' }, // indirect
  { id: 'en-habit-create-7', lang: 'en', page: '/habits', message: 'one more: no phone after 10pm, difficulty 4, importance 5', needs: ['createUserHabit'], query: 'create a habit' },
  { id: 'en-habit-edit-4', lang: 'en', message: 'my Meditate habit matters a lot to me, it should be top importance', needs: ['getUserHabits', 'editUserHabit'], query: 'edit habit importance' }, // indirect
  { id: 'en-task-create-5', lang: 'en', message: 'remind me to buy a birthday gift for mom', needs: ['createUserTask'], query: 'create a task' }, // indirect
  { id: 'en-task-create-6', lang: 'en', message: 'add tsaks: laundry, groceries and clean the fridge', needs: ['createUserTask'], query: 'create tasks' }, // typo multi
  { id: 'en-task-delete-2', lang: 'en', message: 'I already paid the rent, get rid of that task', needs: ['getUserTasks', 'deleteUserTask'], query: 'delete a task' }, // indirect
  { id: 'en-goal-q-1', lang: 'en', message: 'am I on track with my savings goal?', needs: ['getUserGoals'], query: 'goal progress' }, // question indirect
  { id: 'en-goal-inc-3', lang: 'en', message: 'just ran 7k, count it toward Run 100 km', needs: ['getUserGoals', 'increaseUserGoalValue'], query: 'add progress to a goal' }, // indirect
  { id: 'en-goal-edit-2', lang: 'en', message: 'chnage my reading goal to 15 books', needs: ['getUserGoals', 'editUserGoal'], query: 'edit a goal' }, // typo
  { id: 'en-today-check-5', lang: 'en', message: 'went to the gym 💪 mark it', needs: ['getTodayRoutine', 'checkRoutineItem'], query: 'check routine item' }, // indirect
  { id: 'en-today-check-6', lang: 'en', message: 'mark flossing as dne', needs: ['getTodayRoutine', 'checkRoutineItem'], query: 'check routine item' }, // typo
  { id: 'en-today-skip-3', lang: 'en', message: 'skpi meditation today', needs: ['getTodayRoutine', 'skipRoutineItem'], query: 'skip routine item' }, // typo
  { id: 'en-today-q-1', lang: 'en', message: 'did I already check Journal today?', needs: ['getTodayRoutine'], query: "today's routine" }, // question
  { id: 'en-mood-log-4', lang: 'en', message: 'feeling pretty good today tbh', needs: ['logUserMood'], query: 'log mood' }, // indirect
  { id: 'en-mood-log-5', lang: 'en', message: 'i feel lkie garbage today', needs: ['logUserMood'], query: 'log mood' }, // typo indirect
  { id: 'en-mem-6', lang: 'en', message: "fyi I'm allergic to peanuts", needs: ['updateGlobalContext'], query: 'update memory' }, // indirect
  { id: 'en-mem-7', lang: 'en', message: "I switched jobs, I'm a nurse now. keep that in mind", needs: ['updateGlobalContext'], query: 'update memory' }, // indirect
  { id: 'en-idea-create-3', lang: 'en', message: "write this somewhere so I don't lose it: gift idea for Sam, a vinyl player", needs: ['createQuickNote'], query: 'add quick note' }, // indirect
  { id: 'en-focus-add-4', lang: 'en', message: "add 'call the bank' as a step to my Admin entry", needs: ['getTodayRoutine', 'addMicroTask'], query: 'add micro-task' },
  { id: 'en-routine-addhabit-2', lang: 'en', message: 'add Meditate to my Evening routne, in the Night section', needs: ['getUserRoutines', 'getUserHabits', 'addHabitToRoutineSection'], query: 'add habit to routine' }, // typo
  { id: 'en-sched-create-2', lang: 'en', message: 'I want Gym days to happen on mon, wed and fri', needs: ['getUserRoutines', 'createUserSchedule'], query: 'schedule a routine' }, // indirect
  { id: 'en-nb-fu-4', lang: 'en', page: NB_CELL, history: [{ user: 'explain osmosis in simple terms', assistant: 'Osmosis is water moving across a membrane toward the side with more dissolved stuff, until both sides balance.', tools: [] }], // indirect
    message: 'perfect, put that explanation on this page', needs: ['addStudyNotes'], query: 'add notes to page' },
  { id: 'en-sc-log-2', lang: 'en', message: 'did an hour of Química at the library, count it', needs: ['logStudySession'], query: 'log study session' }, // indirect

  // ───────────────────────────── Português (pt-BR) ─────────────────────────────

  // — conversa e coisas que nenhuma ferramenta faz
  { id: 'pt-chat-1', lang: 'pt', message: 'oi', needs: [], query: '' }, // chat
  { id: 'pt-chat-2', lang: 'pt', message: 'valeu!! ajudou mt', needs: [], query: '' }, // chat
  { id: 'pt-chat-3', lang: 'pt', message: 'bom dia, tudo bem?', needs: [], query: '' }, // chat question
  { id: 'pt-chat-4', lang: 'pt', history: [{ user: 'marca ler como feito', assistant: 'Marquei "Ler" (+10 XP).', tools: ['getTodayRoutine', 'checkRoutineItem'] }], // chat
    message: 'show, obrigado', needs: [], query: '' },
  { id: 'pt-chat-5', lang: 'pt', message: 'vc consegue apagar uma nota do meu quadro de ideias?', needs: [], query: 'apagar nota do quadro de ideias' }, // none question
  { id: 'pt-chat-6', lang: 'pt', message: 'kkkk vc é engraçado', needs: [], query: '' }, // chat
  { id: 'pt-chat-7', lang: 'pt', page: NB_BIO, message: 'adiciona esse link como fonte: https://pt.wikipedia.org/wiki/Célula', needs: [], query: 'adicionar fonte na página' }, // none

  // — categorias
  { id: 'pt-cat-list-1', lang: 'pt', message: 'quais categorias eu tenho?', needs: ['getUserCategories'], query: 'listar categorias' }, // question
  { id: 'pt-cat-create-1', lang: 'pt', message: 'cria uma categoria Finanças', needs: ['createUserCategory'], query: 'criar categoria' },
  { id: 'pt-cat-create-2', lang: 'pt', page: '/categories', message: 'cria uma chamada Espiritualidade', needs: ['createUserCategory'], query: 'criar categoria' },
  { id: 'pt-cat-edit-1', lang: 'pt', message: 'muda o ícone da categoria Saúde pra um coração', needs: ['getUserCategories', 'editUserCategory'], query: 'editar categoria' },
  { id: 'pt-cat-edit-2', lang: 'pt', message: 'renomeia a cateogria Trabaho pra Carreira', needs: ['getUserCategories', 'editUserCategory'], query: 'renomear categoria' }, // typo
  { id: 'pt-cat-delete-1', lang: 'pt', message: 'apaga a categoria Lazer', needs: ['getUserCategories', 'deleteUserCategory'], query: 'apagar categoria' },
  { id: 'pt-cat-fu-1', lang: 'pt', history: [{ user: 'quais categorias eu tenho?', assistant: 'Você tem: Saúde (nível 3), Trabalho (nível 2), Estudos (nível 4), Lazer (nível 1).', tools: ['getUserCategories'] }],
    message: 'apaga lazer, nunca uso', needs: ['deleteUserCategory'], query: 'apagar categoria' },

  // — hábitos
  { id: 'pt-habit-create-1', lang: 'pt', message: 'cria um hábito Ler', needs: ['createUserHabit'], query: 'criar hábito' },
  { id: 'pt-habit-create-2', lang: 'pt', message: 'quero começar a meditar todo dia', needs: ['createUserHabit'], query: 'criar hábito' }, // indirect
  { id: 'pt-habit-create-3', lang: 'pt', page: '/habits', message: 'cria um de beber água, importancia 5', needs: ['createUserHabit'], query: 'criar hábito' },
  { id: 'pt-habit-create-4', lang: 'pt', message: 'crie um hábtio correr na categoria Saúde', needs: ['getUserCategories', 'createUserHabit'], query: 'criar hábito' }, // typo
  { id: 'pt-habit-create-5', lang: 'pt', message: 'tô sempre esquecendo de tomar meu remédio de manhã', needs: ['createUserHabit'], query: 'criar hábito' }, // indirect
  { id: 'pt-habit-list-1', lang: 'pt', message: 'mostra meus habitso', needs: ['getUserHabits'], query: 'listar hábitos' }, // typo
  { id: 'pt-habit-streak-1', lang: 'pt', message: 'qual minha sequencia de Correr?', needs: ['getUserHabits'], query: 'sequência do hábito' }, // question
  { id: 'pt-habit-streak-2', lang: 'pt', message: 'tô indo bem na leitura? quantos dias seguidos ja?', needs: ['getUserHabits'], query: 'sequência do hábito' }, // question indirect
  { id: 'pt-habit-edit-1', lang: 'pt', message: 'muda a dificuldade de Correr pra 4', needs: ['getUserHabits', 'editUserHabit'], query: 'editar hábito' },
  { id: 'pt-habit-edit-2', lang: 'pt', message: 'coloca o hábito Ler na categoria Estudos', needs: ['getUserHabits', 'getUserCategories', 'editUserHabit'], query: 'editar categorias do hábito' },
  { id: 'pt-habit-edit-3', lang: 'pt', message: 'meditar tá facil demais, baixa a dificudade', needs: ['getUserHabits', 'editUserHabit'], query: 'editar hábito' }, // typo indirect
  { id: 'pt-habit-delete-1', lang: 'pt', message: 'apaga o hábito Academia', needs: ['getUserHabits', 'deleteUserHabit'], query: 'apagar hábito' },
  { id: 'pt-habit-delete-2', lang: 'pt', message: 'desisti do Fumar menos, pode tirar esse habito', needs: ['getUserHabits', 'deleteUserHabit'], query: 'apagar hábito' }, // indirect
  { id: 'pt-habit-delete-3', lang: 'pt', page: '/habits', message: 'apaga esse de Beber água', needs: ['getUserHabits', 'deleteUserHabit'], query: 'apagar hábito' },
  { id: 'pt-habit-delete-4', lang: 'pt', message: 'exlcui o habito ler', needs: ['getUserHabits', 'deleteUserHabit'], query: 'apagar hábito' }, // typo
  { id: 'pt-habit-page-1', lang: 'pt', page: '/habits', message: 'qual deles eu mais tô fazendo?', needs: ['getUserHabits'], query: 'sequência dos hábitos' }, // question indirect
  { id: 'pt-habit-fu-1', lang: 'pt', history: [{ user: 'apaga o hábito Ler', assistant: '"Ler" tem uma sequência de 20 dias. Quer mesmo apagar?', tools: ['getUserHabits'] }],
    message: 'sim, pode apagar', needs: ['deleteUserHabit'], query: 'apagar hábito' },
  { id: 'pt-habit-fu-2', lang: 'pt', history: [{ user: 'cria um hábito Meditar', assistant: 'Criei "Meditar". Quer definir a importância (1 a 5)? Deixei 3.', tools: ['createUserHabit'] }],
    message: 'muda pra 4', needs: ['editUserHabit'], query: 'editar hábito' },
  { id: 'pt-habit-fu-3', lang: 'pt', history: [{ user: 'apaga o hábito Ler', assistant: 'Pronto, apaguei "Ler".', tools: ['getUserHabits', 'deleteUserHabit'] }],
    message: 'e o Correr tb', needs: ['deleteUserHabit'], query: 'apagar hábito' },
  { id: 'pt-habit-fu-4', lang: 'pt', history: [{ user: 'quero ler mais', assistant: 'Quer que eu crie um hábito "Ler" pra você? Posso colocar na sua rotina Manhã também.', tools: [] }], // multi
    message: 'cria e coloca na manhã sim', needs: ['createUserHabit', 'getUserRoutines', 'addHabitToRoutineSection'], query: 'adicionar hábito na rotina' },
  { id: 'pt-habit-fu-5', lang: 'pt', history: [{ user: 'mostra meus hábitos', assistant: 'Seus hábitos: Ler (12 dias), Correr (3 dias), Meditar (0 dias).', tools: ['getUserHabits'] }],
    message: 'renomeia meditar pra Respirar', needs: ['editUserHabit'], query: 'renomear hábito' },

  // — tarefas
  { id: 'pt-task-create-1', lang: 'pt', message: 'cria uma tarefa pagar aluguel', needs: ['createUserTask'], query: 'criar tarefa' },
  { id: 'pt-task-create-2', lang: 'pt', message: 'crie uma tarfa: marcar dentista', needs: ['createUserTask'], query: 'criar tarefa' }, // typo
  { id: 'pt-task-create-3', lang: 'pt', message: 'preciso lembrar de comprar o presente da minha mãe até sexta', needs: ['createUserTask'], query: 'criar tarefa' }, // indirect
  { id: 'pt-task-create-4', lang: 'pt', page: '/tasks', message: 'adiciona uma: lavar o carro', needs: ['createUserTask'], query: 'criar tarefa' },
  { id: 'pt-task-create-5', lang: 'pt', message: 'tenho q renovar o passaporte antes da viagem', needs: ['createUserTask'], query: 'criar tarefa' }, // indirect
  { id: 'pt-task-list-1', lang: 'pt', message: 'quais tarfeas eu tenho?', needs: ['getUserTasks'], query: 'listar tarefas' }, // question typo
  { id: 'pt-task-edit-1', lang: 'pt', message: 'muda a importância de Pagar aluguel pra 5', needs: ['getUserTasks', 'editUserTask'], query: 'editar tarefa' },
  { id: 'pt-task-edit-2', lang: 'pt', message: 'deixa a tarefa Lavar roupa como de uma vez só', needs: ['getUserTasks', 'editUserTask'], query: 'editar tarefa' },
  { id: 'pt-task-delete-1', lang: 'pt', message: 'apaga a tarefa Marcar dentista, ja marquei', needs: ['getUserTasks', 'deleteUserTask'], query: 'apagar tarefa' },
  { id: 'pt-task-page-1', lang: 'pt', page: '/tasks', message: 'apaga a de lavar o carro', needs: ['getUserTasks', 'deleteUserTask'], query: 'apagar tarefa' },
  { id: 'pt-task-fu-1', lang: 'pt', history: [{ user: 'quais tarefas eu tenho?', assistant: 'Você tem: Pagar aluguel, Marcar dentista, Lavar roupa.', tools: ['getUserTasks'] }], // multi
    message: 'apaga a do dentista e a de lavar roupa', needs: ['deleteUserTask'], query: 'apagar tarefa' },
  { id: 'pt-task-fu-2', lang: 'pt', history: [{ user: 'apaga Pagar aluguel', assistant: 'Apagar a tarefa "Pagar aluguel"? Ela está na sua rotina Manhã.', tools: ['getUserTasks'] }],
    message: 'pode sim', needs: ['deleteUserTask'], query: 'apagar tarefa' },
  { id: 'pt-task-note-1', lang: 'pt', message: 'ideia: abrir um brechó online', needs: ['createQuickNote'], query: 'criar nota rápida' },

  // — metas
  { id: 'pt-goal-create-1', lang: 'pt', message: 'cria uma meta de correr 100 km até dezembro', needs: ['createUserGoal'], query: 'criar meta' },
  { id: 'pt-goal-create-2', lang: 'pt', message: 'quero juntar 5 mil reais pra viajar ano que vem', needs: ['createUserGoal'], query: 'criar meta' }, // indirect
  { id: 'pt-goal-create-3', lang: 'pt', message: 'cria uma submeta "Ler 3 livros de ficção" dentro de Ler 12 livros', needs: ['getUserGoals', 'createUserGoal'], query: 'criar submeta' },
  { id: 'pt-goal-create-4', lang: 'pt', page: '/goals', message: 'cria uma: aprender violão, 50 aulas', needs: ['createUserGoal'], query: 'criar meta' },
  { id: 'pt-goal-list-1', lang: 'pt', message: 'como tá minha meta de leitura?', needs: ['getUserGoals'], query: 'progresso da meta' }, // question
  { id: 'pt-goal-inc-1', lang: 'pt', message: 'adiciona 5 km na meta Correr 100 km', needs: ['getUserGoals', 'increaseUserGoalValue'], query: 'aumentar progresso da meta' },
  { id: 'pt-goal-inc-2', lang: 'pt', message: 'terminei mais um livro, conta na minha meta', needs: ['getUserGoals', 'increaseUserGoalValue'], query: 'aumentar progresso da meta' }, // indirect
  { id: 'pt-goal-inc-3', lang: 'pt', message: 'guardei mais 300 reais hj', needs: ['getUserGoals', 'increaseUserGoalValue'], query: 'aumentar progresso da meta' }, // indirect
  { id: 'pt-goal-dec-1', lang: 'pt', message: 'tira 1 da meta de livros, contei errado', needs: ['getUserGoals', 'decreaseUserGoalValue'], query: 'diminuir progresso da meta' }, // indirect
  { id: 'pt-goal-complete-1', lang: 'pt', message: 'marca a meta Aprender a nadar como concluída', needs: ['getUserGoals', 'completeUserGoal'], query: 'concluir meta' },
  { id: 'pt-goal-complete-2', lang: 'pt', message: 'passei na prova da cnh!! conclui a meta Tirar a CNH', needs: ['getUserGoals', 'completeUserGoal'], query: 'concluir meta' },
  { id: 'pt-goal-archive-1', lang: 'pt', message: 'arquiva a meta Intercâmbio', needs: ['getUserGoals', 'archiveUserGoal'], query: 'arquivar meta' },
  { id: 'pt-goal-move-1', lang: 'pt', message: 'coloca a meta Correr 10k dentro de Ficar em forma', needs: ['moveUserGoalUnder'], query: 'mover meta para dentro de outra' },
  { id: 'pt-goal-edit-1', lang: 'pt', message: 'muda o prazo da meta Correr 100 km pra 30 de junho', needs: ['getUserGoals', 'editUserGoal'], query: 'editar meta' },
  { id: 'pt-goal-edit-2', lang: 'pt', page: '/goals', message: 'aumenta o alvo de Ler 12 livros pra 15', needs: ['getUserGoals', 'editUserGoal'], query: 'editar meta' },
  { id: 'pt-goal-delete-1', lang: 'pt', message: 'apga a meta aprender alemão', needs: ['getUserGoals', 'deleteUserGoal'], query: 'apagar meta' }, // typo
  { id: 'pt-goal-fu-1', lang: 'pt', history: [{ user: 'como tá a meta de correr?', assistant: 'Você está em 40 de 100 km na meta "Correr 100 km".', tools: ['getUserGoals'] }],
    message: 'coloca mais 10', needs: ['increaseUserGoalValue'], query: 'aumentar progresso da meta' },
  { id: 'pt-goal-fu-2', lang: 'pt', history: [{ user: 'apaga a meta Ficar em forma', assistant: '"Ficar em forma" tem 2 submetas (Correr 10k, Academia 3x). Se eu apagar, elas viram metas principais. Apago?', tools: ['getUserGoals'] }],
    message: 'na vdd só arquiva', needs: ['archiveUserGoal'], query: 'arquivar meta' },
  { id: 'pt-goal-fu-3', lang: 'pt', history: [{ user: 'marca a meta Correr 10k como concluída', assistant: 'Concluí "Correr 10k" (+50 XP).', tools: ['getUserGoals', 'completeUserGoal'] }], // indirect
    message: 'pera, ainda nao corri, desfaz', needs: ['completeUserGoal'], query: 'desfazer conclusão da meta' },

  // — configurações
  { id: 'pt-config-theme-1', lang: 'pt', message: 'muda pro tema escruo', needs: ['updateUserConfiguration'], query: 'mudar tema' }, // typo
  { id: 'pt-config-lang-1', lang: 'pt', message: 'coloca o app em inglês', needs: ['updateUserConfiguration'], query: 'mudar idioma' },
  { id: 'pt-config-read-1', lang: 'pt', message: 'qual fuso horário tá configurado?', needs: ['getUserConfiguration'], query: 'ver configurações' }, // question
  { id: 'pt-config-widget-1', lang: 'pt', page: '/settings', message: 'tira o widget de metas do painel', needs: ['getUserConfiguration', 'updateUserConfiguration'], query: 'widgets do painel' },
  { id: 'pt-config-phrase-1', lang: 'pt', message: 'coloca a frase "feito é melhor que perfeito" no meu painel', needs: ['updateUserConfiguration'], query: 'mudar frase do painel' },
  { id: 'pt-config-decay-1', lang: 'pt', message: 'qnd eu marco atrasado quanto xp eu ganho? qual estrategia ta ativa?', needs: ['getUserConfiguration'], query: 'estratégia de xp atrasado' }, // question typo

  // — rotinas e agendas
  { id: 'pt-routine-create-1', lang: 'pt', message: 'cria uma rotina Manhã com uma seção Acordar das 6h às 7h com Ler e Meditar', needs: ['getUserHabits', 'createUserRoutine'], query: 'criar rotina' },
  { id: 'pt-routine-create-2', lang: 'pt', page: '/routines', message: 'cria uma chamada Noite, seção Dormir 22h-23h', needs: ['createUserRoutine'], query: 'criar rotina' },
  { id: 'pt-routine-list-1', lang: 'pt', message: 'o que tem na minha rotina Manhã?', needs: ['getUserRoutines'], query: 'ver rotinas' }, // question
  { id: 'pt-routine-addhabit-1', lang: 'pt', message: 'coloca Beber água na seção Tarde da rotina Dia útil', needs: ['getUserRoutines', 'getUserHabits', 'addHabitToRoutineSection'], query: 'adicionar hábito na rotina' },
  { id: 'pt-routine-addtask-1', lang: 'pt', message: 'poe a tarefa Lavar roupa na rotina Faxina de sábado', needs: ['getUserRoutines', 'getUserTasks', 'addTaskToRoutineSection'], query: 'adicionar tarefa na rotina' }, // typo
  { id: 'pt-routine-remove-1', lang: 'pt', message: 'tira Correr da rotina Manhã', needs: ['getUserRoutines', 'removeRoutineItem'], query: 'remover item da rotina' },
  { id: 'pt-routine-patch-1', lang: 'pt', message: 'muda o horario da seçao Noite pra 21h às 23h', needs: ['getUserRoutines', 'patchUserRoutine'], query: 'mudar horário da seção' }, // typo
  { id: 'pt-routine-patch-2', lang: 'pt', message: 'renomeia a rotina Dia útil pra Semana', needs: ['getUserRoutines', 'patchUserRoutine'], query: 'renomear rotina' },
  { id: 'pt-routine-patch-3', lang: 'pt', page: '/routines', message: 'acrescenta uma seção Almoço 12h-13h na Dia útil', needs: ['getUserRoutines', 'patchUserRoutine'], query: 'adicionar seção na rotina' },
  { id: 'pt-routine-edit-1', lang: 'pt', message: 'refaz minha rotina Noite inteira: só uma seção Relaxar 21h-22h com Ler, tira o resto', needs: ['getUserRoutines', 'getUserHabits', 'editUserRoutine'], query: 'substituir rotina' },
  { id: 'pt-routine-listcreate-1', lang: 'pt', message: 'cria uma lista Faxina de sábado com as tarefas Lavar roupa e Limpar banheiro', needs: ['getUserTasks', 'createUserListRoutine'], query: 'criar rotina em lista' },
  { id: 'pt-routine-listedit-1', lang: 'pt', message: 'na lista Faxina de sábado deixa só Lavar roupa e Varrer a casa, nessa ordem', needs: ['getUserRoutines', 'getUserTasks', 'editUserListRoutine'], query: 'substituir rotina em lista' },
  { id: 'pt-routine-delete-1', lang: 'pt', message: 'apaga a rotna Férias', needs: ['getUserRoutines', 'deleteUserRoutine'], query: 'apagar rotina' }, // typo
  { id: 'pt-routine-fu-1', lang: 'pt', history: [{ user: 'o que tem na rotina Manhã?', assistant: 'Manhã — Acordar (6:00–7:00): Ler, Meditar, Correr.', tools: ['getUserRoutines'] }], // typo
    message: 'tira o correr dai', needs: ['removeRoutineItem'], query: 'remover item da rotina' },
  { id: 'pt-routine-fu-2', lang: 'pt', history: [{ user: 'refaz a rotina Manhã só com Ler', assistant: 'Isso substitui a rotina Manhã inteira: fica só a seção Acordar com "Ler"; Meditar e Correr saem. Confirma?', tools: ['getUserRoutines', 'getUserHabits'] }],
    message: 'confirmo', needs: ['editUserRoutine'], query: 'substituir rotina' },
  { id: 'pt-sched-create-1', lang: 'pt', message: 'quero que a rotina Manhã rode de segunda a sexta', needs: ['getUserRoutines', 'createUserSchedule'], query: 'agendar rotina' }, // indirect
  { id: 'pt-sched-update-1', lang: 'pt', message: 'muda os dias da rotina Academia pra seg, qua e sex', needs: ['getUserSchedules', 'updateUserSchedule'], query: 'mudar dias da agenda' },
  { id: 'pt-sched-delete-1', lang: 'pt', message: 'tira a agenda da rotina Férias, não quero ela em dia nenhum', needs: ['getUserSchedules', 'deleteUserSchedule'], query: 'apagar agenda da rotina' },
  { id: 'pt-sched-list-1', lang: 'pt', message: 'qual rotina roda no domingo?', needs: ['getUserSchedules'], query: 'ver agendas' }, // question

  // — rotina de hoje: marcar e pular
  { id: 'pt-today-list-1', lang: 'pt', message: 'o que tenho pra hoje?', needs: ['getTodayRoutine'], query: 'rotina de hoje' }, // question
  { id: 'pt-today-check-1', lang: 'pt', message: 'marca Ler como feito', needs: ['getTodayRoutine', 'checkRoutineItem'], query: 'marcar item da rotina' },
  { id: 'pt-today-check-2', lang: 'pt', message: 'acabei de voltar da corrida', needs: ['getTodayRoutine', 'checkRoutineItem'], query: 'marcar item da rotina' }, // indirect
  { id: 'pt-today-check-3', lang: 'pt', message: 'ja medítei hj, marca ai', needs: ['getTodayRoutine', 'checkRoutineItem'], query: 'marcar item da rotina' }, // typo indirect
  { id: 'pt-today-check-4', lang: 'pt', message: 'fiz academia e bebi minha água, marca os dois', needs: ['getTodayRoutine', 'checkRoutineItem'], query: 'marcar itens da rotina' }, // multi
  { id: 'pt-today-check-5', lang: 'pt', message: 'marac o alongamento', needs: ['getTodayRoutine', 'checkRoutineItem'], query: 'marcar item da rotina' }, // typo
  { id: 'pt-today-check-6', lang: 'pt', message: 'li minhas 20 paginas de hoje, pode marcar', needs: ['getTodayRoutine', 'checkRoutineItem'], query: 'marcar item da rotina' }, // indirect
  { id: 'pt-today-skip-1', lang: 'pt', message: 'pula a academia hoje, tô gripado', needs: ['getTodayRoutine', 'skipRoutineItem'], query: 'pular item da rotina' },
  { id: 'pt-today-skip-2', lang: 'pt', message: 'hj não vai dar pra correr, ta chovendo mt', needs: ['getTodayRoutine', 'skipRoutineItem'], query: 'pular item da rotina' }, // indirect
  { id: 'pt-today-uncheck-1', lang: 'pt', message: 'desmarca Meditar, marquei sem querer', needs: ['getTodayRoutine', 'checkRoutineItem'], query: 'desmarcar item da rotina' },
  { id: 'pt-today-late-1', lang: 'pt', message: 'ontem eu li mas esqueci de marcar', needs: ['getTodayRoutine', 'checkRoutineItem'], query: 'marcar item atrasado' }, // indirect
  { id: 'pt-today-page-1', lang: 'pt', page: '/today', message: 'marca tudo q falta', needs: ['getTodayRoutine', 'checkRoutineItem'], query: 'marcar itens da rotina' },
  { id: 'pt-today-page-2', lang: 'pt', page: '/today', message: 'quanto xp eu ganho se fizer tudo?', needs: ['getTodayRoutine'], query: 'rotina de hoje' }, // question
  { id: 'pt-today-fu-1', lang: 'pt', history: [{ user: 'o que falta hoje?', assistant: 'Faltam: Ler (Noite), Beber água (Tarde), Alongar (Noite).', tools: ['getTodayRoutine'] }], // typo
    message: 'marca beber agua', needs: ['checkRoutineItem'], query: 'marcar item da rotina' },
  { id: 'pt-today-fu-2', lang: 'pt', history: [{ user: 'o que falta hoje?', assistant: 'Faltam: Ler (Noite), Beber água (Tarde), Alongar (Noite).', tools: ['getTodayRoutine'] }],
    message: 'o alongar nao rola hoje, pula', needs: ['skipRoutineItem'], query: 'pular item da rotina' },

  // — Modo Foco
  { id: 'pt-focus-add-1', lang: 'pt', page: FOCUS, message: 'adiciona um passo aqui: revisar slides', needs: ['addMicroTask'], query: 'adicionar micro tarefa' },
  { id: 'pt-focus-add-2', lang: 'pt', message: 'coloca um micro passo "separar roupa" na Academia de hoje', needs: ['getTodayRoutine', 'addMicroTask'], query: 'adicionar micro tarefa' },
  { id: 'pt-focus-add-3', lang: 'pt', page: FOCUS, message: 'quebra isso em passos pra mim: ler enunciado, fazer rascunho, revisar', needs: ['addMicroTask'], query: 'adicionar micro tarefas' }, // indirect
  { id: 'pt-focus-list-1', lang: 'pt', page: FOCUS, message: 'quais passos tem aqui?', needs: ['getItemMicroTasks'], query: 'listar micro tarefas' }, // question
  { id: 'pt-focus-list-2', lang: 'pt', message: 'quais micro tarefas eu tenho na Leitura hoje?', needs: ['getFocusDay'], query: 'micro tarefas de hoje' }, // question
  { id: 'pt-focus-toggle-1', lang: 'pt', page: FOCUS, message: 'marca "revisar slides" como feito', needs: ['getItemMicroTasks', 'toggleMicroTask'], query: 'marcar micro tarefa' },
  { id: 'pt-focus-fu-1', lang: 'pt', page: FOCUS, history: [{ user: 'o que tem aqui?', assistant: 'Aqui: 1. Revisar slides, 2. Mandar email, 3. Ensaiar.', tools: ['getItemMicroTasks'] }],
    message: 'fixa o mandar email pra aparecer em tudo', needs: ['pinMicroTask'], query: 'fixar micro tarefa' },
  { id: 'pt-focus-fu-2', lang: 'pt', page: FOCUS, history: [{ user: 'o que tem aqui?', assistant: 'Aqui: 1. Revisar slides, 2. Mandar email, 3. Ensaiar.', tools: ['getItemMicroTasks'] }],
    message: 'apaga o ensaiar', needs: ['deleteMicroTask'], query: 'apagar micro tarefa' },
  { id: 'pt-focus-fu-3', lang: 'pt', page: FOCUS, history: [{ user: 'o que tem aqui?', assistant: 'Aqui: 1. Revisar slides, 2. Mandar email, 3. Ensaiar.', tools: ['getItemMicroTasks'] }], // typo
    message: 'poe ensaiar primeiro, depois revisar slides', needs: ['reorderMicroTasks'], query: 'reordenar micro tarefas' },
  { id: 'pt-focus-fu-4', lang: 'pt', page: FOCUS, history: [{ user: 'o que tem aqui?', assistant: 'Aqui: 1. Revisar slides, 2. Mandar email, 3. Ensaiar.', tools: ['getItemMicroTasks'] }],
    message: 'mandei o email ja', needs: ['toggleMicroTask'], query: 'marcar micro tarefa' }, // indirect
  { id: 'pt-focus-day-1', lang: 'pt', message: 'quantos pomodoros eu fiz hoje?', needs: ['getFocusDay'], query: 'pomodoros do dia' }, // question
  { id: 'pt-focus-day-2', lang: 'pt', message: 'como foi meu foco ontem?', needs: ['getFocusDay'], query: 'dia do modo foco' }, // question

  // — humor
  { id: 'pt-mood-log-1', lang: 'pt', message: 'registra meu humro como 4 hoje', needs: ['logUserMood'], query: 'registrar humor' }, // typo
  { id: 'pt-mood-log-2', lang: 'pt', message: 'tô me sentindo péssimo hoje', needs: ['logUserMood'], query: 'registrar humor' }, // indirect
  { id: 'pt-mood-log-3', lang: 'pt', message: 'hj foi um dia mt bom', needs: ['logUserMood'], query: 'registrar humor' }, // indirect
  { id: 'pt-mood-log-4', lang: 'pt', message: 'ontem foi meio ruim, coloca 2', needs: ['logUserMood'], query: 'registrar humor de ontem' },
  { id: 'pt-mood-log-5', lang: 'pt', message: 'dia mais ou menos, nem bom nem ruim', needs: ['logUserMood'], query: 'registrar humor' }, // indirect
  { id: 'pt-mood-hist-1', lang: 'pt', message: 'como tá meu humor na última semana?', needs: ['getUserMoodHistory'], query: 'histórico de humor' }, // question
  { id: 'pt-mood-hist-2', lang: 'pt', message: 'tenho andado mais pra baixo esse mês?', needs: ['getUserMoodHistory'], query: 'histórico de humor' }, // question indirect
  { id: 'pt-mood-page-1', lang: 'pt', page: '/mood', message: 'hoje 5', needs: ['logUserMood'], query: 'registrar humor' },
  { id: 'pt-mood-fu-1', lang: 'pt', history: [{ user: 'tô cansado demais', assistant: 'Poxa, sinto muito. Quer que eu registre o humor de hoje? De 1 (péssimo) a 5 (ótimo), quanto foi?', tools: [] }],
    message: 'uns 2', needs: ['logUserMood'], query: 'registrar humor' },

  // — quadro de ideias
  { id: 'pt-idea-create-1', lang: 'pt', message: 'anota no meu qaudro de ideias: app de carona pra faculdade', needs: ['createQuickNote'], query: 'criar nota rápida' }, // typo
  { id: 'pt-idea-create-2', lang: 'pt', message: 'tive uma ideia: fazer um podcast com meu irmão', needs: ['createQuickNote'], query: 'criar nota rápida' }, // indirect
  { id: 'pt-idea-create-3', lang: 'pt', page: '/ideas', message: 'poe uma verde: estudar fotografia', needs: ['createQuickNote'], query: 'criar nota rápida' }, // typo
  { id: 'pt-idea-list-1', lang: 'pt', message: 'quais ideias eu salvei?', needs: ['getQuickNotes'], query: 'ver notas rápidas' }, // question
  { id: 'pt-idea-list-2', lang: 'pt', message: 'eu tinha anotado algo sobre viagem no quadro, o que era?', needs: ['getQuickNotes'], query: 'ver notas rápidas' }, // question indirect

  // — caderno de estudos
  { id: 'pt-nb-topics-1', lang: 'pt', page: '/notebook', message: 'quais tópicos eu tenho aqui?', needs: ['listStudyTopics'], query: 'listar tópicos de estudo' }, // question
  { id: 'pt-nb-note-1', lang: 'pt', page: NB_BIO, message: 'adiciona uma nota aqui: DNA fica no núcleo', needs: ['addStudyNotes'], query: 'adicionar anotação na página' },
  { id: 'pt-nb-note-2', lang: 'pt', message: 'anota na minha pagina de quimica que ligação iônica é entre metal e ametal', needs: ['listStudyTopics', 'addStudyNotes'], query: 'adicionar anotação na página' }, // typo
  { id: 'pt-nb-note-3', lang: 'pt', page: NB_BIO, history: [{ user: 'osmose é qnd a água passa pela membrana do lado menos concentrado pro mais concentrado, né?', assistant: 'Isso! A água atravessa a membrana semipermeável em direção ao lado com mais soluto, até equilibrar.', tools: [] }], // indirect
    message: 'resume isso e guarda nessa página', needs: ['addStudyNotes'], query: 'adicionar anotação na página' },
  { id: 'pt-nb-plan-1', lang: 'pt', message: 'o que eu tenho pra estudar hoje?', needs: ['getStudyPlanForToday'], query: 'plano de estudo de hoje' }, // question
  { id: 'pt-nb-plan-2', lang: 'pt', message: 'tem flashcard pra revisar?', needs: ['getStudyPlanForToday'], query: 'flashcards para revisar' }, // question
  { id: 'pt-nb-cards-1', lang: 'pt', page: NB_BIO, message: 'gera 10 flashcards dessa página', needs: ['generateStudyCards'], query: 'gerar flashcards' },
  { id: 'pt-nb-cards-2', lang: 'pt', message: 'faz uns flashcards de revolução francesa', needs: ['listStudyTopics', 'generateStudyCards'], query: 'gerar flashcards' },
  { id: 'pt-nb-board-1', lang: 'pt', page: NB_BIO, message: 'mostra o roteiro dessa pagina', needs: ['getStudyBoard'], query: 'quadro da página' }, // typo
  { id: 'pt-nb-status-1', lang: 'pt', page: NB_BIO, message: 'marca a seção Genética como estudando', needs: ['getStudyBoard', 'setStudyNodeStatus'], query: 'status do nó do quadro' },
  { id: 'pt-nb-status-2', lang: 'pt', message: 'terminei de estudar Mitose, marca como concluído no quadro de Biologia', needs: ['getStudyBoard', 'setStudyNodeStatus'], query: 'status do nó do quadro' }, // indirect
  { id: 'pt-nb-addnode-1', lang: 'pt', message: 'adiciona a página Citologia no quadro de Biologia', needs: ['getStudyBoard', 'addStudyNode'], query: 'adicionar nó no quadro' },
  { id: 'pt-nb-connect-1', lang: 'pt', page: NB_BIO, message: 'liga Citologia com Genética, citologia vem antes', needs: ['getStudyBoard', 'connectStudyNodes'], query: 'conectar nós do quadro' },
  { id: 'pt-nb-disconnect-1', lang: 'pt', page: NB_BIO, message: 'tira a seta entre Genética e Evolução', needs: ['getStudyBoard', 'disconnectStudyNodes'], query: 'desconectar nós do quadro' },
  { id: 'pt-nb-reorder-1', lang: 'pt', page: NB_BIO, message: 'reorganiza o quadro: Genética primeiro, depois Citologia e Evolução', needs: ['getStudyBoard', 'reorderStudyBoard'], query: 'reordenar quadro' },
  { id: 'pt-nb-fu-1', lang: 'pt', history: [{ user: 'mostra o quadro de Biologia', assistant: 'Biologia: Citologia → Genética → Evolução, e a seção Revisão final.', tools: ['getStudyBoard'] }],
    message: 'remove a seção revisão final', needs: ['removeStudyNode'], query: 'remover nó do quadro' },
  { id: 'pt-nb-fu-2', lang: 'pt', history: [{ user: 'mostra o quadro de Biologia', assistant: 'Biologia: Citologia → Genética → Evolução, e a seção Revisão final.', tools: ['getStudyBoard'] }],
    message: 'renomeia Revisão final pra Simulados', needs: ['editStudyNode'], query: 'renomear seção do quadro' },
  { id: 'pt-nb-show-1', lang: 'pt', message: 'desenha um diagrama do ciclo da água', needs: ['showDiagram'], query: 'mostrar diagrama' },
  { id: 'pt-nb-show-2', lang: 'pt', message: 'me explica com um desenho como funciona a cadeia alimentar', needs: ['showDiagram'], query: 'mostrar diagrama' }, // indirect
  { id: 'pt-nb-diagram-1', lang: 'pt', page: NB_BIO, message: 'salva um diagrama da mitose nessa página', needs: ['addStudyDiagram'], query: 'salvar diagrama na página' },
  { id: 'pt-nb-diagram-2', lang: 'pt', message: 'faz um mapa mental da revolução francesa e salva na pagina dela', needs: ['listStudyTopics', 'addStudyDiagram'], query: 'salvar diagrama na página' },

  // — ciclos de estudo
  { id: 'pt-sc-today-1', lang: 'pt', message: 'qual o próximo bloco do meu ciclo?', needs: ['getStudyToday'], query: 'blocos de estudo de hoje' }, // question
  { id: 'pt-sc-today-2', lang: 'pt', page: '/study', message: 'quanto falta eu estudar hj?', needs: ['getStudyToday'], query: 'blocos de estudo de hoje' }, // question
  { id: 'pt-sc-list-1', lang: 'pt', message: 'quais cilcos de estudo eu tenho?', needs: ['listStudyCycles'], query: 'listar ciclos de estudo' }, // question typo
  { id: 'pt-sc-get-1', lang: 'pt', message: 'me mostra o ciclo ENEM completo', needs: ['getStudyCycle'], query: 'ver ciclo de estudo' },
  { id: 'pt-sc-log-1', lang: 'pt', message: 'estudei 40 min de bio hoje sem o timer', needs: ['listStudyTopics', 'logStudySession'], query: 'registrar sessão de estudo' }, // indirect
  { id: 'pt-sc-log-2', lang: 'pt', message: 'ontem fiz 1h de Química na biblioteca', needs: ['logStudySession'], query: 'registrar sessão de estudo' }, // indirect
  { id: 'pt-sc-edit-1', lang: 'pt', message: 'no ciclo ENEM, muda quarta pra 30 min', needs: ['getStudyCycle', 'editStudyCycle'], query: 'editar ciclo de estudo' },
  { id: 'pt-sc-edit-2', lang: 'pt', message: 'coloca Física no ciclo ENEM com importância 3 e domínio 2', needs: ['getStudyCycle', 'editStudyCycle'], query: 'editar matérias do ciclo' },
  { id: 'pt-sc-block-1', lang: 'pt', message: 'o bloco 2 do ENEM quero que seja meta, com Genética', needs: ['getStudyCycle', 'editStudyBlock'], query: 'editar bloco do ciclo' },
  { id: 'pt-sc-archive-1', lang: 'pt', message: 'arquiva o ciclo Concurso, passei!', needs: ['archiveStudyCycle'], query: 'arquivar ciclo de estudo' },
  { id: 'pt-sc-delete-1', lang: 'pt', message: 'apaga o ciclo Teste, criei so pra testar', needs: ['deleteStudyCycle'], query: 'apagar ciclo de estudo' },
  { id: 'pt-sc-sessions-1', lang: 'pt', message: 'quais sessões eu registrei essa semana?', needs: ['listStudySessions'], query: 'listar sessões de estudo' }, // question
  { id: 'pt-sc-fu-1', lang: 'pt', history: [{ user: 'cria um ciclo de estudos pro concurso com Português e Direito', assistant: 'Beleza! Pra cada matéria: importância (1–5) e quanto você já domina (0–5)? E quantos minutos em quais dias?', tools: ['listStudyTopics'] }], // typo
    message: 'portugues 4 e dominio 3, direito 5 e 1. 90 min seg a sex, sabado 120', needs: ['createStudyCycle'], query: 'criar ciclo de estudo' },
  { id: 'pt-sc-fu-2', lang: 'pt', history: [{ user: 'quais sessões eu registrei?', assistant: 'Esta semana: hoje Biologia 40 min, ontem Química 60 min, segunda Biologia 30 min.', tools: ['listStudySessions'] }],
    message: 'apaga a de ontem, lancei errado', needs: ['deleteStudySession'], query: 'apagar sessão de estudo' },

  // — memória
  { id: 'pt-mem-1', lang: 'pt', message: 'lembra que eu trabalho de madrugada', needs: ['updateGlobalContext'], query: 'atualizar memória' },
  { id: 'pt-mem-2', lang: 'pt', message: 'sou vegano, só pra vc saber', needs: ['updateGlobalContext'], query: 'atualizar memória' }, // indirect
  { id: 'pt-mem-3', lang: 'pt', message: 'nessa conversa lembra que tô montando minha semana de provas', needs: ['updateChatContext'], query: 'atualizar memória da conversa' },
  { id: 'pt-mem-4', lang: 'pt', message: 'lembra q meu filho chama Theo', needs: ['updateGlobalContext'], query: 'atualizar memória' }, // typo
  { id: 'pt-mem-5', lang: 'pt', message: 'esquece aquilo que eu falei sobre o trabalho de madrugada', needs: ['updateGlobalContext'], query: 'atualizar memória' },
  { id: 'pt-mem-6', lang: 'pt', message: 'pra essa conversa: o foco é só a rotina da noite, tá?', needs: ['updateChatContext'], query: 'atualizar memória da conversa' },
  { id: 'pt-mem-7', lang: 'pt', message: 'aliás eu tenho tdah, as vezes esqueço as coisas', needs: ['updateGlobalContext'], query: 'atualizar memória' }, // indirect

  // — feedback
  { id: 'pt-fb-1', lang: 'pt', message: 'quero mandar um feedback: o app podia ter modo offline', needs: ['submitUserFeedback'], query: 'enviar feedback' },
  { id: 'pt-fb-fu-1', lang: 'pt', history: [{ user: 'fala pro time que o botão de pular some no celular', assistant: 'Posso enviar assim: "O botão de pular some no celular." Envio?', tools: [] }],
    message: 'manda', needs: ['submitUserFeedback'], query: 'enviar feedback' },

  // — várias coisas de uma vez
  { id: 'pt-multi-1', lang: 'pt', message: 'cria a tarefa Comprar tênis e a meta Correr 100 km', needs: ['createUserTask', 'createUserGoal'], query: 'criar meta' }, // multi
  { id: 'pt-multi-2', lang: 'pt', message: 'marca Ler e soma 1 na meta de livros', needs: ['getTodayRoutine', 'checkRoutineItem', 'getUserGoals', 'increaseUserGoalValue'], query: 'aumentar progresso da meta' }, // multi
  { id: 'pt-multi-3', lang: 'pt', message: 'sou intolerante a lactose, e cria um hábito de levar marmita', needs: ['updateGlobalContext', 'createUserHabit'], query: 'criar hábito' }, // multi indirect
  { id: 'pt-multi-4', lang: 'pt', message: 'dia horrivel, pula a academia e registra meu humor como 1', needs: ['logUserMood', 'getTodayRoutine', 'skipRoutineItem'], query: 'pular item da rotina' }, // multi typo
  { id: 'pt-multi-5', lang: 'pt', message: 'corri 8 km agora, marca na rotina e soma na meta Correr 100 km', needs: ['getTodayRoutine', 'checkRoutineItem', 'getUserGoals', 'increaseUserGoalValue'], query: 'aumentar progresso da meta' }, // multi indirect
];
