import { defineMessages } from '../i18n/messages';

/** The shared widgets' words (ui/bits.tsx). */
export const t = defineMessages('ui', { cancel: 'Cancel' }, { cancel: 'Cancelar' });
