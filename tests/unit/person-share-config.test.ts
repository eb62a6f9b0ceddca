import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../core/config';
import { personShareOf } from '../../core/ai/chain';

const tmp = () => mkdtempSync(join(tmpdir(), 'beyou-share-'));

describe("a person's shares (issue 47)", () => {
  it('default to a quarter of a link, a hundredth of the paid budget and 120 agent calls an hour', () => {
    const c = loadConfig({ DATA_DIR: tmp() });
    expect(c.chain.personShare).toEqual({ link: 0.25, budget: 0.01 });
    expect(c.limits.agentCallsPerHour).toBe(120);
    const set = loadConfig({ DATA_DIR: tmp(), AI_PERSON_LINK_SHARE: '0.5', AI_PERSON_BUDGET_SHARE: '1', AI_AGENT_CALLS_PER_HOUR: '40' });
    expect([set.chain.personShare, set.limits.agentCallsPerHour]).toEqual([{ link: 0.5, budget: 1 }, 40]);
  });

  it('refuse to boot with a share of 0, above 1 or not a number, naming every variable', () => {
    const load = () => loadConfig({ DATA_DIR: tmp(), AI_PERSON_LINK_SHARE: '0', AI_PERSON_BUDGET_SHARE: '1.5', AI_AGENT_CALLS_PER_HOUR: 'many' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/AI_PERSON_LINK_SHARE/);
    expect(load).toThrow(/AI_PERSON_BUDGET_SHARE/);
    expect(load).toThrow(/AI_AGENT_CALLS_PER_HOUR/);
  });

  it("a link's share is the fraction of its limit, rounded down, and at least one call", () => {
    expect([personShareOf(60, 0.25), personShareOf(20, 0.25), personShareOf(10, 0.25), personShareOf(3, 0.25), personShareOf(60, 1)]).toEqual([15, 5, 2, 1, 60]);
  });
});
