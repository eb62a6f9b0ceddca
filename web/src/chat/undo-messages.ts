import { defineMessages } from '../i18n/messages';

/**
 * The words of undoing what the assistant changed (issue 39). The item names inside `{{items}}`
 * are the server's ("the task 'Gym at 8'"), in English like the approval summaries.
 */
export const t = defineMessages(
  'chatUndo',
  {
    undo: 'Undo',
    undoThis: 'Undo this change',
    undoAll: 'Undo all of this',
    undoing: 'Undoing…',
    undone: 'Undone',
    kept: 'Left as it is, because it changed since: {{items}}.',
    conflict_one: 'Nothing was changed: {{items}} was changed after this, and undoing would overwrite that.',
    conflict_other: 'Nothing was changed: {{items}} were changed after this, and undoing would overwrite those changes.',
    undoRest: 'Undo the rest',
    keep: 'Keep things as they are',
    failed: 'Could not undo: {{reason}}',
  },
  {
    undo: 'Desfazer',
    undoThis: 'Desfazer esta alteração',
    undoAll: 'Desfazer tudo isto',
    undoing: 'Desfazendo…',
    undone: 'Desfeito',
    kept: 'Ficou como está, porque mudou depois: {{items}}.',
    conflict_one: 'Nada foi alterado: isto mudou depois, e desfazer apagaria essa mudança: {{items}}.',
    conflict_other: 'Nada foi alterado: estes itens mudaram depois, e desfazer apagaria essas mudanças: {{items}}.',
    undoRest: 'Desfazer o resto',
    keep: 'Deixar tudo como está',
    failed: 'Não foi possível desfazer: {{reason}}',
  },
);
