import { defineMessages } from '../i18n/messages';

export const t = defineMessages(
  'diagram',
  {
    diagram: 'Diagram',
    couldNot: 'Mermaid could not draw it',
    alt: '{{label}}. Its source is below.',
    failed: 'Could not draw this diagram: {{error}}',
    drawing: 'Drawing the diagram…',
    source: 'Diagram source',
  },
  {
    diagram: 'Diagrama',
    couldNot: 'O Mermaid não conseguiu desenhá-lo',
    alt: '{{label}}. O código dele está abaixo.',
    failed: 'Não foi possível desenhar este diagrama: {{error}}',
    drawing: 'Desenhando o diagrama…',
    source: 'Código do diagrama',
  },
);
