import { afterAll, describe, expect, it } from 'vitest';
import { freshTable, testChain } from '../../support/chain';
import { signUp, testApi } from '../../support/http';
import { json, startProviderSim } from '../../support/provider-sim';
import { testTutor } from '../../support/tutor';

/**
 * What reaches a provider from the study tutor (A8 for the notebook's door): the page's own
 * notes and the titles around it, never the person's email or journal, nor their other pages'
 * notes, nor anything of another person.
 */
const sim = await startProviderSim();
afterAll(() => sim.close());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const { tutor } = testTutor(chain.model);
const api = testApi(undefined, { tutor: () => tutor });

describe('the simulator\'s received bodies', () => {
  it('hold no email, no journal text and no other user\'s passages, across every tutor call', async () => {
    const me = await signUp(api, 'Marta');
    const other = await signUp(api, 'Olga');
    const call = (token: string) => async (method: string, path: string, body?: unknown) => {
      const res = await api.request(method, path, { token, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
      return res.body;
    };
    const mine = call(me.accessToken);
    const theirs = call(other.accessToken);
    const JOURNAL = 'Cried after the exam, told nobody';
    await mine('PUT', '/mood/2026-01-10', { level: 2, journal: JOURNAL });
    const topic = await mine('POST', '/notebook/pages', { title: 'The cell' });
    await mine('POST', `/notebook/pages/${topic.id}/notes`, { text: 'Cells have a membrane.' });
    const elsewhere = await mine('POST', '/notebook/pages', { title: 'Diary-ish page' });
    await mine('POST', `/notebook/pages/${elsewhere.id}/notes`, { text: 'My other page: the bank PIN hint' });
    // Another person with a page of the very same title.
    const twin = await theirs('POST', '/notebook/pages', { title: 'The cell' });
    await theirs('POST', `/notebook/pages/${twin.id}/notes`, { text: 'Olga private passage about cells' });

    sim.script(
      'mistral',
      json({ answer: 'A membrane [1].' }),
      json({ answer: 'It wraps the cell [1].' }),
      json({ answer: 'Cells have membranes [1].' }),
      json({ cards: [{ front: 'What wraps a cell?', back: 'A membrane' }] }),
      json({ nodes: [{ title: 'Organelles' }] }),
    );
    await mine('POST', `/notebook/pages/${topic.id}/ask`, { message: 'What wraps a cell?' });
    await mine('POST', `/notebook/pages/The cell/explain`, { text: 'membrane' });
    await mine('POST', `/notebook/pages/${topic.id}/outputs`, { kind: 'SUMMARY' });
    await mine('POST', `/notebook/pages/${topic.id}/cards/generate`, { count: 1 });
    await mine('POST', `/notebook/pages/${topic.id}/board/suggestions`, {});
    expect(sim.requestCount('mistral')).toBe(5);

    const sent = sim.allBodiesText();
    expect(sent).toContain('Cells have a membrane.');
    for (const secret of [me.email, other.email, JOURNAL, 'Olga private passage', 'bank PIN', 'Marta', 'Olga', me.id, other.id]) expect(sent).not.toContain(secret);
  });
});
