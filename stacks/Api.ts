import { Api as HttpApi, Config, use, type StackContext } from 'sst/constructs';
import { Data } from './Data';

/** REST on API Gateway (HTTP API) → functions/api.ts; secrets through SST Config. */
export function Api({ stack }: StackContext) {
  const { table } = use(Data);
  const authSecret = new Config.Secret(stack, 'AUTH_SECRET');
  const api = new HttpApi(stack, 'Api', {
    defaults: {
      function: {
        bind: [table, authSecret],
        environment: { TABLE_NAME: table.tableName },
      },
    },
    cors: { allowMethods: ['ANY'], allowHeaders: ['authorization', 'content-type'], allowOrigins: ['*'] },
    routes: { $default: 'functions/api.handler' },
  });
  stack.addOutputs({ ApiUrl: api.url });
  return { api };
}
