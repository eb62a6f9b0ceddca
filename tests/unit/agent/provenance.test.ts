/**
 * Where each write tool puts the model's text (core/ai/agent/provenance/text-writes.ts), stated
 * once per tool like the approval and undo policies: a write tool added without a decision
 * fails here. And how the mark rides on the writes and reads DynamoDB is sent (mark.ts),
 * on the very parameters ElectroDB builds. The end-to-end rule is
 * tests/integration/agent/memory-after-sources-items.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { TEXT_WRITES, textKindsOf } from '../../../core/ai/agent/provenance/text-writes';
import { alsoReadMark, carriesMark, FROM_SOURCES, markWrite } from '../../../core/ai/agent/provenance/mark';
import { QuickNotes } from '../../../core/ideas/entity';
import { Tasks } from '../../../core/task/entity';
import type { Db } from '../../../core/db/client';
import { scanEntities } from '../../integration/life/entity-scan';

const writes = AGENT_TOOLS.filter((t) => t.kind === 'write').map((t) => t.name);
const reads = AGENT_TOOLS.filter((t) => t.kind === 'read').map((t) => t.name);
// Parameters only: nothing is sent.
const db = { doc: { send: () => Promise.reject(new Error('not sent')) }, tableName: 'T' } as unknown as Db;
const notes = new Set(['quickNote']);
const note = { userId: 'u', noteId: 'qnt_1' };

describe('which tools write the model’s text, and where', () => {
  it('every write tool says, and only write tools', () => {
    expect(writes.filter((name) => !(name in TEXT_WRITES))).toEqual([]);
    expect(Object.keys(TEXT_WRITES).filter((name) => !writes.includes(name))).toEqual([]);
    expect(reads.filter((name) => textKindsOf(name).size)).toEqual([]);
  });

  it('names only entities that exist in the person’s partition', () => {
    const mine = new Set(scanEntities().filter((e) => e.userPartition).map((e) => e.name));
    const named = Object.values(TEXT_WRITES).flatMap((w) => ('kinds' in w ? w.kinds : []));
    expect(named.filter((k) => !mine.has(k))).toEqual([]);
  });

  it('the Ideas note and the task carry the text of the tools that write it', () => {
    expect([...textKindsOf('createQuickNote')]).toEqual(['quickNote']);
    expect([...textKindsOf('createUserTask')]).toEqual(['task']);
    expect(textKindsOf('deleteUserTask').size).toBe(0);
  });
});

describe('the mark on a write', () => {
  it('an ElectroDB patch of a kind the call writes text into sets it in its SET clause, its ADD and condition untouched', () => {
    const params = QuickNotes(db).patch(note).set({ text: 'x' }).add({ version: 1 }).where((a, op) => op.eq(a.version, 0)).params() as Record<string, any>;
    const condition = params.ConditionExpression;
    expect(markWrite(params, notes)).toBe(true);
    expect(params.UpdateExpression).toMatch(/^SET #fromSources__p = :fromSources__p, #text = :text_u0, .* ADD #version :version_u0$/);
    expect(params.ExpressionAttributeNames['#fromSources__p']).toBe(FROM_SOURCES);
    expect(params.ExpressionAttributeValues[':fromSources__p']).toBe(true);
    expect(params.ConditionExpression).toBe(condition);
  });

  it('another kind is left as it was; an update without a SET clause gets one', () => {
    const task = Tasks(db).patch({ userId: 'u', taskId: 'tsk_1' }).set({ name: 'x' }).params() as Record<string, any>;
    const before = JSON.stringify(task);
    expect(markWrite(task, notes)).toBe(false);
    expect(JSON.stringify(task)).toBe(before);
    const addOnly = { UpdateExpression: 'ADD #n :one', ExpressionAttributeNames: { '#n': 'n' }, ExpressionAttributeValues: { ':one': 1 } };
    expect(markWrite(addOnly, notes)).toBe(true);
    expect(addOnly.UpdateExpression).toBe('SET #fromSources__p = :fromSources__p ADD #n :one');
  });

  it('puts and transactions mark the very item objects they carry (the undo recorder reads its after-state from them)', () => {
    const item = (QuickNotes(db).create({ ...note, text: 'x', colour: 'yellow', placedAt: 'a', createdAt: 'a', updatedAt: 'a' }).params() as { Item: Record<string, unknown> }).Item;
    const cell = { __edb_e__: 'quickNoteCell', row: 0, col: 0 };
    const tx = { TransactItems: [{ Put: { Item: cell } }, { Put: { Item: item } }] };
    expect(markWrite(tx, notes)).toBe(true);
    expect(tx.TransactItems[1]!.Put.Item).toBe(item);
    expect(item[FROM_SOURCES]).toBe(true);
    expect(cell).not.toHaveProperty(FROM_SOURCES);
  });
});

describe('the mark on a read', () => {
  it('a projection asks for it, so reading only a name still reads whether a source wrote it', () => {
    const query = { ProjectionExpression: '#pk, #sk, #name', ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk', '#name': 'name' } as Record<string, string> };
    alsoReadMark(query);
    expect(query.ProjectionExpression).toBe('#pk, #sk, #name, #fromSources__p');
    expect(query.ExpressionAttributeNames['#fromSources__p']).toBe(FROM_SOURCES);
    const plain = { Key: { pk: 'p', sk: 's' } };
    alsoReadMark(plain);
    expect(plain).toEqual({ Key: { pk: 'p', sk: 's' } });
  });

  it('is found in every shape an answer comes in', () => {
    const m = { [FROM_SOURCES]: true };
    expect(carriesMark({ Item: m })).toBe(true);
    expect(carriesMark({ Items: [{}, m] })).toBe(true);
    expect(carriesMark({ Attributes: m })).toBe(true);
    expect(carriesMark({ Responses: { T: [m] } })).toBe(true);
    expect(carriesMark({ Responses: [{ Item: {} }, { Item: m }] })).toBe(true);
    expect(carriesMark({ Items: [{}], Item: { [FROM_SOURCES]: 'yes' } })).toBe(false);
    expect(carriesMark(undefined)).toBe(false);
  });
});
