import type { ToolCards } from '../card';

/** How people ask for submitUserFeedback (tools/feedback.ts): a message about Beyou to its team. */
export const feedbackCards: ToolCards = {
  submitUserFeedback: {
    words: {
      en: 'send feedback, give feedback, feedback, suggestion for the app, suggest a feature, feature request, report a bug, bug, something is broken, complaint, tell the team, tell the developers, praise, I love the app',
      pt: 'mandar feedback, enviar feedback, dar feedback, sugestão, sugestão pro app, pedir funcionalidade, reportar bug, bug, erro no app, tá quebrado, reclamação, falar com o time, avisar os desenvolvedores, elogio, adoro o app',
    },
    examples: {
      en: ['send feedback: the dark theme is too dark', 'I want to suggest a feature to the team', 'report a bug, the streak did not update', 'tell the developers I love the undo button'],
      pt: ['manda um feedback: o tema escuro tá escuro demais', 'tenho uma sugestão pro app', 'quero reportar um bug, a sequência não atualizou', 'fala pro time que eu adorei o botão de desfazer'],
    },
  },
};
