/**
 * One labeled routing case: a turn of a chat with the agent (the person's message, the turns
 * before it and the page they are on) and the tools the assistant needs for that turn. The
 * sets in labeled.ts and holdout.ts measure a tool router's recall: a case is covered when
 * the router offers every tool in `needs`.
 */
export interface RoutingCase {
  /** Unique, e.g. 'en-habit-create-1'. */
  id: string;
  lang: 'en' | 'pt';
  /** Earlier turns of the same chat, oldest first: what the person said, what the assistant answered, and the tools it used then. */
  history?: { user: string; assistant: string; tools?: string[] }[];
  /** The page the person is on, as the web client sends it: '/today', '/habits', '/tasks', '/goals', '/routines', '/categories', '/mood', '/ideas', '/focus/grp_01JX...' (an open routine entry), '/notebook', '/notebook/nbp_01JX.../study', '/study', '/settings'. Optional. */
  page?: string;
  /** The person's message. */
  message: string;
  /** EVERY tool the assistant needs in this turn to do what is asked, including the read that resolves a name to an id (ids are never invented: e.g. deleting the habit "Read" needs getUserHabits and deleteUserHabit; checking today's item needs getTodayRoutine and checkRoutineItem) — unless the id is already in the history (a follow-up right after a read). A pure chit-chat message needs []. */
  needs: string[];
  /** What a model would pass to a `findTools({ query })` search tool if a needed tool were missing: a short phrase in the person's language, as a model would write it ("delete a habit", "apagar hábito"). */
  query: string;
}
