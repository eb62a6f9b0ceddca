import { Function, use, type StackContext } from 'sst/constructs';
import { TURN_TIMEOUT_MS } from '../core/ai/agent/settings';
import { webOrigins } from './Api';
import { Data, tableAccess } from './Data';
import { Secrets } from './Secrets';

/**
 * The agent's SSE: a streaming Lambda function URL (InvokeMode RESPONSE_STREAM), because API
 * Gateway buffers responses. Its timeout sits above the turn's own hard limit so a turn always
 * ends, and is stored, before Lambda would kill it. Reserved concurrency caps how many turns
 * (and so free-tier calls) can run at once across all users.
 */
export function Agent({ stack, app }: StackContext) {
  const { table } = use(Data);
  const handler = new Function(stack, 'AgentStream', {
    handler: 'functions/agent-stream.handler',
    timeout: Math.ceil(TURN_TIMEOUT_MS / 1000) + 60,
    reservedConcurrentExecutions: app.stage === 'prod' ? 20 : undefined,
    bind: use(Secrets).bindingsFor('agentStream'),
    environment: { TABLE_NAME: table.tableName },
    permissions: tableAccess(table),
    url: {
      streaming: true,
      cors: {
        allowOrigins: webOrigins(app.stage, process.env.WEB_ORIGIN),
        allowMethods: ['POST'],
        allowHeaders: ['authorization', 'content-type'],
      },
    },
  });
  stack.addOutputs({ AgentUrl: handler.url! });
  return { handler };
}
