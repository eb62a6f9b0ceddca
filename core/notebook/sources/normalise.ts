/** The one normal form of a source's text (normalise-text.mjs says which, and why). */
export { normaliseText } from './normalise-text.mjs';
