/**
 * The words of a write card's reason (describe.ts) in the app's two languages (SPEC: every
 * string a person reads exists in English and Brazilian Portuguese). English speaks as the
 * cards always did ("Created the habit 'Read'"); Portuguese in the assistant's first person
 * ("Criei o hábito 'Read'"), the voice both languages already use for its notes ("Updated my
 * note about you"). Every template is a field of `ReasonWords`, so a language without one does
 * not compile; every noun and field word (reason-fields.ts) is checked in tests/unit/agent/undo-reason-words.test.ts.
 */
import type { LANGUAGES } from '../../../configuration/schema';

/** The person's app language (their configuration's `language`). */
export type ReasonLanguage = (typeof LANGUAGES)[number];

/** How an entity is named: its English noun, its Portuguese one and that noun's gender (for o/a, um/uma). */
interface Noun {
  en: string;
  pt: string;
  g: 'm' | 'f';
}

/** Entities a card names; absent ones are bookkeeping a write carries along. */
export const NOUNS: Readonly<Record<string, Noun>> = {
  habit: { en: 'habit', pt: 'hábito', g: 'm' },
  task: { en: 'task', pt: 'tarefa', g: 'f' },
  category: { en: 'category', pt: 'categoria', g: 'f' },
  goal: { en: 'goal', pt: 'meta', g: 'f' },
  routine: { en: 'routine', pt: 'rotina', g: 'f' },
  schedules: { en: 'schedule', pt: 'agendamento', g: 'm' },
  quickNote: { en: 'note', pt: 'nota', g: 'f' },
  microTask: { en: 'micro-task', pt: 'micro-tarefa', g: 'f' },
  pinnedMicroTask: { en: 'pinned micro-task', pt: 'micro-tarefa fixada', g: 'f' },
  mood: { en: 'mood', pt: 'humor', g: 'm' },
  check: { en: 'routine entry', pt: 'item da rotina', g: 'm' },
  configuration: { en: 'settings', pt: 'configurações', g: 'f' },
  user: { en: 'profile', pt: 'perfil', g: 'm' },
  chat: { en: 'chat', pt: 'conversa', g: 'f' },
  notebookPage: { en: 'page', pt: 'página', g: 'f' },
  notebookBlock: { en: 'page block', pt: 'bloco da página', g: 'm' },
  notebookBoard: { en: 'board', pt: 'quadro', g: 'm' },
  notebookCard: { en: 'flashcard', pt: 'cartão', g: 'm' },
  studyCycle: { en: 'study cycle', pt: 'ciclo de estudo', g: 'm' },
  studySession: { en: 'study session', pt: 'sessão de estudo', g: 'f' },
  feedback: { en: 'feedback', pt: 'feedback', g: 'm' },
};

/** A check or skip's own line (the domain's result says which). */
export type EntryAct = 'checked' | 'unchecked' | 'skipped' | 'unskipped';

/** Every sentence a reason is made of, per language. Names arrive already quoted. */
export interface ReasonWords {
  /** "the habit 'Read'" (with a name) or "a habit". */
  item(entity: string, name?: string): string;
  yourSettings: string;
  yourSchedules: string;
  yourProfile: string;
  chatNote: string;
  created(label: string): string;
  deleted(label: string): string;
  sentFeedback(text: string): string;
  renamed(entity: string, was: string, is: string): string;
  changed(label: string, fields: string): string;
  changedSchedules: string;
  noteAboutYou: string;
  noteForChat: string;
  /** Only bookkeeping rows moved: "Changed 2 items of yours". */
  changedItems(n: number): string;
  /** The model's purpose alone, when no line of the server's says what changed. */
  changedData(why: string): string;
  /** "a; b and 3 more". */
  andMore(shown: string, n: number): string;
  /** The "and" of a list ("a, b and c"). */
  and: string;
  /** "…, and more" after the first fields of a long list. */
  etc: string;
  entry(act: EntryAct, name: string, xp: string): string;
}

const noun = (entity: string, lang: ReasonLanguage): string =>
  NOUNS[entity]?.[lang] ?? entity.replace(/([A-Z])/g, ' $1').toLowerCase();
/** o/a, um/uma by the noun's gender (an unknown entity is taken as masculine). */
const ptArticle = (entity: string, definite: boolean) => (NOUNS[entity]?.g === 'f' ? (definite ? 'a' : 'uma') : definite ? 'o' : 'um');

const EN: ReasonWords = {
  item: (entity, name) => (name ? `the ${noun(entity, 'en')} ${name}` : `a ${noun(entity, 'en')}`),
  yourSettings: 'your settings',
  yourSchedules: 'your schedules',
  yourProfile: 'your profile',
  chatNote: "this chat's note",
  created: (label) => `Created ${label}`,
  deleted: (label) => `Deleted ${label}`,
  sentFeedback: (text) => `Sent the feedback ${text}`,
  renamed: (entity, was, is) => `Renamed the ${noun(entity, 'en')} ${was} to ${is}`,
  changed: (label, fields) => `Changed ${label} (${fields})`,
  changedSchedules: 'Changed your schedules',
  noteAboutYou: 'Updated my note about you',
  noteForChat: 'Updated my note for this chat',
  changedItems: (n) => `Changed ${n === 1 ? '1 item' : `${n} items`} of yours`,
  changedData: (why) => `Changed your data: ${why}`,
  andMore: (shown, n) => `${shown} and ${n} more`,
  and: 'and',
  etc: ', …',
  entry: (act, name, xp) => `${{ checked: 'Checked', unchecked: 'Unchecked', skipped: 'Skipped', unskipped: 'Un-skipped' }[act]} ${name}${xp}`,
};

const PT: ReasonWords = {
  item: (entity, name) => (name ? `${ptArticle(entity, true)} ${noun(entity, 'pt')} ${name}` : `${ptArticle(entity, false)} ${noun(entity, 'pt')}`),
  yourSettings: 'suas configurações',
  yourSchedules: 'seus agendamentos',
  yourProfile: 'seu perfil',
  chatNote: 'a nota desta conversa',
  created: (label) => `Criei ${label}`,
  deleted: (label) => `Apaguei ${label}`,
  sentFeedback: (text) => `Enviei o feedback ${text}`,
  renamed: (entity, was, is) => `Renomeei ${ptArticle(entity, true)} ${noun(entity, 'pt')} ${was} para ${is}`,
  changed: (label, fields) => `Alterei ${label} (${fields})`,
  changedSchedules: 'Alterei seus agendamentos',
  noteAboutYou: 'Atualizei minha nota sobre você',
  noteForChat: 'Atualizei minha nota desta conversa',
  changedItems: (n) => `Alterei ${n === 1 ? '1 item seu' : `${n} itens seus`}`,
  changedData: (why) => `Alterei seus dados: ${why}`,
  andMore: (shown, n) => `${shown} e mais ${n}`,
  and: 'e',
  etc: ', …',
  entry: (act, name, xp) => `${{ checked: 'Marquei', unchecked: 'Desmarquei', skipped: 'Pulei', unskipped: 'Desfiz o pulo de' }[act]} ${name}${xp}`,
};

export const REASON_WORDS: Readonly<Record<ReasonLanguage, ReasonWords>> = { en: EN, pt: PT };
