import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Function as LambdaFunction, type CfnFunction, type IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { PERIOD } from './layout';

export interface WatchedFunction {
  fn: IFunction;
  /** Errors in 5 minutes that page someone (a busy function may shrug off a stray one). */
  errorsAtLeast: number;
  /** A background worker: alarmed when an invocation nears its timeout (DURATION_ALARM_SHARE). */
  worker?: boolean;
}

/** A worker's longest invocation at this share of its timeout pages, before timeouts do. */
export const DURATION_ALARM_SHARE = 0.8;

/** The timeout the template gives the function (seconds), read from its CloudFormation resource. */
export function timeoutOf(fn: IFunction): number | undefined {
  if (!(fn instanceof LambdaFunction)) return undefined;
  const t = (fn.node.defaultChild as CfnFunction).timeout;
  return typeof t === 'number' ? t : undefined;
}

/**
 * Each function's own failures: Errors (an unhandled exception or a timeout: the invocation
 * died) and Throttles (a request refused for concurrency: for the agent, a user who could
 * not start a turn; for the worker, prose that waits). Both in 5-minute periods.
 */
export function functionAlarms(scope: Construct, name: string, label: string, f: WatchedFunction): Alarm[] {
  const timeoutS = f.worker ? timeoutOf(f.fn) : undefined;
  return [
    ...(timeoutS ? [durationAlarm(scope, name, label, f.fn, timeoutS)] : []),
    new Alarm(scope, `Errors-${label}`, {
      alarmName: `${name}-${label}-errors`,
      alarmDescription: `${label}: ${f.errorsAtLeast}+ invocations failed (exception or timeout) in 5 minutes.`,
      metric: f.fn.metricErrors({ statistic: 'Sum', period: PERIOD }),
      threshold: f.errorsAtLeast,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }),
    new Alarm(scope, `Throttles-${label}`, {
      alarmName: `${name}-${label}-throttles`,
      alarmDescription: `${label}: invocations refused for concurrency (reserved or account limit) in 5 minutes.`,
      metric: f.fn.metricThrottles({ statistic: 'Sum', period: PERIOD }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }),
  ];
}

/**
 * A worker whose slowest invocation reaches 80% of its timeout is about to start dying of it
 * (a provider slower than its budget, a batch grown too big); the Errors alarm only hears the
 * timeouts once they happen. Maximum over 5 minutes, two periods running.
 */
function durationAlarm(scope: Construct, name: string, label: string, fn: IFunction, timeoutS: number): Alarm {
  const thresholdMs = Math.round(DURATION_ALARM_SHARE * timeoutS * 1000);
  return new Alarm(scope, `Duration-${label}`, {
    alarmName: `${name}-${label}-near-timeout`,
    alarmDescription: `${label}: an invocation took ${thresholdMs} ms or more (80% of its ${timeoutS} s timeout) in two 5-minute periods running.`,
    metric: fn.metricDuration({ statistic: 'Maximum', period: PERIOD }),
    threshold: thresholdMs,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: 2,
    datapointsToAlarm: 2,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
}

/**
 * The day close's schedule (hourly): a run that failed (it throws only when the index or SQS
 * does: that hour's batches were not all sent, and the next hour sends them again; a second
 * failure means a night at risk), and a schedule that stopped: FILL turns an hour without an
 * invocation into 0 once the function has any invocation in the alarm's window, so two silent
 * hours breach; before the schedule has ever run there is no data for FILL to fill, the
 * expression is missing and missing is not breaching, so a first deploy stays quiet (it used to
 * be treated as breaching and paged right after every new stack). Users that fail are the
 * worker's: retried by SQS, alarmed when their batch reaches the DLQ.
 */
export function dayCloseAlarms(scope: Construct, name: string, fn: IFunction): Alarm[] {
  const hour = Duration.hours(1);
  return [
    new Alarm(scope, 'DayCloseFailed', {
      alarmName: `${name}-day-close-failed`,
      alarmDescription: 'The day-close schedule failed to send every due zone\'s batches (index or SQS error, or a timeout); the next hour sends them again.',
      metric: fn.metricErrors({ statistic: 'Sum', period: hour }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }),
    new Alarm(scope, 'DayCloseMissing', {
      alarmName: `${name}-day-close-not-running`,
      alarmDescription: 'The hourly day close has not run for 2 hours (schedule disabled or throttled).',
      metric: new MathExpression({
        expression: 'FILL(runs, 0)',
        usingMetrics: { runs: fn.metricInvocations({ statistic: 'Sum', period: hour }) },
        label: 'day-close runs',
        period: hour,
      }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
      evaluationPeriods: 2,
      datapointsToAlarm: 2,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }),
  ];
}
