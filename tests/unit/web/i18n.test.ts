import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../web/src/client/api';
import { errorText } from '../../../web/src/i18n/errors';
import { formatNumber } from '../../../web/src/i18n/format';
import { setLang } from '../../../web/src/i18n/lang';
import { defineMessages } from '../../../web/src/i18n/messages';

describe('the web client i18n', () => {
  afterEach(() => setLang('en'));
  const t = defineMessages(
    'test-ns',
    { hello: 'Hello, {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' },
    { hello: 'Olá, {{name}}', items_one: '{{count}} item', items_other: '{{count}} itens' },
  );

  it('follows the current language, with interpolation and plurals by Intl rules', () => {
    expect(t('hello', { name: 'Ana' })).toBe('Hello, Ana');
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 3 })).toBe('3 items');
    setLang('pt');
    expect(t('hello', { name: 'Ana' })).toBe('Olá, Ana');
    expect(t('items', { count: 3 })).toBe('3 itens');
    expect(formatNumber(1234.5)).toBe('1.234,5');
  });

  it('does not escape what Preact already escapes', () => {
    expect(t('hello', { name: 'Tom & Jerry' })).toBe('Hello, Tom & Jerry');
  });

  it("shows the server's error by its code in Portuguese, and the server's own words in English", () => {
    const err = new ApiError(409, 'BOARD_FULL', 'The Ideas board is full (48 notes).', [], 3);
    expect(errorText(err)).toBe('The Ideas board is full (48 notes). Try again in 3 seconds.');
    setLang('pt');
    expect(errorText(err)).toBe('O quadro de Ideias está cheio: arquive ou apague uma nota antes. Tente de novo em 3 segundos.');
    expect(errorText(new ApiError(500, 'INTERNAL', 'x'))).toBe('Algo deu errado. Tente de novo.');
  });
});
