import { use, type StackContext } from 'sst/constructs';
import { TABLE_KEYS } from '../core/db/table';
import { Agent } from './Agent';
import { Api } from './Api';
import { Data } from './Data';
import { Jobs } from './Jobs';
import { Notebook } from './Notebook';
import { Ops } from './monitoring/ops';
import { codeStage } from './stage';

/**
 * The ops view of one stage: CloudWatch dashboard `<stage>-beyou` (chain C9, Lambda, API,
 * queues, table) and the alarms (chain exhaustion, DLQ not empty, API 5xx rate), all sent to
 * the SNS topic `<stage>-beyou-alarms` (`ALARM_EMAIL` at deploy time subscribes an address).
 */
export function Dashboard({ stack, app }: StackContext) {
  const { table } = use(Data);
  const { api, handler: apiHandler } = use(Api);
  const { briefingQueue, briefingDlq, worker, dayClose } = use(Jobs);
  const ops = new Ops(stack, 'Ops', {
    name: `${app.stage}-${app.name}`,
    service: `beyou-${codeStage(app.stage)}`,
    // One line per Lambda.
    functions: {
      api: apiHandler,
      agentStream: use(Agent).handler,
      briefingWorker: worker,
      dayClose,
      sourceWorker: use(Notebook).worker,
    },
    api: api.cdk.httpApi,
    queues: [{ label: 'briefing', queue: briefingQueue.cdk.queue, dlq: briefingDlq.cdk.queue }],
    table: table.cdk.table,
    gsiNames: [TABLE_KEYS.gsi1.name],
    alarmEmail: process.env.ALARM_EMAIL || undefined,
  });
  return { ops };
}
