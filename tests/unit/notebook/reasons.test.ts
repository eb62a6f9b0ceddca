import { describe, expect, it } from 'vitest';
import { REASONS } from '../../../core/notebook/sources/limits';
import { overReason, PDF_BUDGET } from '../../../core/notebook/sources/pdf';
import { describeReason, REASON_CODES } from '../../../core/notebook/sources/reasons';

/** Every text REASONS can produce, with what varies filled as the readers fill it. */
const every: [string, string][] = [
  ...Object.entries(REASONS).filter(([, v]) => typeof v === 'string').map(([k, v]) => [k, v as string] as [string, string]),
  ['status', REASONS.status(404)],
  ['contentType', REASONS.contentType('image/png')],
  ['contentType', REASONS.contentType('')],
  ...(['pages', 'text', 'decoded', 'time', 'memory'] as const).map((over): [string, string] => ['pdfTooComplex', overReason(over, PDF_BUDGET)]),
  ['pdfTooComplex', overReason('time', { ...PDF_BUDGET, timeMs: 300 })],
  // html.ts's two budgets, in its words.
  ['pageTooComplex', REASONS.pageTooComplex('reading it took more than 10 s')],
  ['pageTooComplex', REASONS.pageTooComplex('reading it needed more than 256 MB of memory')],
];

describe('a source\'s reason in both languages (issue 33)', () => {
  it.each(every)('%s: "%s" has its own code and Portuguese words', (_, en) => {
    const r = describeReason(en);
    expect(r.code).not.toBe('OTHER');
    expect(r.text.en).toBe(en);
    expect(r.text.pt).not.toBe(en);
    expect(r.text.pt).not.toMatch(/\b(the|is|was|more than|reading)\b/);
  });

  it('each code names one kind of reason', () => {
    const codes = new Map<string, string>();
    for (const [key, en] of every) {
      const { code } = describeReason(en);
      expect(codes.get(code) ?? key, code).toBe(key);
      codes.set(code, key);
    }
    expect([...codes.keys()].sort()).toEqual(REASON_CODES.filter((c) => c !== 'OTHER').sort());
  });

  it('numbers are written the Portuguese way; an unknown reason is OTHER in general words', () => {
    expect(describeReason(overReason('text', PDF_BUDGET)).text.pt).toBe('o PDF é grande ou complexo demais para ler (mais de 4.000.000 caracteres de texto)');
    expect(describeReason(overReason('time', { ...PDF_BUDGET, timeMs: 300 })).text.pt).toContain('mais de 0,3 s');
    expect(describeReason('something new')).toEqual({ code: 'OTHER', text: { en: 'something new', pt: 'não foi possível ler esta fonte' } });
  });
});
