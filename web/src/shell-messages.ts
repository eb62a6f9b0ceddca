import { defineMessages } from './i18n/messages';

/** The signed-in shell's words (the page names are in nav-labels.ts). */
export const t = defineMessages(
  'shell',
  {
    skip: 'Skip to content',
    logOut: 'Log out',
    pages: 'Pages',
    welcome: 'Welcome, {{name}}!',
    tutorial:
      'Beyou keeps your day, habits, goals, mood and study notes in one place. Finish the tutorial to meet the assistant: it can create and change things for you, and the page you have open updates as it works.',
    finish: 'Finish tutorial',
  },
  {
    skip: 'Pular para o conteúdo',
    logOut: 'Sair',
    pages: 'Páginas',
    welcome: 'Boas-vindas, {{name}}!',
    tutorial:
      'O Beyou guarda o seu dia, hábitos, metas, humor e anotações de estudo num só lugar. Conclua o tutorial para conhecer o assistente: ele pode criar e mudar coisas para você, e a página que você tem aberta se atualiza enquanto ele trabalha.',
    finish: 'Concluir o tutorial',
  },
);
