import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { narrate } from '../../../core/ai/briefing/narrator';
import { freshTable, testChain } from '../../support/chain';
import { testDeps } from '../../support/deps';
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
