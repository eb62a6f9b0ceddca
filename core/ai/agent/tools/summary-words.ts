/**
 * The words of an approval card's summary (registry.ts `summary`, a DataPolicy's `ask`) in
 * the app's two languages (SPEC: every string a person reads exists in English and Brazilian
 * Portuguese). English is what the cards always said, byte for byte; Portuguese is what a
 * Brazilian would read on a confirmation card, in the infinitive as the web's own asks are
 * ("Apagar o hábito 'Read'"), and with the app's words ("Apagar" as the web's buttons, "seção",
 * "quadro", "ligação", "matéria" as its pages). Every template is a field of `SummaryWords`,
 * so a language without one does not compile (tests/unit/agent/summary-words.test.ts renders
 * each in both). Names from the person's data arrive already quoted and stay as they wrote them.
 */
import type { Weekday } from '../../../schedule/weekdays';
import { personLanguage } from '../undo/language';
import type { ReasonLanguage } from '../undo/reason-words';
import type { ToolContext } from './registry';
import { count } from './summary-text';

export type SummaryLanguage = ReasonLanguage;

/** What a memory note's card calls the note it replaces (tools/memory.ts). */
export type NoteKind = 'global' | 'chat';

/** Where a deleted task is still placed (tools/tasks.ts): one routine by name, or how many. */
export type Placing = { routine: string } | { routines: number } | undefined;

/** Every sentence a summary is made of, per language. Names arrive quoted, days and lists already joined. */
export interface SummaryWords {
  // Shared (summary-text.ts): lists and what is left unnamed.
  /** The "and" of a list ("a, b and c"). */
  and: string;
  /** The rest of a list not named: "3 more". */
  more(n: number): string;
  weekday(day: Weekday): string;
  /** A name no longer found, said instead of it. */
  deletedPage: string;
  deletedRoutine: string;
  deletedItem(kind: 'habit' | 'task'): string;

  // Categories, habits, tasks, micro-tasks.
  deleteCategory(name: string, xp: number): string;
  deleteHabit(name: string): string;
  deleteTask(name: string, placing: Placing): string;
  deleteMicroTask(name: string, pinned: boolean): string;

  // Goals.
  deleteGoal(name: string, subGoals: number): string;
  leaveGoal(name: string, completed: boolean): string;
  completeGoal(name: string, xp: number): string;
  uncompleteGoal(name: string, xp: number): string;

  // The agent's memory notes: the text before the note's first words.
  replaceNote(note: NoteKind): string;

  // The study board.
  disconnect(from: string, to: string, page: string): string;
  removeNode(node: string, edges: number, page: string): string;

  // Routines.
  replaceRoutine(name: string, before: { sections: number; items: number }, after: { sections: number; items: number }, removed: number): string;
  replaceListRoutine(name: string, before: number, after: number, removed: number): string;
  /** A patch that removes no section (asked only with one, but its drafted ops may move them all). */
  editRoutine(name: string, edits: number, removed: number): string;
  /** `sections`: one quoted name, or several already named (summary-text `named`). */
  removeSections(routine: string, sections: string, several: boolean, items: number, otherEdits: number): string;
  /** `at`: a DAILY routine's section (quoted) and the entry's times. */
  removeItem(item: string, routine: string, at?: { section: string; start?: string; end?: string }): string;
  deleteRoutine(name: string, items: number): string;

  // Schedules: days arrive joined ("Monday and Tuesday").
  /** `taking`: the days taken from one routine, or the routines (named) that lose days. */
  updateSchedule(routine: string, days: string, was: string, taking?: { days: string; from: string } | { routines: string }): string;
  /** `takings`: each "X from 'R'" part, listed; `emptied`: the routines left with no day, named. */
  giveDays(days: string, routine: string, takings: string, emptied?: { names: string; n: number }): string;
  /** One part of giveDays: `days` undefined when it takes every day given ("them", "it"). */
  takingFrom(days: string | undefined, given: number, from: string): string;
  deleteSchedule(routine: string, days: string): string;

