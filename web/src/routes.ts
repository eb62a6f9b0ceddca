import type { ClientDomain } from '../../core/ai/agent/protocol/segments';

/** The shell's pages and hash routes, framework-free (router.ts holds the hook). */
export const PAGES = [
  { path: '/today', label: 'Today' },
  { path: '/goals', label: 'Goals' },
  { path: '/mood', label: 'Mood' },
  { path: '/focus', label: 'Focus' },
  { path: '/notebook', label: 'Notebook' },
  { path: '/study', label: 'Study' },
  { path: '/habits', label: 'Habits' },
  { path: '/tasks', label: 'Tasks' },
  { path: '/categories', label: 'Categories' },
  { path: '/routines', label: 'Routines' },
  { path: '/ideas', label: 'Ideas' },
  { path: '/assistant', label: 'Assistant' },
  { path: '/settings', label: 'Settings' },
  { path: '/account', label: 'Account' },
] as const;

/** Pages reached by a link, not listed in the page list: the setup wizard (a new account lands there; Settings links it). */
export const LINKED_PAGES = [{ path: '/onboarding', label: 'Get started' }] as const;

export type PagePath = (typeof PAGES)[number]['path'] | (typeof LINKED_PAGES)[number]['path'];
type PageLink = (typeof PAGES)[number];
const page = (path: PagePath): PageLink => PAGES.find((p) => p.path === path)!;

/** Where a client domain lives in this shell (a write card links there). */
export const DOMAIN_PAGE: Partial<Record<ClientDomain | string, PageLink>> = {
  routines: page('/today'),
  profile: page('/today'),
  goals: page('/goals'),
  mood: page('/mood'),
  focus: page('/focus'),
  notebook: page('/notebook'),
  studyCycles: page('/study'),
  habits: page('/habits'),
  tasks: page('/tasks'),
  categories: page('/categories'),
  quickNotes: page('/ideas'),
};

export interface Route {
  /** The whole path, e.g. `/notebook/nbp_01…/study` (what the assistant is told the person sees). */
  path: string;
  /** The page it belongs to, e.g. `/notebook`. */
  page: PagePath;
  /** What follows the page, e.g. `['nbp_01…', 'study']`. */
  params: string[];
}

/** `#/notebook/nbp_1/study` → its page and parameters; anything unknown is Today. */
export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '') || '/today';
  const [head = '', ...params] = path.split('/').filter(Boolean).map(decodeURIComponent);
  const known = [...PAGES, ...LINKED_PAGES].find((p) => p.path === `/${head}`);
  return known ? { path, page: known.path, params } : { path: '/today', page: '/today', params: [] };
}

export const href = (page: PagePath, ...params: string[]) => `#${[page, ...params.map(encodeURIComponent)].join('/')}`;

/** What each send to the assistant carries: the page, and on Focus Mode the entry open there (A7: "here"). */
export function turnContext(path: string): { page: string; focusEntryId?: string } {
  const focus = /^\/focus\/(grp_[0-9A-Za-z]+)/.exec(path);
  return focus ? { page: path, focusEntryId: focus[1]! } : { page: path };
}
