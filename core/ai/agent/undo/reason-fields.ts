/**
 * The words a write card uses for the attributes a call changed ("Changed the habit 'Read'
 * (description and icon)"), in both languages (reason-words.ts has the sentences around them).
 */
import type { ReasonLanguage } from './reason-words';

/**
 * Attribute names as a card lists them. English falls back to the attribute's own words
 * ("bestStreak" → "best streak") and only overrides names that say little; Portuguese has a
 * word for every attribute of every entity in NOUNS.
 */
export const FIELDS: Readonly<Record<string, { en?: string; pt: string }>> = {
  // Names and text
  name: { pt: 'nome' },
  nameKey: { pt: 'nome' },
  title: { pt: 'título' },
  text: { pt: 'texto' },
  plain: { pt: 'texto simples' },
  description: { pt: 'descrição' },
  icon: { pt: 'ícone' },
  colour: { pt: 'cor' },
  motivation: { pt: 'motivação' },
  motivationalPhrase: { pt: 'frase motivacional' },
  phrase: { pt: 'frase' },
  phraseAuthor: { pt: 'autor da frase' },
  journal: { pt: 'diário' },
  front: { pt: 'frente' },
  back: { pt: 'verso' },
  context: { en: 'note', pt: 'nota' },
  globalContext: { en: 'note about you', pt: 'nota sobre você' },
  displayName: { pt: 'nome de exibição' },
  email: { pt: 'e-mail' },
  passwordHash: { pt: 'senha' },
  // What an item is and where it sits
  kind: { pt: 'tipo' },
  type: { pt: 'tipo' },
  source: { pt: 'origem' },
  status: { pt: 'situação' },
  state: { pt: 'estado' },
  manualStatus: { pt: 'situação' },
  boardStatus: { pt: 'situação do quadro' },
  importance: { pt: 'importância' },
  difficulty: { pt: 'dificuldade' },
  experience: { pt: 'experiência' },
  categoryIds: { en: 'categories', pt: 'categorias' },
  paidCategoryIds: { pt: 'categorias pagas' },
  parentId: { en: 'parent', pt: 'item acima' },
  order: { pt: 'ordem' },
  row: { pt: 'linha' },
  col: { pt: 'coluna' },
  sections: { pt: 'seções' },
  schedules: { pt: 'agendamentos' },
  nodes: { pt: 'nós' },
  edges: { pt: 'ligações' },
  oneTimeTask: { pt: 'tarefa única' },
  // Which item it belongs to
  chatId: { pt: 'conversa' },
  categoryId: { pt: 'categoria' },
  goalId: { pt: 'meta' },
  habitId: { pt: 'hábito' },
  taskId: { pt: 'tarefa' },
  routineId: { pt: 'rotina' },
  entryId: { pt: 'item da rotina' },
  refId: { pt: 'item' },
  microTaskId: { pt: 'micro-tarefa' },
  noteId: { pt: 'nota' },
  pageId: { pt: 'página' },
  blockId: { pt: 'bloco' },
  cardId: { pt: 'cartão' },
  cycleId: { pt: 'ciclo' },
  sessionId: { pt: 'sessão' },
  feedbackId: { pt: 'feedback' },
  // Amounts and progress
  targetValue: { pt: 'valor-alvo' },
  currentValue: { en: 'progress', pt: 'progresso' },
  unit: { pt: 'unidade' },
  term: { pt: 'prazo' },
  level: { pt: 'nível' },
  minutes: { pt: 'minutos' },
  credit: { pt: 'crédito' },
  xp: { en: 'XP', pt: 'XP' },
  xpAwarded: { en: 'XP awarded', pt: 'XP pago' },
  paidHabit: { pt: 'XP do hábito' },
  paidRoutine: { pt: 'XP da rotina' },
  useCount: { pt: 'usos' },
  routineRefs: { pt: 'rotinas que o usam' },
  currentStreak: { pt: 'sequência atual' },
  bestStreak: { pt: 'melhor sequência' },
  totalChecks: { pt: 'total de marcações' },
  daysLate: { pt: 'dias de atraso' },
  // Spaced repetition and study
  due: { pt: 'próxima revisão' },
  stability: { pt: 'estabilidade' },
  elapsedDays: { pt: 'dias passados' },
  scheduledDays: { pt: 'dias agendados' },
  learningSteps: { pt: 'etapas de aprendizado' },
  reps: { pt: 'repetições' },
  lapses: { pt: 'lapsos' },
  lastReview: { pt: 'última revisão' },
  config: { pt: 'configuração' },
  queue: { pt: 'fila' },
  lap: { pt: 'volta' },
  // Dates and moments
  date: { pt: 'data' },
  day: { pt: 'dia' },
  ledgerDay: { pt: 'dia do XP' },
  at: { pt: 'horário' },
  startDate: { pt: 'data de início' },
  endDate: { pt: 'data de término' },
  firstCheckDate: { pt: 'primeira marcação' },
  lastCheckDate: { pt: 'última marcação' },
  doneAt: { pt: 'conclusão' },
  completedAt: { pt: 'conclusão' },
  completedOn: { pt: 'dia da conclusão' },
  archivedAt: { pt: 'arquivamento' },
  placedAt: { pt: 'colocação no quadro' },
  pinnedAt: { pt: 'fixação' },
  donePaidAt: { pt: 'XP de conclusão' },
  quizPaidAt: { pt: 'XP do quiz' },
  deletedAt: { pt: 'exclusão' },
  // Settings
  theme: { pt: 'tema' },
  language: { pt: 'idioma' },
  timeZone: { pt: 'fuso horário' },
  timeZoneSource: { pt: 'origem do fuso horário' },
  constanceMode: { pt: 'modo de constância' },
  xpDecayStrategy: { pt: 'estratégia de perda de XP' },
  tutorialCompleted: { pt: 'tutorial concluído' },
  widgets: { pt: 'quadros do painel' },
};

/** An attribute as a card lists it in `lang`. */
export function fieldWord(attr: string, lang: ReasonLanguage): string {
  const words = FIELDS[attr];
  if (lang === 'pt' && words) return words.pt;
  return words?.en ?? attr.replace(/([A-Z])/g, ' $1').toLowerCase();
}