  // Study cycles and sessions.
  /** `removed` with the credited minutes lost, or undefined when the new list keeps `kept` subjects. */
  editCycle(name: string, change: { removed: string; several: boolean; lost: number } | { kept: number }, added?: string): string;
  archiveCycle(name: string): string;
  deleteCycle(name: string, sessions: number): string;
  /** `page` quoted, or the deleted page's words; `date` YYYY-MM-DD. */
  deleteSession(minutes: number, page: string, date: string, off?: { minutes: number; cycle: string }): string;
}

const EN_DAYS: Record<Weekday, string> = {
  MONDAY: 'Monday', TUESDAY: 'Tuesday', WEDNESDAY: 'Wednesday', THURSDAY: 'Thursday', FRIDAY: 'Friday', SATURDAY: 'Saturday', SUNDAY: 'Sunday',
};
// Lower case mid-sentence, without "-feira", as Brazilians say them ("segunda e terça").
const PT_DAYS: Record<Weekday, string> = {
  MONDAY: 'segunda', TUESDAY: 'terça', WEDNESDAY: 'quarta', THURSDAY: 'quinta', FRIDAY: 'sexta', SATURDAY: 'sábado', SUNDAY: 'domingo',
};

const EN: SummaryWords = {
  and: 'and',
  more: (n) => `${n} more`,
  weekday: (day) => EN_DAYS[day],
  deletedPage: 'a deleted page',
  deletedRoutine: 'a deleted routine',
  deletedItem: (kind) => `a deleted ${kind}`,

  deleteCategory: (name, xp) => `Delete the category ${name}${xp > 0 ? ` and its ${xp} XP` : ''}`,
  deleteHabit: (name) => `Delete the habit ${name}`,
  deleteTask: (name, p) => `Delete the task ${name}${!p ? '' : 'routine' in p ? ` (in the routine ${p.routine})` : ` (in ${count(p.routines, 'routine')})`}`,
  deleteMicroTask: (name, pinned) => `Delete the micro-task ${name}${pinned ? ' (its pinned name stops being kept everywhere)' : ''}`,

  deleteGoal: (name, n) => `Delete the goal ${name}${n === 0 ? '' : n === 1 ? ' (its sub-goal becomes top-level)' : ` (its ${count(n, 'sub-goal')} become top-level)`}`,
  leaveGoal: (name, completed) => `Leave the goal ${name} ${completed ? 'completed' : 'not completed'} (it already is)`,
  completeGoal: (name, xp) => `Mark the goal ${name} completed (+${xp} XP)`,
  uncompleteGoal: (name, xp) => `Mark the goal ${name} not completed (takes back ${xp} XP)`,

  replaceNote: (note) => `Replace ${note === 'global' ? 'my note about you (read in every chat)' : 'my note for this chat'} with: `,

  disconnect: (from, to, page) => `Remove the edge ${from} → ${to} from the board of ${page}`,
  removeNode: (node, edges, page) => `Remove the node ${node}${edges ? ` and its ${count(edges, 'edge')}` : ''} from the board of ${page}`,

  replaceRoutine: (name, b, a, removed) =>
    `Replace the routine ${name} (${count(b.sections, 'section')}, ${count(b.items, 'item')}) with ${count(a.sections, 'section')}, ${count(a.items, 'item')}${enRemoved(removed)}`,
  replaceListRoutine: (name, b, a, removed) => `Replace the list routine ${name} (${count(b, 'item')}) with ${count(a, 'item')}${enRemoved(removed)}`,
  editRoutine: (name, edits, removed) => `Edit the routine ${name} (${count(edits, 'edit')}; ${count(removed, 'item')} removed)`,
  removeSections: (routine, sections, several, items, others) =>
    `Remove ${several ? 'the sections' : 'the section'} ${sections} (${count(items, 'item')}) from the routine ${routine}${others ? `, with ${count(others, 'other edit')}` : ''}`,
  removeItem: (item, routine, at) => `Remove ${item} from the routine ${routine}${at ? ` (in ${at.section}, ${at.start}–${at.end})` : ''}`,
  deleteRoutine: (name, items) => `Delete the routine ${name} with ${count(items, 'item')}`,

  updateSchedule: (routine, days, was, t) =>
    `Run ${routine} on ${days} instead of ${was}${!t ? '' : 'from' in t ? ` (taking ${t.days} from ${t.from})` : ` (taking days from ${t.routines})`}`,
  giveDays: (days, routine, takings, emptied) =>
    `Give ${days} to ${routine}, taking ${takings}${emptied ? ` (${emptied.names} no longer ${emptied.n === 1 ? 'runs' : 'run'} on any day)` : ''}`,
  takingFrom: (days, given, from) => `${days ?? (given === 1 ? 'it' : 'them')} from ${from}`,
  deleteSchedule: (routine, days) => `Stop running ${routine} (${days})`,

  editCycle: (name, change, added) => {
    const first =
      'kept' in change
        ? `keep its ${count(change.kept, 'subject')} (none removed)`
        : `remove ${change.several ? 'the subjects' : 'the subject'} ${change.removed}${change.lost ? ` (losing ${count(change.lost, 'credited minute')})` : ''}`;
    return `Change the study cycle ${name}: ${first}${added ? `, add ${added}` : ''}`;
  },
  archiveCycle: (name) => `Archive the study cycle ${name} (its history is kept)`,
  deleteCycle: (name, n) => `Delete the study cycle ${name} ${n ? `with its ${count(n, 'logged session')}` : '(no sessions logged into it)'}`,
  deleteSession: (minutes, page, date, off) =>
    `Delete the ${minutes}-minute session on ${page} logged on ${date}${off ? ` (${count(off.minutes, 'minute')} come${off.minutes === 1 ? 's' : ''} off ${off.cycle})` : ''}`,
};

