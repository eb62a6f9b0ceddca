import { defineMessages } from './i18n/messages';
import type { PagePath } from './routes';

/** The shell's page names (routes.ts keeps the paths; the words live here, in both languages). */
const t = defineMessages(
  'nav',
  {
    today: 'Today',
    goals: 'Goals',
    mood: 'Mood',
    focus: 'Focus',
    notebook: 'Notebook',
    study: 'Study',
    habits: 'Habits',
    tasks: 'Tasks',
    categories: 'Categories',
    routines: 'Routines',
    ideas: 'Ideas',
    onboarding: 'Get started',
    assistant: 'Assistant',
    settings: 'Settings',
    account: 'Account',
  },
  {
    today: 'Hoje',
    goals: 'Metas',
    mood: 'Humor',
    focus: 'Foco',
    notebook: 'Caderno',
    study: 'Estudos',
    habits: 'Hábitos',
    tasks: 'Tarefas',
    categories: 'Categorias',
    routines: 'Rotinas',
    ideas: 'Ideias',
    onboarding: 'Primeiros passos',
    assistant: 'Assistente',
    settings: 'Configurações',
    account: 'Conta',
  },
);

type Key = Parameters<typeof t>[0];
const KEYS = new Set<string>(['today', 'goals', 'mood', 'focus', 'notebook', 'study', 'habits', 'tasks', 'categories', 'routines', 'ideas', 'onboarding', 'assistant', 'settings', 'account']);

/** A page's name in the current language (a page added without words here shows its English label). */
export function navLabel(page: { path: PagePath | string; label: string }): string {
  const key = page.path.replace(/^\//, '');
  return KEYS.has(key) ? t(key as Key) : page.label;
}
