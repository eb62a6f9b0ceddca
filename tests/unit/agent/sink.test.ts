import { describe, expect, it } from 'vitest';
import { EventSink } from '../../../core/ai/agent/turn/sink';
import { TurnRecord } from '../../../core/ai/agent/record/transcript';

describe('EventSink', () => {
  it('a write that never completes marks the client gone after the deadline; events keep being recorded', async () => {
    const written: string[] = [];
    let stuck = false;
    const socket = {
      write: (chunk: string) => (stuck ? new Promise<void>(() => undefined) : (written.push(chunk), Promise.resolve())),
      isOpen: () => true,
    };
    const record = new TurnRecord();
    const sink = new EventSink(record, socket, undefined, 50);
    let gone = false;
    sink.onClientGone(() => (gone = true));
    await sink.send({ event: 'token', data: { text: 'a' } });
    stuck = true;
    await sink.send({ event: 'token', data: { text: 'b' } });
    expect(gone).toBe(true);
    expect(sink.clientAlive).toBe(false);
    await sink.send({ event: 'token', data: { text: 'c' } }); // not written, still recorded
    expect(written).toHaveLength(1);
    expect(record.finalSegments()).toEqual([{ type: 'text', text: 'abc' }]);
  });

  it('`model` goes out in the same socket write as the first token that follows it in the same task, numbered before it', async () => {
    const written: string[] = [];
    const sink = new EventSink(new TurnRecord(), { write: (c: string) => (written.push(c), Promise.resolve()), isOpen: () => true });
    sink.sendWithNext({ event: 'model', data: { link: 'mistral', model: 'm' } });
    await sink.send({ event: 'token', data: { text: 'Hi' } });
    expect(written).toEqual(['id: 1\nevent: model\ndata: {"link":"mistral","model":"m"}\n\nid: 2\nevent: token\ndata: {"text":"Hi"}\n\n']);
  });

  it('a carried `model` with nothing after it in the task is written alone once the task ends, and by flush', async () => {
    const written: string[] = [];
    const sink = new EventSink(new TurnRecord(), { write: (c: string) => (written.push(c), Promise.resolve()), isOpen: () => true });
    sink.sendWithNext({ event: 'model', data: { link: 'mistral', model: 'm' } });
    expect(written).toEqual([]);
    await new Promise((r) => setImmediate(r));
    await sink.flush();
    expect(written).toEqual(['id: 1\nevent: model\ndata: {"link":"mistral","model":"m"}\n\n']);
    sink.sendWithNext({ event: 'model', data: { link: 'gemini', model: 'g' } });
    await sink.flush();
    expect(written).toHaveLength(2);
    expect(written[1]).toContain('id: 2\nevent: model');
    await new Promise((r) => setImmediate(r));
    expect(written).toHaveLength(2); // written once, not again by the timer
  });
});
