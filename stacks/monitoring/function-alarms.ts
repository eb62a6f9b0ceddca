import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { PERIOD } from './layout';

export interface WatchedFunction {
  fn: IFunction;
  /** Errors in 5 minutes that page someone (a busy function may shrug off a stray one). */
  errorsAtLeast: number;
}

/**
 * Each function's own failures: Errors (an unhandled exception or a timeout: the invocation
 * died) and Throttles (a request refused for concurrency: for the agent, a user who could
 * not start a turn; for the worker, prose that waits). Both in 5-minute periods.
 */
export function functionAlarms(scope: Construct, name: string, label: string, f: WatchedFunction): Alarm[] {
  return [
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
 * The day close's schedule (hourly): a run that failed (it throws only when the index or SQS
 * does: that hour's batches were not all sent, and the next hour sends them again; a second
 * failure means a night at risk), and a schedule that stopped (no invocation for 2 hours:
 * missing data is breaching here, since silence is the failure). Users that fail are the
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
      metric: fn.metricInvocations({ statistic: 'Sum', period: hour }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
      evaluationPeriods: 2,
      treatMissingData: TreatMissingData.BREACHING,
    }),
  ];
}
