import { describe, expect, it } from 'vitest';
import { scanEntities } from '../../integration/life/entity-scan';

describe('the entity scan the export and deletion tests rely on', () => {
  const entities = scanEntities();

  it('finds entities in every part of core, each name once', () => {
    const names = entities.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['user', 'habit', 'chat', 'chatMessage', 'mood', 'quickNote', 'quickNoteCell', 'feedback']));
  });

  it('tells the user partition from shared partitions', () => {
    const where = Object.fromEntries(entities.map((e) => [e.name, e.userPartition]));
    expect(where).toMatchObject({ user: true, mood: true, quickNote: true, xpLedger: true, emailClaim: false, llmCooldown: false, rateWindow: false });
  });
});
