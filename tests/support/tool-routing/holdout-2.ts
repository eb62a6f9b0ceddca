import type { RoutingCase } from './case';

/**
 * A second held-out routing set, written independently of labeled.ts and holdout.ts, to report
 * the router's recall honestly. 120 chat turns (60 English, 60 Brazilian Portuguese) shaped like
 * real use of the app's chat: the page the client sends, follow-ups with earlier turns, typos,
 * indirect phrasing, questions and chit-chat, in the proportions real use would have them.
 * Each case's comment tags what it exercises (typo, indirect, question, chat, multi, none = no
 * tool can do it); the page and history fields speak for themselves.
 */

const FOCUS = '/focus/grp_01JZ4F7QH2M8KX3N5R6T9VBCDE';
const STUDY_PAGE = '/notebook/nbp_01JZ6A2B3C4D5E6F7G8H9JKMNP/study';

export const ROUTING_HOLDOUT_2: RoutingCase[] = [
  // ───────────────────────────── English ─────────────────────────────

  // tags: indirect
  {
    id: 'h2-en-1',
    lang: 'en',
    page: '/today',
    message: 'just got back from my run 🏃',
    needs: ['getTodayRoutine', 'checkRoutineItem'],
    query: "check off today's routine item",
  },
  // tags: indirect
  {
    id: 'h2-en-2',
    lang: 'en',
    page: '/today',
    message: "I'm sick, no meditation for me today",
    needs: ['getTodayRoutine', 'skipRoutineItem'],
    query: "skip today's routine item",
  },
  // tags: typo
  {
    id: 'h2-en-3',
    lang: 'en',
    page: '/today',
    message: 'chek off drink water pls',
    needs: ['getTodayRoutine', 'checkRoutineItem'],
    query: "check off today's routine item",
  },
  // tags: question
  {
    id: 'h2-en-4',
    lang: 'en',
    message: 'what do I still have left for today?',
    needs: ['getTodayRoutine'],
    query: "today's routine",
  },
  // tags:
  {
    id: 'h2-en-5',
    lang: 'en',
    page: '/today',
    history: [
      {
        user: "what's on my morning routine?",
        assistant: 'Morning: Stretch (open), Journal (open), Read 20 pages (checked).',
        tools: ['getTodayRoutine'],
      },
    ],
    message: 'done with stretch and journal',
    needs: ['checkRoutineItem'],
    query: 'check routine item',
  },
  // tags:
  {
    id: 'h2-en-6',
    lang: 'en',
    page: '/today',
    history: [
      {
        user: 'check reading',
        assistant: 'Checked “Read 20 pages” in your Morning section — +12 XP.',
        tools: ['getTodayRoutine', 'checkRoutineItem'],
      },
    ],
    message: 'no wait, I meant the evening reading, not the morning one',
    needs: ['checkRoutineItem'],
    query: 'uncheck and check routine item',
  },
  // tags: indirect
  {
    id: 'h2-en-7',
    lang: 'en',
    page: '/habits',
    message: 'I forgot to tick gym yesterday, can you fix that?',
    needs: ['getTodayRoutine', 'checkRoutineItem'],
    query: 'late check routine item yesterday',
  },
  // tags: indirect
  {
    id: 'h2-en-8',
    lang: 'en',
    page: '/today',
    message: "not doing guitar tonight, just take it off today's list",
    needs: ['getTodayRoutine', 'skipRoutineItem'],
    query: "skip today's routine item",
  },
  // tags:
  {
    id: 'h2-en-9',
    lang: 'en',
    history: [
      {
        user: 'skip yoga today',
        assistant: 'Skipped “Yoga” for today — your streak holds.',
        tools: ['getTodayRoutine', 'skipRoutineItem'],
      },
    ],
    message: 'and the same for Run',
    needs: ['skipRoutineItem'],
    query: 'skip routine item',
  },
  // tags: typo
  {
    id: 'h2-en-10',
    lang: 'en',
    page: '/habits',
    message: 'creat a habbit: floss every night',
    needs: ['createUserHabit'],
    query: 'create a habit',
  },
  // tags:
  {
    id: 'h2-en-11',
    lang: 'en',
    message: 'i want to start meditating 10 min every morning, add it as a habit under Health',
    needs: ['getUserCategories', 'createUserHabit'],
    query: 'create a habit with a category',
  },
  // tags:
  {
    id: 'h2-en-12',
    lang: 'en',
    history: [
      {
        user: 'delete the cold shower habit lol never again',
        assistant: 'Delete the habit “Cold shower”? Its streak and history go with it.',
        tools: ['getUserHabits'],
      },
    ],
    message: 'yes',
    needs: ['deleteUserHabit'],
    query: 'delete a habit',
  },
  // tags: question
  {
    id: 'h2-en-13',
    lang: 'en',
    page: '/goals',
    message: 'whats my longest streak rn',
    needs: ['getUserHabits'],
    query: 'habit streaks',
  },
  // tags: multi
  {
    id: 'h2-en-14',
    lang: 'en',
    page: '/habits',
    history: [
      {
        user: 'delete my Duolingo habit',
        assistant:
          "“Duolingo” is still placed in your Morning routine, so it can't be deleted yet. Want me to take it out of the routine first and then delete it?",
        tools: ['getUserHabits', 'deleteUserHabit', 'getUserRoutines'],
      },
    ],
    message: 'yeah go ahead',
    needs: ['removeRoutineItem', 'deleteUserHabit'],
    query: 'remove habit from routine',
  },
  // tags:
  {
    id: 'h2-en-15',
    lang: 'en',
    page: '/habits',
    history: [
      {
        user: 'creat a habbit: floss every night',
        assistant: 'Created the habit “Floss” (importance 3, difficulty 1).',
        tools: ['createUserHabit'],
      },
    ],
    message: 'put it in my night routine too',
    needs: ['getUserRoutines', 'addHabitToRoutineSection'],
    query: 'add habit to routine section',
  },
  // tags: indirect
  {
    id: 'h2-en-16',
    lang: 'en',
    message: 'need to call the bank about that weird card fee, put it on my list',
    needs: ['createUserTask'],
    query: 'create a task',
  },
  // tags: indirect
  {
    id: 'h2-en-17',
    lang: 'en',
    page: '/today',
    message: "I have to book the dentist at some point, don't let me forget",
    needs: ['createUserTask'],
    query: 'create a task',
  },
  // tags: typo
  {
    id: 'h2-en-18',
    lang: 'en',
    page: '/tasks',
    message: "delet the task 'buy charger' i already got one",
    needs: ['getUserTasks', 'deleteUserTask'],
    query: 'delete a task',
  },
  // tags: multi
  {
    id: 'h2-en-19',
    lang: 'en',
    page: '/today',
    message: "add 'pay rent' as a one-off and put it in my morning routine",
    needs: ['createUserTask', 'getUserRoutines', 'addTaskToRoutineSection'],
    query: 'add task to routine',
  },
  // tags:
  {
    id: 'h2-en-20',
    lang: 'en',
    history: [
      {
        user: 'add a task: renew passport',
        assistant: 'Created the task “Renew passport”.',
        tools: ['createUserTask'],
      },
    ],
    message: "and the same for renew driver's license",
    needs: ['createUserTask'],
    query: 'create a task',
  },
  // tags: typo
  {
    id: 'h2-en-21',
    lang: 'en',
    page: '/ideas',
    message: 'idea: app that remnds you to water plants based on the wether',
    needs: ['createQuickNote'],
    query: 'create a quick note',
  },
  // tags: indirect
  {
    id: 'h2-en-22',
    lang: 'en',
    page: '/today',
    message: 'random thought but I should write a blog post about burnout someday. save that somewhere',
    needs: ['createQuickNote'],
    query: 'save a quick note',
  },
  // tags: question
  {
    id: 'h2-en-23',
    lang: 'en',
    message: "what's on my ideas board?",
    needs: ['getQuickNotes'],
    query: 'list quick notes',
  },
  // tags: none
  {
    id: 'h2-en-24',
    lang: 'en',
    page: '/ideas',
    message: 'remove the yellow note about the podcast',
    needs: [],
    query: '',
  },
  // tags:
  {
    id: 'h2-en-25',
    lang: 'en',
    page: '/ideas',
    history: [
      {
        user: 'jot down: gift ideas for mom - scarf',
        assistant: 'Stuck “gift ideas for mom - scarf” on your Ideas board.',
        tools: ['createQuickNote'],
      },
    ],
    message: 'add another one: ask Marta about the cabin in july',
    needs: ['createQuickNote'],
    query: 'create a quick note',
  },
  // tags: typo
  {
    id: 'h2-en-26',
    lang: 'en',
    page: '/mood',
    message: 'today was honestly grat, log a 5',
    needs: ['logUserMood'],
    query: 'log mood',
  },
  // tags: typo, indirect
  {
    id: 'h2-en-27',
    lang: 'en',
    page: '/today',
    message: 'feelin kinda meh today tbh, put that down',
    needs: ['logUserMood'],
    query: 'log mood',
  },
  // tags: question
  {
    id: 'h2-en-28',
    lang: 'en',
    message: 'how has my mood been this month?',
    needs: ['getUserMoodHistory'],
    query: 'mood history',
  },
  // tags: indirect
  {
    id: 'h2-en-29',
    lang: 'en',
    page: '/mood',
    history: [
      {
        user: "how's my mood been lately?",
        assistant: 'Last 7 days: mostly 3s, with a 2 on Tuesday. You wrote in your journal on 4 of them.',
        tools: ['getUserMoodHistory'],
      },
    ],
    message: "yeah tuesday sucked. today's way better though, like a 4",
    needs: ['logUserMood'],
    query: 'log mood',
  },
  // tags:
  {
    id: 'h2-en-30',
    lang: 'en',
    message: 'new goal: read 24 books this year',
    needs: ['createUserGoal'],
    query: 'create a goal',
  },
  // tags: indirect
  {
    id: 'h2-en-31',
    lang: 'en',
    page: '/today',
    message: 'finished another book 📚 count it for my reading goal',
    needs: ['getUserGoals', 'increaseUserGoalValue'],
    query: 'add progress to goal',
  },
  // tags:
  {
    id: 'h2-en-32',
    lang: 'en',
    page: '/goals',
    message: "put 'Run a half marathon' under 'Get fit 2025'",
    needs: ['moveUserGoalUnder'],
    query: 'move goal under another goal',
  },
  // tags: indirect
  {
    id: 'h2-en-33',
    lang: 'en',
    message: 'I booked the trip!! the vacation savings goal is done ✅',
    needs: ['getUserGoals', 'completeUserGoal'],
    query: 'complete a goal',
  },
  // tags: question
  {
    id: 'h2-en-34',
    lang: 'en',
    page: '/today',
    message: 'how close am I to my emergency fund goal?',
    needs: ['getUserGoals'],
    query: 'goal progress',
  },
  // tags:
  {
    id: 'h2-en-35',
    lang: 'en',
    history: [
      {
        user: 'ran 5k this morning, add it to my running goal',
        assistant: 'Added 1 to “Run 100 km” — it’s at 42/100 km now.',
        tools: ['getUserGoals', 'increaseUserGoalValue'],
      },
    ],
    message: 'no, 5 km, not 1',
    needs: ['increaseUserGoalValue'],
    query: 'add progress to goal',
  },
  // tags:
  {
    id: 'h2-en-36',
    lang: 'en',
    page: '/goals',
    history: [
      {
        user: 'show me my goals',
        assistant: 'Your goals: “Get fit 2025” (2 sub-goals), “Buy a car” (3,000/15,000), “Learn Japanese” (12/100 lessons).',
        tools: ['getUserGoals'],
      },
    ],
    message: 'delete the car one, not happening this year',
    needs: ['deleteUserGoal'],
    query: 'delete a goal',
  },
  // tags: indirect
  {
    id: 'h2-en-37',
    lang: 'en',
    message: "fyi I work night shifts, so my 'morning' is like 4pm",
    needs: ['updateGlobalContext'],
    query: 'remember a fact about me',
  },
  // tags: indirect
  {
    id: 'h2-en-38',
    lang: 'en',
    page: '/today',
    message: "btw I'm vegetarian, keep that in mind for future suggestions",
    needs: ['updateGlobalContext'],
    query: 'remember a fact about me',
  },
  // tags:
  {
    id: 'h2-en-39',
    lang: 'en',
    page: '/assistant',
    message: "for this chat let's only focus on planning my bar exam prep",
    needs: ['updateChatContext'],
    query: 'update chat memory note',
  },
  // tags: indirect
  {
    id: 'h2-en-40',
    lang: 'en',
    page: FOCUS,
    message: 'this essay feels huge. steps: outline, draft intro, find 3 sources',
    needs: ['addMicroTask'],
    query: 'add micro-tasks',
  },
  // tags:
  {
    id: 'h2-en-41',
    lang: 'en',
    page: FOCUS,
    message: 'tick off draft intro',
    needs: ['getItemMicroTasks', 'toggleMicroTask'],
    query: 'tick a micro-task',
  },
  // tags: typo
  {
    id: 'h2-en-42',
    lang: 'en',
    page: '/today',
    message: "add a stpe 'warm up 5 min' to todays workout",
    needs: ['getTodayRoutine', 'addMicroTask'],
    query: 'add a micro-task to a routine entry',
  },
  // tags:
  {
    id: 'h2-en-43',
    lang: 'en',
    page: '/today',
    history: [
      {
        user: 'what are the steps on my essay block?',
        assistant: 'Essay (2–4 pm): 1. outline ✓, 2. draft intro, 3. find sources.',
        tools: ['getTodayRoutine', 'getItemMicroTasks'],
      },
    ],
    message: 'move find sources to the top',
    needs: ['reorderMicroTasks'],
    query: 'reorder micro-tasks',
  },
  // tags: indirect
  {
    id: 'h2-en-44',
    lang: 'en',
    page: '/routines',
    message: 'I keep forgetting my vitamins in the morning, stick that habit in my morning routine',
    needs: ['getUserHabits', 'getUserRoutines', 'addHabitToRoutineSection'],
    query: 'add habit to routine section',
  },
  // tags:
  {
    id: 'h2-en-45',
    lang: 'en',
    page: '/routines',
    message: "my Gym routine isn't scheduled yet, put it on mon wed and fri",
    needs: ['getUserRoutines', 'createUserSchedule'],
    query: 'schedule a routine on weekdays',
  },
  // tags: typo
  {
    id: 'h2-en-46',
    lang: 'en',
    page: STUDY_PAGE,
    message: 'make 8 flashcrds from this page',
    needs: ['generateStudyCards'],
    query: 'generate flashcards',
  },
  // tags: typo
  {
    id: 'h2-en-47',
    lang: 'en',
    page: '/notebook',
    message: 'add to my photosyntesis notes: light reactions happen in the thylakoid',
    needs: ['listStudyTopics', 'addStudyNotes'],
    query: 'add notes to a notebook page',
  },
  // tags: indirect
  {
    id: 'h2-en-48',
    lang: 'en',
    page: '/study',
    message: 'did 45 min of organic chem at the library, no timer',
    needs: ['listStudyTopics', 'logStudySession'],
    query: 'log a study session',
  },
  // tags:
  {
    id: 'h2-en-49',
    lang: 'en',
    page: '/study',
    history: [
      {
        user: 'did 45 min of organic chem at the library, no timer',
        assistant: 'Logged 45 min on “Organic Chemistry” — it went to your “Finals” cycle.',
        tools: ['listStudyTopics', 'logStudySession'],
      },
    ],
    message: 'oh wait that was yesterday not today',
    needs: ['deleteStudySession', 'logStudySession'],
    query: 'delete and relog study session',
  },
  // tags: indirect
  {
    id: 'h2-en-50',
    lang: 'en',
    page: STUDY_PAGE,
    message: 'finally done with derivatives 🎉 mark it on the board',
    needs: ['getStudyBoard', 'setStudyNodeStatus'],
    query: 'set board node status',
  },
  // tags:
  {
    id: 'h2-en-51',
    lang: 'en',
    page: '/study',
    message: 'in my Finals cycle make saturdays 3 hours',
    needs: ['getStudyCycle', 'editStudyCycle'],
    query: 'edit study cycle days',
  },
  // tags: indirect
  {
    id: 'h2-en-52',
    lang: 'en',
    message: 'journaling is way harder than I rated it, more like a 4',
    needs: ['getUserHabits', 'editUserHabit'],
    query: 'edit habit difficulty',
  },
  // tags: indirect
  {
    id: 'h2-en-53',
    lang: 'en',
    page: '/settings',
    message: 'the white screen is killing my eyes at night, go dark',
    needs: ['updateUserConfiguration'],
    query: 'change theme setting',
  },
  // tags:
  {
    id: 'h2-en-54',
    lang: 'en',
    page: '/habits',
    message: 'make a new category called Finance',
    needs: ['createUserCategory'],
    query: 'create a category',
  },
  // tags:
  {
    id: 'h2-en-55',
    lang: 'en',
    history: [
      {
        user: 'I want to tell the team the streak animation freezes on my phone',
        assistant: 'Here’s what I’d send to the Beyou team: “The streak animation freezes on my phone.” Send it as is?',
      },
    ],
    message: 'yep send it',
    needs: ['submitUserFeedback'],
    query: 'send feedback',
  },
  // tags: chat
  {
    id: 'h2-en-56',
    lang: 'en',
    page: '/today',
    history: [
      {
        user: 'check my run',
        assistant: 'Checked “Run” — +15 XP. Nice work!',
        tools: ['getTodayRoutine', 'checkRoutineItem'],
      },
    ],
    message: 'thanks 😄',
    needs: [],
    query: '',
  },
  // tags: chat
  {
    id: 'h2-en-57',
    lang: 'en',
    page: '/today',
    message: "hey how's it going",
    needs: [],
    query: '',
  },
  // tags: chat, question
  {
    id: 'h2-en-58',
    lang: 'en',
    message: 'what can you do?',
    needs: [],
    query: '',
  },
  // tags: chat
  {
    id: 'h2-en-59',
    lang: 'en',
    page: '/today',
    message: 'good morning ☀️',
    needs: [],
    query: '',
  },
  // tags: chat
  {
    id: 'h2-en-60',
    lang: 'en',
    message: 'ugh mondays 🙄',
    needs: [],
    query: '',
  },

  // ───────────────────────────── Português ─────────────────────────────

  // tags: indirect
  {
    id: 'h2-pt-1',
    lang: 'pt',
    page: '/today',
    message: 'acabei de voltar da corrida',
    needs: ['getTodayRoutine', 'checkRoutineItem'],
    query: 'marcar item da rotina de hoje',
  },
  // tags: indirect
  {
    id: 'h2-pt-2',
    lang: 'pt',
    page: '/today',
    message: 'ja bebi meus 2L de agua hj 💧',
    needs: ['getTodayRoutine', 'checkRoutineItem'],
    query: 'marcar item da rotina de hoje',
  },
  // tags: typo
  {
    id: 'h2-pt-3',
    lang: 'pt',
    page: '/today',
    message: 'hj nao vou consegui ir na academia, pula pra mim',
    needs: ['getTodayRoutine', 'skipRoutineItem'],
    query: 'pular item da rotina de hoje',
  },
  // tags: question
  {
    id: 'h2-pt-4',
    lang: 'pt',
    message: 'o que falta eu fazer hj?',
    needs: ['getTodayRoutine'],
    query: 'rotina de hoje',
  },
  // tags: indirect
  {
    id: 'h2-pt-5',
    lang: 'pt',
    page: '/habits',
    message: 'esqueci de marcar a leitura ontem 😩',
    needs: ['getTodayRoutine', 'checkRoutineItem'],
    query: 'marcar item da rotina de ontem',
  },
  // tags: indirect
  {
    id: 'h2-pt-6',
    lang: 'pt',
    page: '/today',
    history: [
      {
        user: 'o que tem na minha rotina da noite?',
        assistant: 'Noite: Ler 20 páginas (aberto), Skincare (aberto), Planejar amanhã (aberto).',
        tools: ['getTodayRoutine'],
      },
    ],
    message: 'fiz o skincare e já planejei amanhã',
    needs: ['checkRoutineItem'],
    query: 'marcar item da rotina',
  },
  // tags:
  {
    id: 'h2-pt-7',
    lang: 'pt',
    history: [
      {
        user: 'pula o inglês hoje',
        assistant: 'Pulei “Inglês — Duolingo” da manhã. Sua sequência continua.',
        tools: ['getTodayRoutine', 'skipRoutineItem'],
      },
    ],
    message: 'não, a outra, a aula de inglês da tarde',
    needs: ['skipRoutineItem'],
    query: 'pular item da rotina',
  },
  // tags:
  {
    id: 'h2-pt-8',
    lang: 'pt',
    page: FOCUS,
    message: 'terminei esse bloco, pode marcar',
    needs: ['checkRoutineItem'],
    query: 'marcar item da rotina',
  },
  // tags:
  {
    id: 'h2-pt-9',
    lang: 'pt',
    page: '/today',
    history: [
      {
        user: 'marca a meditação',
        assistant: 'Marquei “Meditar” — +10 XP.',
        tools: ['getTodayRoutine', 'checkRoutineItem'],
      },
    ],
    message: 'ops, desmarca, foi sem querer',
    needs: ['checkRoutineItem'],
    query: 'desmarcar item da rotina',
  },
  // tags: typo
  {
    id: 'h2-pt-10',
    lang: 'pt',
    page: '/habits',
    message: 'cria um habito de alongar 10 mim',
    needs: ['createUserHabit'],
    query: 'criar hábito',
  },
  // tags:
  {
    id: 'h2-pt-11',
    lang: 'pt',
    history: [
      {
        user: 'apaga o hábito de tocar violão',
        assistant: 'Vou apagar o hábito “Tocar violão”, junto com a sequência dele. Confirma?',
        tools: ['getUserHabits'],
      },
    ],
    message: 'pode',
    needs: ['deleteUserHabit'],
    query: 'apagar hábito',
  },
  // tags: question
  {
    id: 'h2-pt-12',
    lang: 'pt',
    message: 'qual meu hábito com a maior sequência?',
    needs: ['getUserHabits'],
    query: 'sequência dos hábitos',
  },
  // tags: multi
  {
    id: 'h2-pt-13',
    lang: 'pt',
    page: '/today',
    message: 'cria os hábitos: beber 2L de água, dormir antes da meia-noite e caminhar',
    needs: ['createUserHabit'],
    query: 'criar hábito',
  },
  // tags: typo
  {
    id: 'h2-pt-14',
    lang: 'pt',
    message: 'add tarefa: levar o caro na revisão',
    needs: ['createUserTask'],
    query: 'criar tarefa',
  },
  // tags: indirect
  {
    id: 'h2-pt-15',
    lang: 'pt',
    page: '/today',
    message: 'preciso lembrar de pagar o boleto da internet amanhã',
    needs: ['createUserTask'],
    query: 'criar tarefa',
  },
  // tags: typo
  {
    id: 'h2-pt-16',
    lang: 'pt',
    message: 'apaga a tarefa de comprar o presente da Ana, ja compreii',
    needs: ['getUserTasks', 'deleteUserTask'],
    query: 'apagar tarefa',
  },
  // tags:
  {
    id: 'h2-pt-17',
    lang: 'pt',
    page: '/tasks',
    history: [
      {
        user: "cria a tarefa 'renovar CNH'",
        assistant: 'Criei a tarefa “Renovar CNH”.',
        tools: ['createUserTask'],
      },
    ],
    message: 'e coloca na categoria Burocracia',
    needs: ['getUserCategories', 'editUserTask'],
    query: 'editar categoria da tarefa',
  },
  // tags: indirect
  {
    id: 'h2-pt-18',
    lang: 'pt',
    page: '/goals',
    message: 'tenho prova de cálculo sexta e não estudei nada 😭 me ajuda a n esquecer de revisar',
    needs: ['createUserTask'],
    query: 'criar tarefa',
  },
  // tags:
  {
    id: 'h2-pt-19',
    lang: 'pt',
    page: '/ideas',
    message: 'ideia: podcast com os amigos sobre futebol',
    needs: ['createQuickNote'],
    query: 'criar nota rápida',
  },
  // tags: indirect
  {
    id: 'h2-pt-20',
    lang: 'pt',
    page: '/today',
    message: 'me veio uma ideia agora, pintar a parede do quarto de verde. guarda isso',
    needs: ['createQuickNote'],
    query: 'guardar nota no quadro de ideias',
  },
  // tags: typo, question
  {
    id: 'h2-pt-21',
    lang: 'pt',
    message: 'o que tem no meu qaudro de ideias?',
    needs: ['getQuickNotes'],
    query: 'listar notas do quadro de ideias',
  },
  // tags: none
  {
    id: 'h2-pt-22',
    lang: 'pt',
    page: '/ideas',
    message: 'arquiva as notas velhas do quadro',
    needs: [],
    query: '',
  },
  // tags:
  {
    id: 'h2-pt-23',
    lang: 'pt',
    page: '/ideas',
    history: [
      {
        user: "anota: livro 'Sapiens' pra ler",
        assistant: 'Colei a nota “livro Sapiens pra ler” no seu quadro de Ideias.',
        tools: ['createQuickNote'],
      },
    ],
    message: "e 'O Hobbit' tb",
    needs: ['createQuickNote'],
    query: 'criar nota rápida',
  },
  // tags:
  {
    id: 'h2-pt-24',
    lang: 'pt',
    page: '/mood',
    message: 'hj foi um dia bom, 4',
    needs: ['logUserMood'],
    query: 'registrar humor',
  },
  // tags: typo
  {
    id: 'h2-pt-25',
    lang: 'pt',
    page: '/today',
    message: 'dia pessimo no trampo. registar meu humor como 2 pfv',
    needs: ['logUserMood'],
    query: 'registrar humor',
  },
  // tags: question
  {
    id: 'h2-pt-26',
    lang: 'pt',
    message: 'como ta meu humor nas ultimas semanas?',
    needs: ['getUserMoodHistory'],
    query: 'histórico de humor',
  },
  // tags: indirect
  {
    id: 'h2-pt-27',
    lang: 'pt',
    page: '/mood',
    message: 'ontem foi incrível e esqueci de registrar',
    needs: ['logUserMood'],
    query: 'registrar humor de ontem',
  },
  // tags: none
  {
    id: 'h2-pt-28',
    lang: 'pt',
    page: '/mood',
    message: 'lê meu diário de ontem e me diz o que acha',
    needs: [],
    query: '',
  },
  // tags: indirect
  {
    id: 'h2-pt-29',
    lang: 'pt',
    message: 'quero juntar 5 mil pra viagem até dezembro, me ajuda a acompanhar isso',
    needs: ['createUserGoal'],
    query: 'criar meta',
  },
  // tags: indirect
  {
    id: 'h2-pt-30',
    lang: 'pt',
    page: '/today',
    message: 'guardei mais 300 reais hj pra viagem 💰',
    needs: ['getUserGoals', 'increaseUserGoalValue'],
    query: 'aumentar progresso da meta',
  },
  // tags: question
  {
    id: 'h2-pt-31',
    lang: 'pt',
    message: 'quanto falta pra minha meta de ler 20 livros?',
    needs: ['getUserGoals'],
    query: 'progresso da meta',
  },
  // tags:
  {
    id: 'h2-pt-32',
    lang: 'pt',
    history: [
      {
        user: 'passei na prova da CNH!!!',
        assistant: 'Parabéns!! 🎉 Quer que eu conclua a meta “Tirar a CNH”? Isso te dá o XP dela.',
        tools: ['getUserGoals'],
      },
    ],
    message: 'sim, conclui',
    needs: ['completeUserGoal'],
    query: 'concluir meta',
  },
  // tags:
  {
    id: 'h2-pt-33',
    lang: 'pt',
    page: '/goals',
    history: [
      {
        user: 'mostra minhas metas',
        assistant: 'Suas metas: “Ficar em forma” (2 submetas), “Viagem pro Chile” (1.200/5.000), “Aprender francês” (8/60 aulas).',
        tools: ['getUserGoals'],
      },
    ],
    message: 'arquiva a de aprender francês',
    needs: ['archiveUserGoal'],
    query: 'arquivar meta',
  },
  // tags: indirect
  {
    id: 'h2-pt-34',
    lang: 'pt',
    page: '/goals',
    message: 'errei, marquei 3 km a mais na meta de corrida, tira',
    needs: ['getUserGoals', 'decreaseUserGoalValue'],
    query: 'diminuir progresso da meta',
  },
  // tags:
  {
    id: 'h2-pt-35',
    lang: 'pt',
    history: [
      {
        user: 'tô tentando organizar minha semana',
        assistant: 'Bora! Quais dias vc trabalha de casa?',
        tools: [],
      },
    ],
    message: 'segunda e sexta. lembra disso pras próximas vezes',
    needs: ['updateGlobalContext'],
    query: 'lembrar informação sobre mim',
  },
  // tags: indirect
  {
    id: 'h2-pt-36',
    lang: 'pt',
    page: '/today',
    message: 'só pra vc saber, tenho TDAH, então prefiro tarefas bem quebradinhas',
    needs: ['updateGlobalContext'],
    query: 'lembrar informação sobre mim',
  },
  // tags:
  {
    id: 'h2-pt-37',
    lang: 'pt',
    page: '/assistant',
    message: 'nessa conversa vamos planejar só minha semana de provas, blz?',
    needs: ['updateChatContext'],
    query: 'nota de memória da conversa',
  },
  // tags: indirect, multi
  {
    id: 'h2-pt-38',
    lang: 'pt',
    page: '/settings',
    message: 'me mudei pra Lisboa semana passada, ajusta meu fuso e lembra disso',
    needs: ['updateUserConfiguration', 'updateGlobalContext'],
    query: 'mudar fuso horário',
  },
  // tags: indirect
  {
    id: 'h2-pt-39',
    lang: 'pt',
    page: FOCUS,
    message: 'esse trabalho tá enorme, bora quebrar: ler o enunciado, fazer rascunho, revisar',
    needs: ['addMicroTask'],
    query: 'adicionar micro tarefa',
  },
  // tags: typo
  {
    id: 'h2-pt-40',
    lang: 'pt',
    page: FOCUS,
    message: 'risca o fazer rascuho',
    needs: ['getItemMicroTasks', 'toggleMicroTask'],
    query: 'marcar micro tarefa',
  },
  // tags:
  {
    id: 'h2-pt-41',
    lang: 'pt',
    page: '/today',
    history: [
      {
        user: 'quais são os passos do bloco de estudo?',
        assistant: 'Estudo (19h–21h): ler capítulo 3, fazer resumo, revisar anotações.',
        tools: ['getTodayRoutine', 'getItemMicroTasks'],
      },
    ],
    message: 'apaga o revisar anotações',
    needs: ['deleteMicroTask'],
    query: 'apagar micro tarefa',
  },
  // tags: question
  {
    id: 'h2-pt-42',
    lang: 'pt',
    message: 'quantos pomodoros eu fiz hj?',
    needs: ['getFocusDay'],
    query: 'pomodoros de hoje',
  },
  // tags: typo
  {
    id: 'h2-pt-43',
    lang: 'pt',
    page: '/routines',
    message: 'coloca o habito de meditar na minah rotina da manha',
    needs: ['getUserHabits', 'getUserRoutines', 'addHabitToRoutineSection'],
    query: 'adicionar hábito na rotina',
  },
  // tags:
  {
    id: 'h2-pt-44',
    lang: 'pt',
    page: '/routines',
    history: [
      {
        user: 'o que tem na rotina da noite?',
        assistant: 'Rotina “Noite”: Alongamento 21:00–21:15, Ler 21:15–21:45, Skincare 21:45–22:00. Roda todos os dias.',
        tools: ['getUserRoutines'],
      },
    ],
    message: 'tira o alongamento dela',
    needs: ['removeRoutineItem'],
    query: 'remover item da rotina',
  },
  // tags:
  {
    id: 'h2-pt-45',
    lang: 'pt',
    page: '/routines',
    message: 'na minha lista de domingo deixa só faxina e mercado, tira o resto',
    needs: ['getUserRoutines', 'editUserListRoutine'],
    query: 'editar rotina de lista',
  },
  // tags: typo
  {
    id: 'h2-pt-46',
    lang: 'pt',
    page: STUDY_PAGE,
    message: 'gera uns 5 flashcads dessa pagina',
    needs: ['generateStudyCards'],
    query: 'gerar flashcards',
  },
  // tags:
  {
    id: 'h2-pt-47',
    lang: 'pt',
    page: '/notebook',
    message: 'adiciona nas minhas anotaçoes de mitose: a prófase é a primeira fase',
    needs: ['listStudyTopics', 'addStudyNotes'],
    query: 'adicionar anotação na página',
  },
  // tags: indirect
  {
    id: 'h2-pt-48',
    lang: 'pt',
    page: '/study',
    message: 'estudei 1h de história hj de manhã, fora do app',
    needs: ['listStudyTopics', 'logStudySession'],
    query: 'registrar sessão de estudo',
  },
  // tags: indirect
  {
    id: 'h2-pt-49',
    lang: 'pt',
    page: '/study',
    message: 'no ciclo ENEM o bloco 4 tá muito genérico, quero focar em geometria nele',
    needs: ['getStudyCycle', 'listStudyTopics', 'editStudyBlock'],
    query: 'editar bloco do ciclo de estudo',
  },
  // tags: indirect
  {
    id: 'h2-pt-50',
    lang: 'pt',
    page: STUDY_PAGE,
    message: 'Limites vem antes de Derivadas no quadro, liga as duas',
    needs: ['getStudyBoard', 'connectStudyNodes'],
    query: 'conectar nós do quadro',
  },
  // tags: question
  {
    id: 'h2-pt-51',
    lang: 'pt',
    page: '/study',
    message: 'o que eu tenho pra estudar hj?',
    needs: ['getStudyPlanForToday'],
    query: 'plano de estudo de hoje',
  },
  // tags:
  {
    id: 'h2-pt-52',
    lang: 'pt',
    message: 'me mostra um diagrama do ciclo da água',
    needs: ['showDiagram'],
    query: 'mostrar diagrama',
  },
  // tags:
  {
    id: 'h2-pt-53',
    lang: 'pt',
    page: '/settings',
    message: 'muda o tema pro escuro',
    needs: ['updateUserConfiguration'],
    query: 'mudar tema',
  },
  // tags:
  {
    id: 'h2-pt-54',
    lang: 'pt',
    message: 'muda o horário da seção Tarde da minha rotina pra 14h às 18h',
    needs: ['getUserRoutines', 'patchUserRoutine'],
    query: 'editar seção da rotina',
  },
  // tags:
  {
    id: 'h2-pt-55',
    lang: 'pt',
    history: [
      {
        user: 'quero mandar um feedback: o app podia ter widget pra tela inicial do celular',
        assistant: 'Vou mandar pro time do Beyou assim: “O app podia ter widget pra tela inicial do celular.” Pode enviar?',
      },
    ],
    message: 'pode mandar',
    needs: ['submitUserFeedback'],
    query: 'enviar feedback',
  },
  // tags: chat
  {
    id: 'h2-pt-56',
    lang: 'pt',
    page: '/today',
    history: [
      {
        user: 'marca a caminhada',
        assistant: 'Marquei “Caminhada” — +8 XP 🚶',
        tools: ['getTodayRoutine', 'checkRoutineItem'],
      },
    ],
    message: 'obrigadoo 🙏',
    needs: [],
    query: '',
  },
  // tags: chat
  {
    id: 'h2-pt-57',
    lang: 'pt',
    page: '/today',
    message: 'bom dia!!',
    needs: [],
    query: '',
  },
  // tags: chat
  {
    id: 'h2-pt-58',
    lang: 'pt',
    history: [
      {
        user: 'me conta uma piada',
        assistant: 'Por que o livro de matemática ficou triste? Porque tinha muitos problemas. 😅',
        tools: [],
      },
    ],
    message: 'kkkkk',
    needs: [],
    query: '',
  },
  // tags: chat, question
  {
    id: 'h2-pt-59',
    lang: 'pt',
    message: 'vc é um robô?',
    needs: [],
    query: '',
  },
  // tags: chat
  {
    id: 'h2-pt-60',
    lang: 'pt',
    page: '/today',
    message: 'sextou 🎉',
    needs: [],
    query: '',
  },
];
