import { use, type StackContext } from 'sst/constructs';
import { TABLE_KEYS } from '../core/db/table';
import { CLAIM_MS } from '../core/ai/briefing/budget';
import { QUEUED_DEADLINE_MS } from '../core/notebook/sources/limits';
import { Agent } from './Agent';
import { Api } from './Api';
import { Data } from './Data';
import { Exports } from './Exports';
import { DAY_CLOSE_MAX_AGE_S, Jobs } from './Jobs';
import { Notebook } from './Notebook';
import { ROADMAP_MAX_AGE_S, Tutor } from './Tutor';
import { Ops } from './monitoring/ops';
import { codeStage } from './stage';

/**
 * The ops view of one stage: CloudWatch dashboard `<stage>-beyou` (chain C9, Lambda, API,
 * queues, table) and the alarms (chain exhaustion, DLQ arrivals, queue age, API 5xx rate,
 * each function's errors and throttles, the day close), all sent to the SNS topic
 * `<stage>-beyou-alarms`, to which `ALARM_EMAIL` subscribes an address (required in prod).
 */
export function Dashboard({ stack, app }: StackContext) {
  const { table } = use(Data);
  const { api, handler: apiHandler } = use(Api);
  const sources = use(Notebook);
  const { briefingQueue, briefingDlq, worker, dayClose, dayCloseQueue, dayCloseDlq, dayCloseWorker } = use(Jobs);
  const { roadmapQueue, roadmapDlq, roadmapWorker } = use(Tutor);
  const ops = new Ops(stack, 'Ops', {
    name: `${app.stage}-${app.name}`,
    service: `beyou-${codeStage(app.stage)}`,
    // One line per Lambda. The two that serve users take a stray error (a client gone mid-
    // request) without paging; the background ones have no such noise: one error pages.
    functions: {
      api: { fn: apiHandler, errorsAtLeast: 3 },
      agentStream: { fn: use(Agent).handler, errorsAtLeast: 3 },
      briefingWorker: { fn: worker, errorsAtLeast: 1 },
      roadmapWorker: { fn: roadmapWorker, errorsAtLeast: 1 },
      dayClose: { fn: dayClose, errorsAtLeast: 1 },
      sourceWorker: { fn: sources.worker, errorsAtLeast: 1 },
      dayCloseWorker: { fn: dayCloseWorker, errorsAtLeast: 1 },
      // A failed sweep leaves expired exports (journals) in the bucket until a run succeeds.
      exportSweep: { fn: use(Exports).exportSweep, errorsAtLeast: 1 },
    },
    dayClose: { schedule: dayClose, worker: dayCloseWorker, queue: dayCloseQueue.cdk.queue },
    api: api.cdk.httpApi,
    // A briefing message older than its claim means prose nobody waits for any more.
    queues: [
      { label: 'briefing', queue: briefingQueue.cdk.queue, dlq: briefingDlq.cdk.queue, maxAgeS: CLAIM_MS / 1000 },
      // A source older than this in the queue reads as FAILED "stuck" to its owner anyway.
      { label: 'sources', queue: sources.queue.cdk.queue, dlq: sources.dlq.cdk.queue, maxAgeS: QUEUED_DEADLINE_MS / 1000 },
      { label: 'roadmap', queue: roadmapQueue.cdk.queue, dlq: roadmapDlq.cdk.queue, maxAgeS: ROADMAP_MAX_AGE_S },
      // The night is sized to be closed within 30 minutes of a zone's midnight (stacks/Jobs.ts).
      { label: 'day-close', queue: dayCloseQueue.cdk.queue, dlq: dayCloseDlq.cdk.queue, maxAgeS: DAY_CLOSE_MAX_AGE_S },
    ],
    table: table.cdk.table,
    gsiNames: [TABLE_KEYS.gsi1.name],
    alarmEmail: alarmEmail(app.stage, process.env.ALARM_EMAIL),
  });
  return { ops };
}

/**
 * Who the alarms reach, from `ALARM_EMAIL` at deploy time. Required in prod, like WEB_ORIGIN:
 * alarms that notify nobody are a dashboard nobody watches. Optional on other stages.
 */
export function alarmEmail(stage: string, given: string | undefined): string | undefined {
  const email = given?.trim();
  if (!email) {
    if (stage === 'prod') throw new Error('ALARM_EMAIL must be set for the prod stage (who the alarms notify, e.g. ops@beyou.example)');
    return undefined;
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`ALARM_EMAIL: "${email}" is not an email address`);
  return email;
}
