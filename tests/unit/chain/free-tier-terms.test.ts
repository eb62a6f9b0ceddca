/**
 * The links' terms (issue 46, P1): free or billed, what the provider may do with what it is
 * sent, and when that was read, for every link (core/ai/chain/quota/free-tiers.json), and the
 * privacy page saying the same for the production links in both languages.
 */
import { describe, expect, it } from 'vitest';
import freeTiers from '../../../core/ai/chain/quota/free-tiers.json';
import production from '../../../core/ai/chain/production.json';
import { LINK_NAMES } from '../../../core/config';
import { PRIVACY } from '../../../core/privacy/content';

describe("the links' terms", () => {
  it('are written for every link, with the date they were read', () => {
    expect(freeTiers.terms.readAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const link of LINK_NAMES) {
      const t = (freeTiers.terms.links as Record<string, { billed: boolean; dataUse: string; tier: string }>)[link];
      expect(t, link).toBeDefined();
      expect(typeof t!.billed).toBe('boolean');
      expect(t!.dataUse.length).toBeGreaterThan(20);
    }
  });

  it('say production’s Gemini is a billed project (EEA users), and the privacy page says so in both languages', () => {
    expect(freeTiers.terms.links.gemini.billed).toBe(true);
    expect(String(production.order)).toContain('gemini');
    const text = (lang: 'en' | 'pt') => JSON.stringify(PRIVACY[lang]);
    expect(text('en')).toContain('paid project');
    expect(text('en')).toContain('opted out');
    expect(text('pt')).toContain('projeto pago');
    expect(text('pt')).toContain('recusa');
  });
});
