import { use, type StackContext } from 'sst/constructs';
import { TABLE_KEYS } from '../core/db/table';
import { CLAIM_MS } from '../core/ai/briefing/budget';
import { QUEUED_DEADLINE_MS } from '../core/notebook/sources/limits';
import { Agent } from './Agent';
import { Api } from './Api';
import { Data } from './Data';
import { Email } from './Email';
import { Exports } from './Exports';
import { DAY_CLOSE_MAX_AGE_S, Jobs } from './Jobs';
import { Notebook } from './Notebook';
import { ROADMAP_MAX_AGE_S, Tutor } from './Tutor';
import { AGENT_CONCURRENCY } from './Agent';
import { Ops } from './monitoring/ops';
import { onCallFromEnv } from './monitoring/oncall';
import { codeStage } from './stage';
import { paidSpillBudget } from './sizing';

/**
 * The ops view of one stage: CloudWatch dashboard `<stage>-beyou` (chain C9, Lambda, API,
 * queues, table) and the alarms of this region (README "Deploy" lists them), each sending its
 * ALARM and its OK to the SNS topic `<stage>-beyou-alarms`: `ALARM_EMAIL` (required in prod)
 * and the pluggable on-call (stacks/monitoring/oncall.ts). The edge's alarms (CloudFront, WAF)
 * live in us-east-1 with a topic of their own (stacks/edge/alarms.ts).
 */
export function Dashboard({ stack, app }: StackContext) {
  const { table } = use(Data);
  const { api, handler: apiHandler, accessLog } = use(Api);
  const agent = use(Agent);
  const sources = use(Notebook);
  const { briefingQueue, briefingDlq, worker, dayClose, dayCloseQueue, dayCloseDlq, dayCloseWorker } = use(Jobs);
  const { roadmapQueue, roadmapDlq, roadmapWorker } = use(Tutor);
  const mail = use(Email);
  const ops = new Ops(stack, 'Ops', {
    name: `${app.stage}-${app.name}`,
    service: `beyou-${codeStage(app.stage)}`,
    // One line per Lambda. The two that serve users take a stray error (a client gone mid-
    // request) without paging; the background ones have no such noise: one error pages.
    functions: {
      api: { fn: apiHandler, errorsAtLeast: 3 },
      agentStream: { fn: agent.handler, errorsAtLeast: 3 },
      // Background work is also alarmed when an invocation nears its timeout.
      briefingWorker: { fn: worker, errorsAtLeast: 1, worker: true },
      roadmapWorker: { fn: roadmapWorker, errorsAtLeast: 1, worker: true },
      dayClose: { fn: dayClose, errorsAtLeast: 1, worker: true },
      sourceWorker: { fn: sources.worker, errorsAtLeast: 1, worker: true },
      // A failing one leaves a deleted account's data in the table and the bucket.
      accountWorker: { fn: sources.accountWorker, errorsAtLeast: 1, worker: true },
      dayCloseWorker: { fn: dayCloseWorker, errorsAtLeast: 1, worker: true },
      // A failed sweep leaves expired exports (journals) in the bucket until a run succeeds.
      exportSweep: { fn: use(Exports).exportSweep, errorsAtLeast: 1, worker: true },
      // A failing one keeps mailing addresses that bounce, which SES holds against the sender.
      mailFeedback: { fn: mail.mailFeedbackWorker, errorsAtLeast: 1, worker: true },
    },
    dayClose: { schedule: dayClose, worker: dayCloseWorker, queue: dayCloseQueue.cdk.queue },
    api: api.cdk.httpApi,
    apiAccessLog: accessLog,
    agent: { fn: agent.handler, logGroup: agent.logGroup, reserved: app.stage === 'prod' ? AGENT_CONCURRENCY : undefined },
    // A briefing message older than its claim means prose nobody waits for any more.
    queues: [
      { label: 'briefing', queue: briefingQueue.cdk.queue, dlq: briefingDlq.cdk.queue, maxAgeS: CLAIM_MS / 1000 },
      // A source older than this in the queue reads as FAILED "stuck" to its owner anyway.
      { label: 'sources', queue: sources.queue.cdk.queue, dlq: sources.dlq.cdk.queue, maxAgeS: QUEUED_DEADLINE_MS / 1000 },
      // A deletion an hour old is late: the person was told their data is going.
      { label: 'account-deletion', queue: sources.accountQueue.cdk.queue, dlq: sources.accountDlq.cdk.queue, maxAgeS: 3600 },
      { label: 'roadmap', queue: roadmapQueue.cdk.queue, dlq: roadmapDlq.cdk.queue, maxAgeS: ROADMAP_MAX_AGE_S },
      // The night is sized to be closed within 30 minutes of a zone's midnight (stacks/Jobs.ts).
      { label: 'day-close', queue: dayCloseQueue.cdk.queue, dlq: dayCloseDlq.cdk.queue, maxAgeS: DAY_CLOSE_MAX_AGE_S },
      // Bounce and complaint marks (stacks/Email.ts): an hour late still stops the next mail.
      { label: 'mail-feedback', queue: mail.feedbackQueue.cdk.queue, dlq: mail.feedbackDlq.cdk.queue, maxAgeS: 3600 },
    ],
    table: table.cdk.table,
    gsiNames: [TABLE_KEYS.gsi1.name],
    onCall: onCallFromEnv(app.stage, process.env),
    // The paid spill-over's budget (issue 32): its spend widget's lines and its 80 % alarm.
    spendBudgetUsd: paidSpillBudget(process.env),
  });
  return { ops };
}

/** Kept here too: tests and scripts import it from the stack that reads it. */
export { alarmEmail } from './monitoring/oncall';
