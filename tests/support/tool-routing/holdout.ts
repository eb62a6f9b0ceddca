/**
 * ROUTING_HOLDOUT: 60 more labeled routing cases (30 English, 30 Brazilian Portuguese), written
 * the same way as ROUTING_SET (labeled.ts: from the tools and the agent's rules only, never from
 * the router's vocabulary) but with other phrasings and situations. Kept aside: never used to
 * tune the router, only to check that what it learned from ROUTING_SET carries over.
 * Mostly follow-ups and page hints (the situations a message alone does not settle), with
 * typos, indirect phrasing, two requests at once and messages that need no tool. Trailing
 * comments tag them as in labeled.ts.
 */
import type { RoutingCase } from './case';

/** An open Focus Mode entry (the web client's /focus/:groupId). */
const FOCUS = '/focus/grp_01JXB7W3E5R9T2Y4U6I8O0P1A3';
/** The notebook page "The cell". */
const NB_CELL = '/notebook/nbp_01JXC2D4F6G8H0J2K4L6M8N0P2/study';
/** The notebook page "Biologia". */
const NB_BIO = '/notebook/nbp_01JXD9S7A5Q3W1E9R7T5Y3U1I9/study';

export const ROUTING_HOLDOUT: RoutingCase[] = [
  // ───────────────────────────── English ─────────────────────────────

  // — habits and tasks
  { id: 'hen-habit-1', lang: 'en', page: '/habits', message: 'new one: cold shower every morning', needs: ['createUserHabit'], query: 'create a habit' },
  { id: 'hen-habit-2', lang: 'en', page: '/habits', history: [{ user: 'show my habits', assistant: 'Read (5-day streak), Run (0), Floss (22).', tools: ['getUserHabits'] }], // indirect
    message: 'Run is dead to me. remove it', needs: ['deleteUserHabit'], query: 'delete a habit' },
  { id: 'hen-habit-3', lang: 'en', history: [{ user: 'add a habit Yoga', assistant: 'Created the habit "Yoga".', tools: ['createUserHabit'] }],
    message: 'put it in Health', needs: ['getUserCategories', 'editUserHabit'], query: 'set habit category' },
  { id: 'hen-habit-4', lang: 'en', message: 'delte the routine Old mornings, and the habit Wake at 5 with it', needs: ['getUserRoutines', 'deleteUserRoutine', 'getUserHabits', 'deleteUserHabit'], query: 'delete a routine' }, // typo multi
  { id: 'hen-task-1', lang: 'en', page: '/tasks', history: [{ user: 'make a task for the car inspection', assistant: 'Created the task "Car inspection".', tools: ['createUserTask'] }], // typo
    message: 'actualy its one time only, and importance 4', needs: ['editUserTask'], query: 'edit a task' },
  { id: 'hen-cat-1', lang: 'en', history: [{ user: 'rename my Fitness category', assistant: 'Sure — what should the new name be?', tools: ['getUserCategories'] }],
    message: 'Movement', needs: ['editUserCategory'], query: 'rename a category' },

  // — today and Focus Mode
  { id: 'hen-today-1', lang: 'en', page: '/today', history: [{ user: 'what do I still have today?', assistant: 'Open: Yoga, Read, Floss.', tools: ['getTodayRoutine'] }], // indirect
    message: 'done with yoga', needs: ['checkRoutineItem'], query: 'check routine item' },
  { id: 'hen-today-2', lang: 'en', page: '/today', history: [{ user: 'what do I still have today?', assistant: 'Open: Yoga, Read, Floss.', tools: ['getTodayRoutine'] }], // indirect typo
    message: 'reading isnt happening tonigth', needs: ['skipRoutineItem'], query: 'skip routine item' },
  { id: 'hen-today-3', lang: 'en', page: '/today', message: 'uncheck floss pls, hit it by accident', needs: ['getTodayRoutine', 'checkRoutineItem'], query: 'uncheck routine item' },
  { id: 'hen-focus-1', lang: 'en', page: FOCUS, history: [{ user: "what's here", assistant: 'Here: Draft intro, Find sources, Email prof.', tools: ['getItemMicroTasks'] }], // indirect
    message: 'found the sources', needs: ['toggleMicroTask'], query: 'tick micro-task' },
  { id: 'hen-focus-2', lang: 'en', page: FOCUS, message: 'add "take a break" as a step', needs: ['addMicroTask'], query: 'add micro-task' },
  { id: 'hen-focus-3', lang: 'en', page: FOCUS, history: [{ user: "what's here", assistant: 'Here: Draft intro, Find sources, Email prof (pinned).', tools: ['getItemMicroTasks'] }],
    message: 'stop keeping "Email prof" on every entry, unpin it', needs: ['pinMicroTask'], query: 'unpin micro-task' },

  // — goals
  { id: 'hen-goal-1', lang: 'en', page: '/goals', history: [{ user: 'how much have I done on Save 5k?', assistant: 'You have 3,200 of 5,000 on "Save 5k".', tools: ['getUserGoals'] }],
    message: 'put 250 more in', needs: ['increaseUserGoalValue'], query: 'add progress to a goal' },
  { id: 'hen-goal-2', lang: 'en', history: [{ user: 'I think I overcounted my km', assistant: 'Your goal "Run 100 km" shows 70 km. How much should I take off?', tools: ['getUserGoals'] }],
    message: '5', needs: ['decreaseUserGoalValue'], query: 'decrease goal progress' },
  { id: 'hen-goal-3', lang: 'en', page: '/goals', message: 'nest Learn kanji undr Learn Japanese', needs: ['moveUserGoalUnder'], query: 'move goal under another goal' }, // typo

  // — routines
  { id: 'hen-routine-1', lang: 'en', page: '/routines', history: [{ user: "what's in Morning?", assistant: 'Morning — Wake up (6:00–7:00): Read, Stretch. Work (9:00–12:00): Emails.', tools: ['getUserRoutines'] }],
    message: 'add a Lunch section 12:00-13:00', needs: ['patchUserRoutine'], query: 'add routine section' },
  { id: 'hen-routine-2', lang: 'en', page: '/routines', history: [{ user: "what's in Morning?", assistant: 'Morning — Wake up (6:00–7:00): Read, Stretch. Work (9:00–12:00): Emails.', tools: ['getUserRoutines'] }],
    message: 'get rid of Stretch there', needs: ['removeRoutineItem'], query: 'remove item from routine' },
  { id: 'hen-sched-1', lang: 'en', history: [{ user: 'run Evening on weekends', assistant: 'Evening is now scheduled on Saturday and Sunday.', tools: ['getUserRoutines', 'createUserSchedule'] }],
    message: 'hmm, undo that, no schedule for it at all', needs: ['deleteUserSchedule'], query: 'delete a schedule' },

  // — mood, ideas, memory, settings
  { id: 'hen-mood-1', lang: 'en', page: '/mood', history: [{ user: 'how was my mood lately', assistant: 'Last 7 days: mostly 3s, with a 2 on Tuesday.', tools: ['getUserMoodHistory'] }], // indirect
    message: 'today feels like a 4 though', needs: ['logUserMood'], query: 'log mood' },
  { id: 'hen-idea-1', lang: 'en', page: '/ideas', message: 'stik this here: "ask Ana about the cabin"', needs: ['createQuickNote'], query: 'add quick note' }, // typo
  { id: 'hen-mem-1', lang: 'en', history: [{ user: 'my name is Sam btw', assistant: 'Nice to meet you, Sam!', tools: [] }], // indirect
    message: 'keep that in mind, and that I hate mornings', needs: ['updateGlobalContext'], query: 'update memory' },
  { id: 'hen-config-1', lang: 'en', page: '/settings', history: [{ user: 'what widgets do I have', assistant: 'Your dashboard shows: Today, Goals, Streaks.', tools: ['getUserConfiguration'] }],
    message: 'drop Streaks', needs: ['updateUserConfiguration'], query: 'dashboard widgets' },
  { id: 'hen-chat-1', lang: 'en', message: 'heyy thx for earlier', needs: [], query: '' }, // chat

  // — notebook and study cycles
  { id: 'hen-nb-1', lang: 'en', page: NB_CELL, history: [{ user: 'show the board', assistant: 'The cell: Membrane, Organelles, Nucleus (sections), no edges yet.', tools: ['getStudyBoard'] }],
    message: 'Nucleus should come after Organelles, link them', needs: ['connectStudyNodes'], query: 'connect board nodes' },
  { id: 'hen-nb-2', lang: 'en', page: NB_CELL, message: 'write down here that the nucleus holds the DNA', needs: ['addStudyNotes'], query: 'add notes to page' },
  { id: 'hen-nb-3', lang: 'en', page: NB_CELL, history: [{ user: 'make flashcards from this page', assistant: 'Added 6 flashcards to "The cell" (none skipped).', tools: ['generateStudyCards'] }],
    message: 'do 4 more', needs: ['generateStudyCards'], query: 'generate flashcards' },
  { id: 'hen-nb-4', lang: 'en', history: [{ user: 'draw the water cycle', assistant: 'Here: Evaporation → Condensation → Precipitation → Collection.', tools: ['showDiagram'] }], // indirect
    message: 'cool, can you keep it in my notebook, in the geography stuff?', needs: ['listStudyTopics', 'addStudyDiagram'], query: 'add diagram to page' },
  { id: 'hen-sc-1', lang: 'en', page: '/study', history: [{ user: 'delete the cycle Old ENEM', assistant: 'That deletes "Old ENEM" and its 9 logged sessions for good. Archive it instead?', tools: ['listStudyCycles'] }],
    message: 'ok archive then', needs: ['archiveStudyCycle'], query: 'archive study cycle' },
  { id: 'hen-sc-2', lang: 'en', page: '/study', message: 'log 25 min on The cell from earlier today', needs: ['logStudySession'], query: 'log study session' },
  { id: 'hen-sc-3', lang: 'en', page: '/study', history: [{ user: 'show my ENEM cycle', assistant: 'ENEM has 5 blocks; block 4 is Chemistry, TIME, 40 min.', tools: ['getStudyCycle'] }],
    message: 'make block 4 go for the next concept', needs: ['editStudyBlock'], query: 'edit study block' },

  // ───────────────────────────── Português (pt-BR) ─────────────────────────────

  // — hábitos e tarefas
  { id: 'hpt-habit-1', lang: 'pt', page: '/habits', message: 'cria um de alongar 5 min', needs: ['createUserHabit'], query: 'criar hábito' },
  { id: 'hpt-habit-2', lang: 'pt', history: [{ user: 'meus habitos', assistant: 'Ler (8 dias), Alongar (2), Beber água (15).', tools: ['getUserHabits'] }], // typo indirect
    message: 'alongar ta mt facil, baixa a dificudlade pra 1', needs: ['editUserHabit'], query: 'editar hábito' },
  { id: 'hpt-habit-3', lang: 'pt', message: 'apagaa o habito de correr', needs: ['getUserHabits', 'deleteUserHabit'], query: 'apagar hábito' }, // typo
  { id: 'hpt-task-1', lang: 'pt', history: [{ user: 'apaga a tarefa Renovar RG', assistant: 'Apagar "Renovar RG"? Ela está na rotina Manhã.', tools: ['getUserTasks'] }], // chat
    message: 'deixa quieto, não apaga', needs: [], query: '' },
  { id: 'hpt-task-2', lang: 'pt', history: [{ user: 'cria a tarefa comprar ração', assistant: 'Criei a tarefa "Comprar ração".', tools: ['createUserTask'] }],
    message: 'coloca ela na rotina Sábado tb', needs: ['getUserRoutines', 'addTaskToRoutineSection'], query: 'adicionar tarefa na rotina' },
  { id: 'hpt-cat-1', lang: 'pt', page: '/categories', history: [{ user: 'quais categorias eu tenho', assistant: 'Saúde, Trabalho, Estudos, Casa.', tools: ['getUserCategories'] }], // indirect
    message: 'casa pode sumir', needs: ['deleteUserCategory'], query: 'apagar categoria' },

  // — hoje e Modo Foco
  { id: 'hpt-today-1', lang: 'pt', page: '/today', history: [{ user: 'oq falta hj', assistant: 'Faltam: Alongar, Ler, Beber água.', tools: ['getTodayRoutine'] }], // indirect
    message: 'já alonguei', needs: ['checkRoutineItem'], query: 'marcar item da rotina' },
  { id: 'hpt-today-2', lang: 'pt', page: '/today', history: [{ user: 'oq falta hj', assistant: 'Faltam: Alongar, Ler, Beber água.', tools: ['getTodayRoutine'] }], // indirect
    message: 'ler fica pra amanhã', needs: ['skipRoutineItem'], query: 'pular item da rotina' },
  { id: 'hpt-today-3', lang: 'pt', message: 'bebi meus 2 litros hj', needs: ['getTodayRoutine', 'checkRoutineItem'], query: 'marcar item da rotina' }, // indirect
  { id: 'hpt-focus-1', lang: 'pt', page: FOCUS, history: [{ user: 'q passos tem aqui', assistant: 'Aqui: Ler capítulo 3, Resumo, Exercícios.', tools: ['getItemMicroTasks'] }], // indirect
    message: 'resumo feito', needs: ['toggleMicroTask'], query: 'marcar micro tarefa' },
  { id: 'hpt-focus-2', lang: 'pt', page: FOCUS, history: [{ user: 'q passos tem aqui', assistant: 'Aqui: Ler capítulo 3, Resumo, Exercícios.', tools: ['getItemMicroTasks'] }], // typo
    message: 'apaga exercicos', needs: ['deleteMicroTask'], query: 'apagar micro tarefa' },
  { id: 'hpt-focus-3', lang: 'pt', page: FOCUS, message: 'coloca aqui: fazer mapa mental', needs: ['addMicroTask'], query: 'adicionar micro tarefa' },

  // — metas
  { id: 'hpt-goal-1', lang: 'pt', page: '/goals', history: [{ user: 'minhas metas', assistant: 'Correr 100 km (40/100), Ler 12 livros (5/12), Juntar 5 mil (3000/5000).', tools: ['getUserGoals'] }], // indirect
    message: 'terminei o sexto livro', needs: ['increaseUserGoalValue'], query: 'aumentar progresso da meta' },
  { id: 'hpt-goal-2', lang: 'pt', page: '/goals', history: [{ user: 'minhas metas', assistant: 'Correr 100 km (40/100), Ler 12 livros (5/12), Juntar 5 mil (3000/5000).', tools: ['getUserGoals'] }], // indirect
    message: 'a de correr eu desisti, guarda ela', needs: ['archiveUserGoal'], query: 'arquivar meta' },
  { id: 'hpt-goal-3', lang: 'pt', page: '/goals', message: 'cria uma: aprender violão, 50 aulas até o fim do ano', needs: ['createUserGoal'], query: 'criar meta' },

  // — rotinas e agendas
  { id: 'hpt-sched-1', lang: 'pt', history: [{ user: 'a rotina Manhã roda quando?', assistant: 'Manhã roda de segunda a sexta.', tools: ['getUserSchedules'] }],
    message: 'coloca sábado tb', needs: ['updateUserSchedule'], query: 'mudar dias da agenda' },
  { id: 'hpt-sched-2', lang: 'pt', message: 'agenda a rotina Academia pra terça e quinta', needs: ['getUserRoutines', 'createUserSchedule'], query: 'agendar rotina' },

  // — humor, ideias, memória, configurações
  { id: 'hpt-mood-1', lang: 'pt', page: '/mood', history: [{ user: 'tô mal hj', assistant: 'Sinto muito. Quer que eu registre seu humor de hoje como 2 (ruim)?', tools: [] }],
    message: 'pode ser 1 msm', needs: ['logUserMood'], query: 'registrar humor' },
  { id: 'hpt-mood-2', lang: 'pt', message: 'esse mês meu humor foi como?', needs: ['getUserMoodHistory'], query: 'histórico de humor' }, // question
  { id: 'hpt-idea-1', lang: 'pt', page: '/ideas', message: 'anota: presente da Ju = livro de receitas', needs: ['createQuickNote'], query: 'criar nota rápida' },
  { id: 'hpt-mem-1', lang: 'pt', history: [{ user: 'lembra que eu tô de dieta', assistant: 'Anotado!', tools: ['updateGlobalContext'] }],
    message: 'e que eu corro de manhã cedo', needs: ['updateGlobalContext'], query: 'atualizar memória' },
  { id: 'hpt-config-1', lang: 'pt', page: '/settings', history: [{ user: 'muda pro tema claro', assistant: 'Pronto, tema claro ativado.', tools: ['updateUserConfiguration'] }],
    message: 'e meu nome pra Bia', needs: ['updateUserConfiguration'], query: 'mudar nome de exibição' },
  { id: 'hpt-chat-1', lang: 'pt', message: 'tchau, até amanhã', needs: [], query: '' }, // chat

  // — caderno e ciclos de estudo
  { id: 'hpt-nb-1', lang: 'pt', page: NB_BIO, history: [{ user: 'mostra o quadro', assistant: 'Biologia: Citologia (concluído), Genética (estudando), Evolução (a estudar).', tools: ['getStudyBoard'] }], // indirect
    message: 'genética terminei', needs: ['setStudyNodeStatus'], query: 'status do nó do quadro' },
  { id: 'hpt-nb-2', lang: 'pt', page: NB_BIO, history: [{ user: 'mostra o quadro', assistant: 'Biologia: Citologia → Genética → Evolução.', tools: ['getStudyBoard'] }], // multi
    message: 'cria uma seção Ecologia e liga ela depois de evolução', needs: ['addStudyNode', 'connectStudyNodes'], query: 'adicionar nó no quadro' },
  { id: 'hpt-nb-3', lang: 'pt', page: NB_BIO, message: 'me faz umas perguntas de revisao dessa pagina, tipo flashcard msm', needs: ['generateStudyCards'], query: 'gerar flashcards' }, // indirect typo
  { id: 'hpt-nb-4', lang: 'pt', page: NB_BIO, history: [{ user: 'desenha o ciclo de krebs', assistant: 'Aqui está: Acetil-CoA → Citrato → … → Oxaloacetato.', tools: ['showDiagram'] }],
    message: 'salva aqui', needs: ['addStudyDiagram'], query: 'salvar diagrama na página' },
  { id: 'hpt-sc-1', lang: 'pt', page: '/study', history: [{ user: 'quanto estudei essa semana?', assistant: 'Sessões: Química 50 min (ontem), Biologia 30 min (terça).', tools: ['listStudySessions'] }], // multi
    message: 'a de química era 40, corrige', needs: ['deleteStudySession', 'logStudySession'], query: 'corrigir sessão de estudo' },
  { id: 'hpt-sc-2', lang: 'pt', page: '/study', message: 'oq tenho no cilco hj?', needs: ['getStudyToday'], query: 'blocos de estudo de hoje' }, // typo question
  { id: 'hpt-sc-3', lang: 'pt', history: [{ user: 'quero mudar o ciclo ENEM', assistant: 'Claro, o que você quer mudar? Hoje ele tem seg–sex 60 min e sábado 90.', tools: ['getStudyCycle'] }],
    message: 'tira o sábado', needs: ['editStudyCycle'], query: 'editar ciclo de estudo' },
];