function enRemoved(n: number): string {
  return n ? ` (${count(n, 'entry', 'entries')} removed)` : '';
}
// A routine's entries are "itens" on the web's routine pages: the card says the same.
function ptRemoved(n: number): string {
  return n ? ` (${count(n, 'item removido', 'itens removidos')})` : '';
}
const ptShape = (s: { sections: number; items: number }) => `${count(s.sections, 'seção', 'seções')}, ${count(s.items, 'item', 'itens')}`;
/** 2026-11-28 → 28/11/2026, the date as Brazilians write it. */
const ptDate = (iso: string) => iso.split('-').reverse().join('/');

const PT: SummaryWords = {
  and: 'e',
  more: (n) => `mais ${n}`,
  weekday: (day) => PT_DAYS[day],
  deletedPage: 'uma página apagada',
  deletedRoutine: 'uma rotina apagada',
  deletedItem: (kind) => (kind === 'habit' ? 'um hábito apagado' : 'uma tarefa apagada'),

  deleteCategory: (name, xp) => `Apagar a categoria ${name}${xp > 0 ? ` e os ${xp} XP dela` : ''}`,
  deleteHabit: (name) => `Apagar o hábito ${name}`,
  deleteTask: (name, p) => `Apagar a tarefa ${name}${!p ? '' : 'routine' in p ? ` (está na rotina ${p.routine})` : ` (está em ${p.routines} rotinas)`}`,
  deleteMicroTask: (name, pinned) => `Apagar a micro-tarefa ${name}${pinned ? ' (e o nome dela deixa de ficar fixado)' : ''}`,

  deleteGoal: (name, n) => `Apagar a meta ${name}${n === 0 ? '' : n === 1 ? ' (a submeta dela vira uma meta principal)' : ` (as ${n} submetas dela viram metas principais)`}`,
  leaveGoal: (name, completed) => `Deixar a meta ${name} ${completed ? 'concluída' : 'não concluída'} (ela já está assim)`,
  completeGoal: (name, xp) => `Marcar a meta ${name} como concluída (+${xp} XP)`,
  uncompleteGoal: (name, xp) => `Marcar a meta ${name} como não concluída (os ${xp} XP dela são devolvidos)`,

  replaceNote: (note) => `Substituir ${note === 'global' ? 'minha nota sobre você (lida em todas as conversas)' : 'minha nota desta conversa'} por: `,

  disconnect: (from, to, page) => `Remover a ligação ${from} → ${to} do quadro de ${page}`,
  removeNode: (node, edges, page) =>
    `Remover o nó ${node}${edges ? (edges === 1 ? ' e a ligação dele' : ` e as ${edges} ligações dele`) : ''} do quadro de ${page}`,

  replaceRoutine: (name, b, a, removed) => `Substituir a rotina ${name} (${ptShape(b)}) por ${ptShape(a)}${ptRemoved(removed)}`,
  replaceListRoutine: (name, b, a, removed) => `Substituir a rotina em lista ${name} (${count(b, 'item', 'itens')}) por ${count(a, 'item', 'itens')}${ptRemoved(removed)}`,
  editRoutine: (name, edits, removed) => `Editar a rotina ${name} (${count(edits, 'edição', 'edições')}; ${count(removed, 'item removido', 'itens removidos')})`,
  removeSections: (routine, sections, several, items, others) =>
    `Remover ${several ? 'as seções' : 'a seção'} ${sections} (${count(items, 'item', 'itens')}) da rotina ${routine}${others ? `, com mais ${count(others, 'edição', 'edições')}` : ''}`,
  removeItem: (item, routine, at) => `Remover ${item} da rotina ${routine}${at ? ` (em ${at.section}, ${at.start}–${at.end})` : ''}`,
  deleteRoutine: (name, items) => `Apagar a rotina ${name} com ${count(items, 'item', 'itens')}`,

  updateSchedule: (routine, days, was, t) =>
    `Mudar os dias de ${routine} de ${was} para ${days}${!t ? '' : 'from' in t ? ` (tirando ${t.days} de ${t.from})` : ` (tirando dias de ${t.routines})`}`,
  giveDays: (days, routine, takings, emptied) =>
    `Passar ${days} para ${routine}, tirando ${takings}${emptied ? ` (${emptied.names} ${emptied.n === 1 ? 'fica' : 'ficam'} sem nenhum dia)` : ''}`,
  takingFrom: (days, given, from) => `${days ?? (given === 1 ? 'esse dia' : 'esses dias')} de ${from}`,
  deleteSchedule: (routine, days) => `Desagendar a rotina ${routine} (${days})`,

  editCycle: (name, change, added) => {
    const first =
      'kept' in change
        ? `manter ${change.kept === 1 ? 'a sua matéria' : `as suas ${change.kept} matérias`} (nenhuma removida)`
        : `remover ${change.several ? 'as matérias' : 'a matéria'} ${change.removed}${change.lost ? ` (perdendo ${count(change.lost, 'minuto creditado', 'minutos creditados')})` : ''}`;
    return `Alterar o ciclo de estudo ${name}: ${first}${added ? `, adicionar ${added}` : ''}`;
  },
  archiveCycle: (name) => `Arquivar o ciclo de estudo ${name} (o histórico dele é mantido)`,
  deleteCycle: (name, n) =>
    `Apagar o ciclo de estudo ${name} ${n ? (n === 1 ? 'com a sessão registrada nele' : `com as ${n} sessões registradas nele`) : '(nenhuma sessão registrada nele)'}`,
  deleteSession: (minutes, page, date, off) =>
    `Apagar a sessão de ${count(minutes, 'minuto', 'minutos')} de ${page} registrada em ${ptDate(date)}${off ? ` (${off.minutes === 1 ? '1 minuto sai' : `${off.minutes} minutos saem`} de ${off.cycle})` : ''}`,
};

export const SUMMARY_WORDS: Readonly<Record<SummaryLanguage, SummaryWords>> = { en: EN, pt: PT };

/**
 * The words of the person's language. A turn puts it on the tool context with its first reads
 * (turn/open.ts, approve.ts), so asking costs no table command; personLanguage reads it only
 * for a context without it, once per context.
 */
export async function summaryWords(ctx: ToolContext): Promise<SummaryWords> {
  return SUMMARY_WORDS[await personLanguage(ctx)];
}
