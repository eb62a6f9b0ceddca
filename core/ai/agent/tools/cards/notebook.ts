import type { ToolCards } from '../card';

/**
 * How people ask for the study notebook tools (tools/notebook.ts): topics and pages, a page's
 * board (its roadmap of steps), notes and diagrams on a page, and a diagram drawn in the chat.
 */
export const notebookCards: ToolCards = {
  listStudyTopics: {
    words: {
      en: 'notebook, study notebook, topics, pages, subjects, what is in my notebook, list pages, study topics, which subjects, page status',
      pt: 'caderno, caderno de estudos, tópicos, páginas, matérias, assuntos, o que tem no meu caderno, listar páginas, tópicos de estudo, quais matérias, situação das páginas',
    },
    examples: {
      en: ['what topics are in my notebook?', 'list the pages under Biology', 'which subjects am I studying?'],
      pt: ['quais tópicos tem no meu caderno?', 'lista as páginas de Biologia', 'quais matérias eu tô estudando?'],
    },
  },
  getStudyPlanForToday: {
    words: {
      en: 'what should I study today, study plan today, flashcards due, cards to review, review today, due cards, spaced repetition, pages I am studying, study overview',
      pt: 'o que estudar hoje, plano de estudo de hoje, cartões para revisar, flashcards pendentes, revisão de hoje, revisar cartões, repetição espaçada, páginas que estou estudando, visão geral dos estudos',
    },
    examples: {
      en: ['what should I study today?', 'do I have flashcards to review?', 'how many cards are due?', 'give me my study plan for today'],
      pt: ['o que eu devo estudar hoje?', 'tenho cartões pra revisar?', 'quantos flashcards estão pendentes?', 'qual meu plano de estudo de hoje?'],
    },
  },
  getStudyBoard: {
    words: {
      en: 'board, study board, roadmap, learning path, trail, steps of the page, what comes next, nodes, sections of the roadmap, study map, prerequisites',
      pt: 'quadro, quadro de estudo, roteiro, trilha, trilha de estudo, passos da página, o que vem depois, próximo passo, nós, seções do roteiro, mapa de estudo, pré-requisitos',
    },
    examples: {
      en: ['show the roadmap of my Calculus page', 'what is next on the Python board?', 'what steps are on the Anatomy trail?'],
      pt: ['mostra o roteiro da página Cálculo', 'o que vem depois no quadro de Python?', 'quais passos tem na trilha de Anatomia?'],
    },
    with: ['listStudyTopics'],
  },
  addStudyNode: {
    words: {
      en: 'add step to roadmap, add section to board, add node, new step on the board, put page on the board, add to the trail, add to roadmap',
      pt: 'adicionar passo no roteiro, adiciona uma etapa, adicionar seção no quadro, adicionar nó, novo passo no quadro, colocar página no quadro, adicionar na trilha, incluir no roteiro',
    },
    examples: {
      en: ['add a step "Derivatives" to the Calculus roadmap', 'put the page Limits on the Calculus board', 'add a section "Practice exams" to the board'],
      pt: ['adiciona um passo "Derivadas" no roteiro de Cálculo', 'coloca a página Limites no quadro de Cálculo', 'inclui uma seção "Simulados" na trilha'],
    },
    with: ['listStudyTopics', 'getStudyBoard'],
  },
  editStudyNode: {
    words: {
      en: 'rename step, rename node, rename section on the board, change step title, edit node, edit roadmap step',
      pt: 'renomear passo, renomear nó, renomear seção do quadro, mudar título do passo, editar nó, editar passo do roteiro',
    },
    examples: {
      en: ['rename the step "Basics" to "Fundamentals" on the Python board', 'change the title of the section Exams', 'edit the roadmap step "Intro"'],
      pt: ['renomeia o passo "Básico" pra "Fundamentos" no quadro de Python', 'muda o título da seção Provas', 'edita o passo "Introdução" do roteiro'],
    },
    with: ['getStudyBoard', 'listStudyTopics'],
  },
  setStudyNodeStatus: {
    words: {
      en: 'mark step done, mark the board step as done, finished studying, I learned, started studying, studying now, to study, not started, step status, node status, done with this part',
      pt: 'marcar passo como concluído, marca a etapa como concluída no quadro, etapa concluída, terminei de estudar, aprendi, comecei a estudar, estudando, a estudar, não comecei, status do passo, situação do nó, terminei essa parte',
    },
    examples: {
      en: ['I finished the Derivatives step, mark it done', 'I started studying Limits', 'set Integrals back to to study'],
      pt: ['terminei Derivadas, marca como concluído', 'comecei a estudar Limites', 'volta Integrais pra a estudar'],
    },
    with: ['getStudyBoard', 'listStudyTopics'],
  },
  connectStudyNodes: {
    words: {
      en: 'connect steps, link nodes, comes before, before that, prerequisite, draw an arrow, depends on, leads to, edge',
      pt: 'ligar passos, liga, conecta, conectar nós, vem antes, antes disso, pré-requisito, desenhar seta, depende de, leva a, ligação',
    },
    examples: {
      en: ['Limits comes before Derivatives, connect them', 'link Basics to Functions on the board', 'make Algebra a prerequisite of Calculus'],
      pt: ['Limites vem antes de Derivadas, liga os dois', 'conecta Básico com Funções no quadro', 'Álgebra é pré-requisito de Cálculo'],
    },
    with: ['getStudyBoard'],
  },
  disconnectStudyNodes: {
    words: {
      en: 'disconnect steps, unlink nodes, remove link, remove arrow, delete edge, no longer comes before, not a prerequisite',
      pt: 'desconectar passos, desconecta, desliga, desligar nós, remover ligação, tirar seta, apagar ligação, não vem mais antes, não é pré-requisito',
    },
    examples: {
      en: ['remove the link between Basics and Functions', 'Limits does not need to come before Series, unlink them', 'delete that arrow on the board'],
      pt: ['remove a ligação entre Básico e Funções', 'Limites não precisa vir antes de Séries, desliga', 'apaga essa seta do quadro'],
    },
    with: ['getStudyBoard'],
  },
  removeStudyNode: {
    words: {
      en: 'remove step from board, remove node, delete step, take off the roadmap, remove section from the board, drop from the trail',
      pt: 'remover passo do quadro, remove a etapa, remover nó, apagar passo, tirar do roteiro, remover seção do quadro, tirar da trilha',
    },
    examples: {
      en: ['remove the step "History" from the board', 'take the page Series off the Calculus roadmap', 'delete the section Extras from the trail'],
      pt: ['tira o passo "História" do quadro', 'remove a página Séries do roteiro de Cálculo', 'apaga a seção Extras da trilha'],
    },
    with: ['getStudyBoard'],
  },
  reorderStudyBoard: {
    words: {
      en: 'reorder board, change the order of the steps, rearrange roadmap, sort the trail, move step first, reorganize board',
      pt: 'reordenar quadro, reordena o roteiro, mudar a ordem das etapas, reorganizar roteiro, ordenar trilha, colocar passo primeiro, reorganizar quadro',
    },
    examples: {
      en: ['reorder the Calculus board: Limits, Derivatives, Integrals', 'put Basics first on the roadmap', 'rearrange the steps of the Python trail'],
      pt: ['reordena o quadro de Cálculo: Limites, Derivadas, Integrais', 'coloca Básico primeiro no roteiro', 'reorganiza os passos da trilha de Python'],
    },
    with: ['getStudyBoard'],
  },
  addStudyNotes: {
    words: {
      en: 'add notes to page, write on the page, save in my notebook, summary on the page, notes block, append text, put this in the notebook, write it down in the notebook',
      pt: 'adicionar notas na página, escrever na página, escreve na página, salvar no caderno, salva no caderno, resumo na página, bloco de texto, anotar no caderno, coloca isso no caderno, escreve no caderno',
    },
    examples: {
      en: ['add these notes to my Photosynthesis page', 'save this summary in the notebook under Biology', 'write what we discussed on the Calculus page'],
      pt: ['adiciona essas anotações na página Fotossíntese', 'salva esse resumo no caderno, em Biologia', 'escreve o que a gente conversou na página de Cálculo'],
    },
    with: ['listStudyTopics'],
  },
  addStudyDiagram: {
    words: {
      en: 'save diagram to page, add diagram to page, flowchart on the page, mind map in my notebook, diagram block, keep the diagram, save the chart in the notebook, draw on this page, draw it on the page, diagram on my page',
      pt: 'salvar diagrama na página, salva o diagrama, adicionar diagrama na página, fluxograma na página, mapa mental no caderno, bloco de diagrama, guardar o diagrama, salvar o esquema no caderno, desenha nessa página, desenhar na página, diagrama na minha página',
    },
    examples: {
      en: ['save that diagram on my Cell biology page', 'add a flowchart of glycolysis to the Biochemistry page', 'keep this mind map in the notebook'],
      pt: ['salva esse diagrama na página Biologia celular', 'adiciona um fluxograma da glicólise na página Bioquímica', 'guarda esse mapa mental no caderno'],
    },
    with: ['listStudyTopics'],
  },
  showDiagram: {
    words: {
      en: 'draw, show me a diagram, diagram, flowchart, mind map, sketch, visualize, chart, sequence diagram, graph, picture it, illustrate',
      pt: 'desenha, desenhar, desenhe, mostra um diagrama, me mostra, diagrama, fluxograma, mapa mental, esquema, visualizar, gráfico, ilustra, faz um desenho',
    },
    examples: {
      en: ['draw a diagram of how photosynthesis works', 'show me a flowchart of my morning', 'sketch a mind map of the French revolution', 'visualize the steps of a TCP handshake'],
      pt: ['desenha um diagrama de como funciona a fotossíntese', 'mostra um fluxograma da minha manhã', 'faz um mapa mental da Revolução Francesa', 'me mostra num esquema as etapas da mitose'],
    },
  },
};
