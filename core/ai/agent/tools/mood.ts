import { moodHistory, setMoodLevel } from '../../../mood/service';
import { withCards } from './card';
import { moodCards } from './cards/mood';
import { commandTool } from './define';

/**
 * Mood has one writer and one reader (A5). Neither can touch the journal: the writer's schema
 * has no journal field (and refuses one), the reader returns date, level and `hasText` only.
 * Someone writing for themselves has not asked a model to read it.
 */
export const moodTools = withCards(moodCards, [
  commandTool(
    'logUserMood',
    'write',
    ['mood'],
    'Record how a day felt for the person, level 1–5 (1 awful, 2 bad, 3 okay, 4 good, 5 great), for today unless they name a past day. Sets the level only: the journal stays theirs and this tool cannot read or change it.',
    setMoodLevel,
    { approval: 'never' },
  ),
  commandTool(
    'getUserMoodHistory',
    'read',
    [],
    'The person’s mood per day: date, level (1–5) and hasText (whether they wrote a journal entry that day), for at most 92 days (default the last 7). The journal words are private and never available to you; if they want you to see one, they can paste it.',
    moodHistory,
  ),
]);
