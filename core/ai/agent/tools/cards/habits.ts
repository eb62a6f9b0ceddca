import type { ToolCards } from '../card';

/** How people ask for the habit tools (tools/habits.ts). */
export const habitCards: ToolCards = {
  getUserHabits: {
    words: {
      en: 'list habits, show habits, my habits, which habits, habit streak, habits I track, what am I tracking',
      pt: 'listar hábitos, mostrar hábitos, meus hábitos, quais hábitos, sequência do hábito, hábitos que acompanho',
    },
    examples: {
      en: ['what habits do I have?', 'show me my habits and their streaks', 'how is my running streak going'],
      pt: ['quais são meus hábitos?', 'mostra meus hábitos', 'como está minha sequência de leitura'],
    },
  },
  createUserHabit: {
    words: {
      en: 'create habit, new habit, add habit, start a habit, track daily, build a habit, every day, make a habit, get into the habit, pick up the habit, I would like to start, keep forgetting, always forget, one more, another one',
      pt: 'criar hábito, novo hábito, adicionar hábito, começar hábito, acompanhar todo dia, fazer diariamente, todo dia, criar o hábito de, pegar o hábito, sempre esqueço, vivo esquecendo, esquecendo de, mais um, outro hábito',
    },
    examples: {
      en: ['create a habit called Read', 'I want to start meditating every morning', 'help me track drinking water'],
      pt: ['crie um hábito chamado Ler', 'quero começar a meditar todo dia', 'me ajuda a acompanhar quanta água eu bebo'],
    },
    with: ['getUserCategories'],
  },
  editUserHabit: {
    words: {
      en: 'edit habit, rename habit, change habit, update habit, habit importance, habit difficulty, habit icon, move habit to category, take the category off, remove from category, take it off',
      pt: 'editar hábito, renomear hábito, mudar hábito, alterar hábito, importância do hábito, dificuldade do hábito, ícone do hábito, tirar da categoria, tira a categoria, tira do',
    },
    examples: {
      en: ['rename my habit Read to Read 20 pages', 'make running harder, difficulty 4', 'put Meditate in the Health category'],
      pt: ['renomeia o hábito Ler para Ler 20 páginas', 'muda a dificuldade de correr para 4', 'coloca Meditar na categoria Saúde'],
    },
    with: ['getUserHabits', 'getUserCategories'],
  },
  deleteUserHabit: {
    words: {
      en: 'delete habit, remove habit, get rid of habit, stop tracking, drop habit, erase habit',
      pt: 'apagar hábito, excluir hábito, remover hábito, deletar hábito, parar de acompanhar, tirar hábito',
    },
    examples: {
      en: ['delete my habit Read', 'I do not want to track smoking anymore', 'get rid of the Swim habit'],
      pt: ['apaga o hábito Ler', 'não quero mais acompanhar o hábito de fumar', 'exclui o hábito Nadar'],
    },
    with: ['getUserHabits'],
  },
};
