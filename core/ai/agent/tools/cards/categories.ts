import type { ToolCards } from '../card';

/** How people ask for the category tools (tools/categories.ts): the areas of life habits, tasks and goals belong to. */
export const categoryCards: ToolCards = {
  getUserCategories: {
    words: {
      en: 'list categories, show categories, my categories, which categories, areas of life, life areas, category level, category XP, level per area',
      pt: 'listar categorias, mostrar categorias, mostra as categorias, minhas categorias, quais categorias, áreas da vida, minhas áreas, nível da categoria, XP da categoria, nível por área',
    },
    examples: {
      en: ['what categories do I have?', 'show my life areas and their levels', 'how much XP do I have in Health?', 'which area is my weakest?'],
      pt: ['quais categorias eu tenho?', 'mostra minhas áreas da vida', 'qual o nível da categoria Saúde?', 'quanto XP tenho em Estudos?'],
    },
  },
  createUserCategory: {
    words: {
      en: 'create category, new category, add category, new area, new life area, category for, group habits, experience level, beginner, head start, bucket, separate bucket, a separate area, a place for all my',
      pt: 'criar categoria, nova categoria, adicionar categoria, cria uma categoria, crie, adiciona, nova área, nova área da vida, agrupar, nível de experiência, iniciante, já tenho experiência, área separada, um lugar pra tudo de, agrupar minhas coisas de',
    },
    examples: {
      en: ['create a category called Finance', 'add a new area for my music', 'I want a category for everything related to work', 'new category Fitness, I am already advanced at it'],
      pt: ['cria uma categoria chamada Finanças', 'adiciona uma área nova pra música', 'quero uma categoria pra tudo do trabalho', 'nova categoria Saúde, já sou avançado nisso'],
    },
  },
  editUserCategory: {
    words: {
      en: 'edit category, rename category, change category, update category, category name, category icon, category description, describe the area',
      pt: 'editar categoria, renomear categoria, renomeia a categoria, muda a categoria, mudar categoria, alterar categoria, trocar nome da categoria, ícone da categoria, descrição da categoria',
    },
    examples: {
      en: ['rename the category Work to Career', 'change the icon of Health to a heart', 'update the description of my Finance category'],
      pt: ['renomeia a categoria Trabalho para Carreira', 'muda o ícone da categoria Saúde', 'troca a descrição da categoria Finanças'],
    },
    with: ['getUserCategories'],
  },
  deleteUserCategory: {
    words: {
      en: 'delete category, remove category, get rid of category, erase category, drop area, no longer need this category',
      pt: 'apagar categoria, excluir categoria, remover categoria, deletar categoria, apaga a categoria, apague, exclui, apaguei, tirar categoria, não quero mais essa área',
    },
    examples: {
      en: ['delete the category Hobbies', 'remove my Finance category', 'I do not need the Work area anymore'],
      pt: ['apaga a categoria Hobbies', 'exclui a categoria Finanças', 'não preciso mais da área Trabalho, pode tirar'],
    },
    with: ['getUserCategories'],
  },
};
