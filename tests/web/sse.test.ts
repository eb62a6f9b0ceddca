import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSse, HEARTBEAT, type AgentEvent } from '../../core/ai/agent/protocol/events';
import { createAgentEventDecoder } from '../../web/src/client/sse';

/** A turn as the server writes it: multi-byte text in tokens and segments, heartbeats between. */
const EVENTS: AgentEvent[] = [
  { event: 'token', data: { text: 'Olá, ' } },
  { event: 'token', data: { text: 'não há 😀 problema — ' } },
  { event: 'tool_started', data: { callId: 'c1', name: 'createUserHabit', kind: 'write' } },
  { event: 'tool_finished', data: { callId: 'c1', name: 'createUserHabit', ok: true, domains: ['habits'] } },
  { event: 'token', data: { text: '日本語 ✅ «Ler»' } },
  {
    event: 'done',
    data: {
      messageId: 'msg_1',
      servedBy: null,
      segments: [
        { type: 'text', text: 'Olá, não há 😀 problema — ' },
        { type: 'tool', callId: 'c1', name: 'createUserHabit', kind: 'write', ok: true, domains: ['habits'] },
        { type: 'text', text: '日本語 ✅ «Ler»' },
      ],
    },
  },
];
const WIRE = [formatSse(EVENTS[0]!), HEARTBEAT, formatSse(EVENTS[1]!), formatSse(EVENTS[2]!), HEARTBEAT, ...EVENTS.slice(3).map(formatSse)].join('');
const BYTES = new TextEncoder().encode(WIRE);

function decode(chunks: Uint8Array[]) {
  const events: AgentEvent[] = [];
  const invalid: string[] = [];
  const comments: string[] = [];
  const d = createAgentEventDecoder({ onEvent: (e) => events.push(e), onInvalid: (r) => invalid.push(r), onComment: (c) => comments.push(c) });
  for (const c of chunks) d.push(c);
  d.end();
  return { events, invalid, comments };
}

function splitAt(bytes: Uint8Array, points: number[]): Uint8Array[] {
  const cuts = [...new Set(points)].filter((p) => p > 0 && p < bytes.length).sort((a, b) => a - b);
  const out: Uint8Array[] = [];
  let from = 0;
  for (const p of [...cuts, bytes.length]) {
    out.push(bytes.slice(from, p));
    from = p;
  }
  return out;
}

const bytes = (s: string) => new TextEncoder().encode(s);

describe('the stream helper parser (S1)', () => {
  it('the wire holds characters that span several bytes (so splits land inside them)', () => {
    expect(BYTES.length).toBeGreaterThan(WIRE.length);
  });

  it('decodes the same events for every single split point of the stream', () => {
    for (let i = 0; i <= BYTES.length; i++) {
      const r = decode(splitAt(BYTES, [i]));
      expect(r.invalid, `split at byte ${i}`).toEqual([]);
      expect(r.events, `split at byte ${i}`).toEqual(EVENTS);
    }
  });

  it('decodes the same events however the bytes are chunked (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: BYTES.length }), { maxLength: 40 }), (points) => {
        const r = decode(splitAt(BYTES, points));
        expect(r.invalid).toEqual([]);
        expect(r.events).toEqual(EVENTS);
        expect(r.comments).toEqual(['hb', 'hb']);
      }),
      { numRuns: 300 },
    );
  });

  it('decodes any token text, byte by byte', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 12 }), { minLength: 1, maxLength: 5 }), (texts) => {
        const events: AgentEvent[] = texts.map((text) => ({ event: 'token', data: { text } }));
        const wire = bytes(events.map(formatSse).join(HEARTBEAT));
        const oneByOne = Array.from(wire, (b) => Uint8Array.of(b));
        expect(decode(oneByOne).events).toEqual(events);
      }),
      { numRuns: 100 },
    );
  });

  it('treats heartbeats (and other comments) as no events, wherever they fall', () => {
    const wire = `: hb\n\n${formatSse(EVENTS[0]!)}: hb\n\n: hb\n\n${formatSse(EVENTS[1]!)}: hb\n\n`;
    const r = decode([bytes(wire)]);
    expect(r.events).toEqual(EVENTS.slice(0, 2));
    expect(r.comments).toEqual(['hb', 'hb', 'hb', 'hb']);
    expect(r.invalid).toEqual([]);
  });

  it('accepts CRLF line endings and ignores unknown fields', () => {
    const wire = 'id: 7\r\nevent: token\r\nfoo: bar\r\ndata: {"text":"x"}\r\n\r\n';
    expect(decode([bytes(wire)])).toMatchObject({ events: [{ event: 'token', data: { text: 'x' } }], invalid: [] });
  });

  it('reports an event whose data is not JSON, and keeps going', () => {
    const r = decode([bytes(`event: token\ndata: {not json\n\n${formatSse(EVENTS[0]!)}`)]);
    expect(r.invalid).toEqual([expect.stringContaining('not JSON')]);
    expect(r.events).toEqual([EVENTS[0]]);
  });

  it('reports events that do not match the contract (unknown name, wrong shape, unknown domain)', () => {
    const wire = [
      'event: surprise\ndata: {}\n\n',
      'event: token\ndata: {"txt":"x"}\n\n',
      'event: tool_finished\ndata: {"callId":"c","name":"n","ok":true,"domains":["weather"]}\n\n',
      'event: error\ndata: {"code":"BOOM","message":"m"}\n\n',
      'data: {"text":"no event name"}\n\n',
    ].join('');
    const r = decode([bytes(wire)]);
    expect(r.events).toEqual([]);
    expect(r.invalid).toHaveLength(5);
  });

  it('discards an event cut off without its closing blank line', () => {
    const r = decode([bytes(`${formatSse(EVENTS[0]!)}event: token\ndata: {"text":"half"}`)]);
    expect(r.events).toEqual([EVENTS[0]]);
  });
});
