import { CfnFunction, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { IConstruct } from 'constructs';

/**
 * How long CloudWatch keeps every log line (functions, the API access log): 30 days. Long
 * enough to investigate an incident reported a few weeks late; short enough that the client
 * IP in the access log (and anything personal a log line may carry) does not outlive it.
 * Lambda's own default is "never expire".
 */
export const LOG_RETENTION = RetentionDays.ONE_MONTH;
export const LOG_RETENTION_DAYS = 30;

/**
 * Give every Lambda of the app (ours and SST's custom-resource handlers) a log group of its own
 * with LOG_RETENTION, through Lambda's logging config. Not SST's `logRetention` prop: that is
 * CDK's LogRetention custom resource, one more Lambda (with its own runtime to keep current)
 * that sets the retention after the fact. Called once, after every stack is defined, so a
 * function added later cannot be forgotten (tests/infra checks every function).
 */
export function retainLogs(root: IConstruct): void {
  for (const node of root.node.findAll()) {
    if (node instanceof LambdaFunction) logGroupOf(node);
  }
}

/**
 * The function's own log group (created once, with LOG_RETENTION): for a stack that filters
 * its lines into metrics (stacks/monitoring/agent-alarms.ts) before retainLogs runs.
 */
export function logGroupOf(fn: LambdaFunction): ILogGroup {
  const existing = fn.node.tryFindChild('Logs');
  if (existing instanceof LogGroup) return existing;
  const cfn = fn.node.defaultChild as CfnFunction;
  const current = cfn.loggingConfig as CfnFunction.LoggingConfigProperty | undefined;
  if (current?.logGroup) return LogGroup.fromLogGroupName(fn, 'GivenLogs', current.logGroup);
  const group = new LogGroup(fn, 'Logs', { retention: LOG_RETENTION });
  cfn.loggingConfig = { ...current, logGroup: group.logGroupName };
  return group;
}
