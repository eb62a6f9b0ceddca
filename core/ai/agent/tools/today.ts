import { checkItem, getToday, skipItem } from '../../../today/service';
import { withCards } from './card';
import { todayCards } from './cards/today';
import { commandTool } from './define';

/** Today's routine (D4). Checks move XP and streaks: routines + profile (DOMAIN-FACTS "Names"). */
export const todayTools = withCards(todayCards, [
  commandTool(
    'getTodayRoutine',
    'read',
    [],
    'Today’s routine in the person’s time zone (or a past day with date): each entry’s groupId (use it for check/skip/micro-tasks), habit/task id and name, section, times, status (open/checked/skipped) and the XP it pays.',
    getToday,
  ),
  commandTool(
    'checkRoutineItem',
    'write',
    ['routines', 'profile'],
    'Check an entry by its GROUP id (from getTodayRoutine, never a habit id) ONLY when the person asks. Toggles unless checked is given (checked: false takes the XP back). A past date is a late check: it pays less.',
    checkItem,
    // Checks move XP, but only when the person asks, and unchecking takes it back exactly.
    { approval: 'never' },
  ),
  commandTool(
    'skipRoutineItem',
    'write',
    ['routines', 'profile'],
    'Skip an entry by its GROUP id: the person’s choice, never a failure (no XP, the streak holds). Today or a past date, never the future; does nothing on a checked entry.',
    skipItem,
    { approval: 'never' },
  ),
]);
