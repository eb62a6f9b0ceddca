import { z } from 'zod';
import { AgentEvent } from '../../../core/ai/agent/protocol/events';

/**
 * The agent's SSE events (core/ai/agent/protocol/events.ts, the schemas the server writes and
 * the web client parses with), each as a named schema `AgentEvent<Name>`: `{ event, data }`
 * where `event` is the SSE `event:` line and `data` the JSON of its `data:` line.
 */
const named = AgentEvent.options.map((option) => {
  const name = option.shape.event.value;
  const pascal = name.replace(/(^|_)(\w)/g, (_m, _s, c: string) => c.toUpperCase());
  return option.meta({ id: `AgentEvent${pascal}`, description: `event: ${name}` });
});

export const AgentEventStream = z
  .union(named)
  .meta({ id: 'AgentEvent', description: 'One Server-Sent Event of a turn: `id: <seq>`, `event: <event>`, `data: <json of data>`' });
