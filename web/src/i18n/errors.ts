import type { ApiError } from '../client/api';
import { getLang } from './lang';
import { defineMessages } from './messages';

/**
 * The server writes its error messages in English (they also reach the model and the logs);
 * the web client shows them by the envelope's code in the page's language. English keeps the
 * server's own, more specific message; Portuguese says what the code means.
 */
const t = defineMessages(
  'errors',
  {
    VALIDATION_FAILED: 'Some fields need a fix.',
    UNAUTHORIZED: 'Your session ended. Log in again.',
    NOT_FOUND: 'That item no longer exists (or is not yours).',
    CONFLICT: 'That changed meanwhile or clashes with something you already have.',
    AMBIGUOUS_NAME: 'More than one item has that name: pick one.',
    BOARD_FULL: 'The Ideas board is full: archive or delete a note first.',
    NOTEBOOK_NOTHING_TO_STUDY: 'There is nothing to study here yet: add sources or notes first.',
    AI_REFUSED: 'The assistant’s model declined to answer that. Rephrase and try again.',
    RATE_LIMITED: 'Too many requests.',
    retrySoon: 'Try again in a moment.',
    TOO_MANY_STREAMS: 'The assistant is already answering in other tabs. Wait for one to finish.',
    AI_UNAVAILABLE: 'The assistant is unavailable right now. Try again in a little while.',
    NETWORK: 'Could not reach the server.',
    other: 'Something went wrong. Try again.',
    retryIn_one: 'Try again in {{count}} second.',
    retryIn_other: 'Try again in {{count}} seconds.',
  },
  {
    VALIDATION_FAILED: 'Alguns campos precisam de correção.',
    UNAUTHORIZED: 'Sua sessão terminou. Entre de novo.',
    NOT_FOUND: 'Esse item não existe mais (ou não é seu).',
    CONFLICT: 'Isso mudou nesse meio-tempo ou conflita com algo que você já tem.',
    AMBIGUOUS_NAME: 'Há mais de um item com esse nome: escolha um.',
    BOARD_FULL: 'O quadro de Ideias está cheio: arquive ou apague uma nota antes.',
    NOTEBOOK_NOTHING_TO_STUDY: 'Ainda não há o que estudar aqui: adicione fontes ou notas antes.',
    AI_REFUSED: 'O modelo do assistente se recusou a responder isso. Reformule e tente de novo.',
    RATE_LIMITED: 'Muitas solicitações.',
    retrySoon: 'Tente de novo em instantes.',
    TOO_MANY_STREAMS: 'O assistente já está respondendo em outras abas. Espere uma terminar.',
    AI_UNAVAILABLE: 'O assistente está indisponível agora. Tente de novo daqui a pouco.',
    NETWORK: 'Não foi possível falar com o servidor.',
    other: 'Algo deu errado. Tente de novo.',
    retryIn_one: 'Tente de novo em {{count}} segundo.',
    retryIn_other: 'Tente de novo em {{count}} segundos.',
  },
);

const KNOWN = new Set(['VALIDATION_FAILED', 'UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT', 'AMBIGUOUS_NAME', 'BOARD_FULL', 'NOTEBOOK_NOTHING_TO_STUDY', 'AI_REFUSED', 'RATE_LIMITED', 'TOO_MANY_STREAMS', 'AI_UNAVAILABLE', 'NETWORK']);

/** What a failed call says to the person, in the page's language. */
export function errorText(error: Pick<ApiError, 'code' | 'message' | 'retryAfterS'>): string {
  const base = getLang() === 'en' && error.message ? error.message : t((KNOWN.has(error.code) ? error.code : 'other') as 'other');
  if (error.retryAfterS) return `${base} ${t('retryIn', { count: error.retryAfterS })}`;
  // Without the server's wait, a rate limit still says to come back (English keeps the server's words).
  return error.code === 'RATE_LIMITED' && !(getLang() === 'en' && error.message) ? `${base} ${t('retrySoon')}` : base;
}
