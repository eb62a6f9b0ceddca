import { generateText } from 'ai';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { narrate } from '../../../core/ai/briefing/narrator';
import { withCallClass } from '../../../core/ai/chain';
import { freshTable, testChain } from '../../support/chain';
import { fixedClock, testDeps } from '../../support/deps';
import { rawText, startProviderSim } from '../../support/provider-sim';

// The narrator gets no retry (B6), so an answer it cannot read costs the person the day's prose.
// It reads answers through core/ai/json-answer.ts like the wizard and the tutor (issue #29).
const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const { log } = testDeps();
const facts = { goals: [{ name: 'Run 100 km', percent: 10 }] };
const lines = { todayLines: ['Run 100 km is at 10 percent.'], yesterdayLines: [] };

describe('the narrator reads the JSON the model wrapped', () => {
  it('a ```json fence with prose around it is READY prose, from one call', async () => {
    sim.script('mistral', rawText('Here is the briefing:\n```json\n' + JSON.stringify(lines) + '\n```'));
    const { narrative } = await narrate(chain.model, log, facts, 'en');
    expect(narrative).toEqual({ status: 'READY', ...lines });
    expect(sim.requestCount('mistral')).toBe(1);
  });

  it('prose with no JSON in it is still UNAVAILABLE', async () => {
    sim.script('mistral', rawText('Run 100 km is at 10 percent.'));
    expect((await narrate(chain.model, log, facts, 'en')).narrative.status).toBe('UNAVAILABLE');
  });
});

// Issue 32: the briefing's prose is the `background` class. When a window runs low it is the
// first refused, without a request, and the person gets the fallback copy at once (B6).
describe('the narrator under the quota ledger', () => {
  it('a window inside its reserve: UNAVAILABLE at once, no request; an agent turn still gets the call', async () => {
    const clock = fixedClock(new Date('2026-12-02T07:00:00Z'));
    const tight = testChain({ sim, table: await freshTable(), order: ['mistral'], clock, env: { AI_LINK_LIMITS: JSON.stringify({ mistral: { rpm: 3 } }) } });
    sim.script('mistral', rawText(JSON.stringify(lines)), rawText(JSON.stringify(lines)), rawText('{"answer":"yes"}'));
    // rpm 3, background keeps 1 call back: two narrations, then the third is refused.
    for (let i = 0; i < 2; i++) expect((await narrate(withCallClass(tight.model, 'background'), log, facts, 'en')).narrative.status).toBe('READY');
    expect((await narrate(withCallClass(tight.model, 'background'), log, facts, 'en')).narrative.status).toBe('UNAVAILABLE');
    expect(sim.requestCount('mistral')).toBe(2);
    expect((await generateText({ model: tight.model, prompt: 'hi', maxRetries: 0 })).text).toBe('{"answer":"yes"}');
    expect(sim.requestCount('mistral')).toBe(3);
  });
});
