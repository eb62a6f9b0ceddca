/**
 * The turn's socket as the response body (functions/http/routes/agent-socket.ts, issue 35): one
 * stream between the sink and the server, with the backpressure the sink's write deadline needs.
 */
import { describe, expect, it } from 'vitest';
import { socketBody } from '../../../functions/http/routes/agent-socket';

const decode = (v: Uint8Array | undefined) => new TextDecoder().decode(v);

describe('the agent socket body', () => {
  it('a write resolves only once the server has read it: a reader that never reads leaves it pending', async () => {
    const { body, socket } = socketBody();
    let taken = false;
    const write = socket.write('event: token\n\n').then(() => (taken = true));
    await new Promise((r) => setImmediate(r));
    expect(taken).toBe(false);
    const reader = body.getReader();
    expect(decode((await reader.read()).value)).toBe('event: token\n\n');
    await write;
    expect(taken).toBe(true);
  });

  it('a write made while the server waits is handed to it at once, in order', async () => {
    const { body, socket } = socketBody();
    const reader = body.getReader();
    const read = reader.read();
    await socket.write('one');
    expect(decode((await read).value)).toBe('one');
    const next = socket.write('two');
    expect(decode((await reader.read()).value)).toBe('two');
    await next;
  });

  it('a reader that cancels (the client left) refuses the writes waiting and closes the socket', async () => {
    const { body, socket } = socketBody();
    const waiting = socket.write('never read');
    await body.cancel();
    await expect(waiting).rejects.toThrow('client closed');
    expect(socket.isOpen()).toBe(false);
    await expect(socket.write('late')).rejects.toThrow('client closed');
  });

  it('end closes the body after what was read', async () => {
    const { body, socket, end } = socketBody();
    const reader = body.getReader();
    const read = reader.read();
    await socket.write('last');
    end();
    expect(decode((await read).value)).toBe('last');
    expect((await reader.read()).done).toBe(true);
    expect(socket.isOpen()).toBe(false);
  });
});
