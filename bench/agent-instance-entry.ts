/**
 * What one agent Lambda instance runs, on a node server instead of Lambda's streaming runtime:
 * the same composition root and app as functions/agent-stream.ts (the turn's code loaded by the
 * first turn). Built and started by bench/agent-memory.ts, which measures this process alone.
 */
import { serve } from '@hono/node-server';
import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { composeAgentStream } from '../functions/compose-agent';

const { app } = composeAgentStream(createDeps(loadConfig(process.env)), () => '127.0.0.1');
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
server.once('listening', () => {
  const addr = server.address();
  console.log(`PORT ${typeof addr === 'object' && addr ? addr.port : 0}`);
});
