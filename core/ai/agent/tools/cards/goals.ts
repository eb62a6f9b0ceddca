import type { ToolCards } from '../card';

/** How people ask for the goal tools (tools/goals.ts): goals have a target, progress, sub-goals and XP on completion. */
export const goalCards: ToolCards = {
  getUserGoals: {
    words: {
      en: 'list goals, show goals, my goals, which goals, goal progress, how far am I, how close, objectives, targets, sub-goals, goal tree, archived goals, deadline',
      pt: 'listar metas, mostrar metas, mostra as metas, minhas metas, quais metas, progresso da meta, quanto falta, objetivos, alvos, submetas, metas arquivadas, prazo das metas',
    },
    examples: {
      en: ['what are my goals?', 'how far am I on reading 12 books?', 'show my goals with their sub-goals', 'which goals did I archive?'],
      pt: ['quais são minhas metas?', 'quanto falta pra minha meta de ler 12 livros?', 'mostra minhas metas e submetas', 'como tá o progresso dos meus objetivos?'],
    },
  },
  createUserGoal: {
    words: {
      en: 'create goal, new goal, add goal, set a goal, set a target, objective, aim, I want to reach, by the end of the year, sub-goal, target value',
      pt: 'criar meta, nova meta, adicionar meta, definir meta, cria uma meta, crie uma meta, objetivo, alvo, quero alcançar, quero conseguir, até o fim do ano, submeta, valor alvo',
    },
    examples: {
      en: ['create a goal to read 12 books this year', 'I want to run 100 km by December', 'set a goal of saving 5000 dollars', 'add a sub-goal under Fitness: lose 5 kg'],
      pt: ['cria uma meta de ler 12 livros esse ano', 'quero correr 100 km até dezembro', 'nova meta: juntar 5 mil reais', 'adiciona uma submeta em Saúde: perder 5 kg'],
    },
    with: ['getUserGoals', 'getUserCategories'],
  },
  editUserGoal: {
    words: {
      en: 'edit goal, rename goal, change goal, update goal, change target, goal deadline, due date, end date, goal unit, goal motivation, goal description, goal term, goal category',
      pt: 'editar meta, renomear meta, renomeia a meta, mudar meta, muda a meta, alterar meta, mudar alvo, prazo da meta, data final, unidade da meta, motivação da meta, descrição da meta, curto prazo, longo prazo',
    },
    examples: {
      en: ['change my reading goal target to 20 books', 'move the deadline of the marathon goal to June', 'rename the goal Save money to Emergency fund', 'make the Spanish goal long term'],
      pt: ['muda o alvo da meta de leitura pra 20 livros', 'passa o prazo da meta da maratona pra junho', 'renomeia a meta Guardar dinheiro pra Reserva de emergência', 'coloca a meta de inglês como longo prazo'],
    },
    with: ['getUserGoals', 'getUserCategories'],
  },
  deleteUserGoal: {
    words: {
      en: 'delete goal, remove goal, get rid of goal, erase goal, drop goal for good, delete objective',
      pt: 'apagar meta, excluir meta, remover meta, deletar meta, apaga a meta, apague, exclui a meta, apaguei, tirar meta, excluir objetivo de vez',
    },
    examples: {
      en: ['delete the goal Learn guitar', 'remove my marathon goal completely', 'get rid of the savings goal, I do not want it'],
      pt: ['apaga a meta Aprender violão', 'exclui a meta da maratona', 'deleta essa meta de economizar, não quero mais'],
    },
    with: ['getUserGoals'],
  },
  completeUserGoal: {
    words: {
      en: 'complete goal, goal achieved, reached my goal, accomplished, hit my target, mark goal as done, finished the goal, goal completed, reopen goal, un-complete, not completed',
      pt: 'concluir meta, conclui a meta, completar meta, completei, bati a meta, alcancei a meta, atingi, consegui, cheguei lá, marcar meta como concluída, meta concluída, reabrir meta, desfazer conclusão',
    },
    examples: {
      en: ['I finished the marathon goal, mark it complete', 'I reached my goal of reading 12 books!', 'complete the goal Save 5000', 'reopen the goal Learn guitar, I marked it by mistake'],
      pt: ['bati a meta de ler 12 livros!', 'conclui a meta da maratona', 'consegui juntar os 5 mil, marca como concluída', 'reabre a meta Aprender violão, marquei sem querer'],
    },
    with: ['getUserGoals'],
  },
  increaseUserGoalValue: {
    words: {
      en: 'add progress, log progress, increase goal, increment, plus one, one more, another one, count one more, progress on goal, read another book, ran more km',
      pt: 'adicionar progresso, registrar progresso, aumentar meta, aumenta, soma, somar, mais um, mais uma, avançar na meta, incrementar, li mais um livro, corri mais, conta mais um',
    },
    examples: {
      en: ['I read another book, add one to my reading goal', 'add 5 km to my running goal', 'log 200 dollars on the savings goal', 'one more for the Spanish lessons goal'],
      pt: ['li mais um livro, soma na meta', 'adiciona 5 km na meta de corrida', 'guardei mais 200 reais, registra na meta', 'mais uma aula de inglês na meta'],
    },
    with: ['getUserGoals'],
  },
  decreaseUserGoalValue: {
    words: {
      en: 'decrease goal, remove progress, subtract, minus one, take back progress, lower the count, counted wrong, undo progress, decrement',
      pt: 'diminuir meta, diminui, tirar progresso, subtrair, subtrai, menos um, voltar progresso, reduzir, contei errado, desfazer progresso, decrementar, tira um',
    },
    examples: {
      en: ['take one off my reading goal, I counted wrong', 'subtract 3 km from the running goal', 'I added too much to savings, remove 100'],
      pt: ['tira um da meta de leitura, contei errado', 'diminui 3 km na meta de corrida', 'coloquei demais na meta de economia, tira 100'],
    },
    with: ['getUserGoals'],
  },
  archiveUserGoal: {
    words: {
      en: 'archive goal, shelve goal, put goal aside, hide goal, pause goal, on hold, set aside, unarchive, restore archived goal, bring back goal',
      pt: 'arquivar meta, arquiva a meta, arquivei, guardar meta, deixar de lado, engavetar, pausar meta, esconder meta, desarquivar, restaurar meta, trazer a meta de volta',
    },
    examples: {
      en: ['archive the goal Learn guitar for now', 'put the marathon goal on hold', 'restore my archived savings goal', 'hide the goals I am not working on, do not delete them'],
      pt: ['arquiva a meta Aprender violão por enquanto', 'deixa a meta da maratona de lado', 'desarquiva a meta de economia', 'engaveta essa meta, mas não apaga'],
    },
    with: ['getUserGoals'],
  },
  moveUserGoalUnder: {
    words: {
      en: 'move goal under, nest goal, put goal inside, make it a sub-goal of, part of, parent goal, child goal, top-level goal, main goal, reorganize goal tree',
      pt: 'mover meta, move a meta, colocar meta dentro de, coloca dentro de, faz parte de, aninhar meta, virar submeta de, meta mãe, meta pai, meta principal, tirar de dentro, reorganizar as metas',
    },
    examples: {
      en: ['put the goal Run 10k under Fitness', 'make Read 12 books a sub-goal of Personal growth', 'move Save for trip to the top level'],
      pt: ['coloca a meta Correr 10 km dentro de Saúde', 'transforma Ler 12 livros em submeta de Crescimento pessoal', 'tira a meta Viagem de dentro e deixa como principal'],
    },
    with: ['getUserGoals'],
  },
};
