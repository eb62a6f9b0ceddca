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
});
