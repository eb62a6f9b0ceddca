import type { ToolCards } from '../card';

/** How people ask for the settings tools (tools/configuration.ts): profile, theme, language, time zone, dashboard widgets. */
export const configurationCards: ToolCards = {
  getUserConfiguration: {
    words: {
      en: 'my settings, show settings, preferences, current theme, which theme, my time zone, timezone, app language, display name, dashboard widgets, which widgets, constance mode, XP decay, motivational phrase',
      pt: 'minhas configurações, ver configurações, preferências, ajustes, tema atual, qual tema, meu fuso horário, fuso, timezone, time zone, idioma do app, língua, nome de exibição, widgets do painel, quais widgets, modo de constância, frase motivacional',
    },
    examples: {
      en: ['what are my settings?', 'which time zone am I on?', 'what widgets are on my dashboard?', 'what theme am I using?'],
      pt: ['quais são minhas configurações?', 'qual fuso horário tá configurado?', 'quais widgets aparecem no meu painel?', 'que tema eu tô usando?'],
    },
  },
  updateUserConfiguration: {
    words: {
      en: 'change settings, update settings, change theme, dark mode, light mode, switch language, set time zone, timezone, I moved to, call me, change my name, motivational phrase, quote, show widget, hide widget, dashboard, constance mode, late check XP, tutorial',
      pt: 'mudar configurações, alterar configurações, muda o tema, trocar tema, troca o tema, modo escuro, tema escuro, mudar idioma, muda pra português, mudar fuso horário, muda o fuso, me mudei, me chama de, mudar meu nome, frase motivacional, citação, mostrar widget, mostra o widget, esconder widget, esconde o widget, tirar do painel, painel do Hoje, modo de constância, tutorial',
    },
    examples: {
      en: ['switch to the dark theme', 'change the app to Portuguese', 'I moved to Lisbon, update my time zone', 'call me Ana from now on', 'hide the mood widget from my dashboard'],
      pt: ['muda pro tema escuro', 'troca o idioma pra inglês', 'me mudei pra Manaus, atualiza meu fuso', 'me chama de Zé', 'tira o widget de humor do painel'],
    },
    with: ['getUserConfiguration'],
  },
};
