import { GraphWidget, MathExpression, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import { PERIOD, WIDGET } from './layout';

/**
 * The study tutor's metrics as core/ai/notebook/metrics.ts writes them (EMF, `service` on
 * every one). tests/infra/notebook-metrics.test.ts checks these names against what it prints.
 */
export const NOTEBOOK_NAMESPACE = 'Beyou/Notebook';
export const NOTEBOOK_METRICS = {
  call: 'NotebookAiCall', // {task, outcome}
  retry: 'NotebookAiRetry', // {task}
  dropped: 'NotebookCitationsDropped', // {task}, one value per answer
} as const;

const search = (dims: string, metric: string, service: string, stat: string, label: string) =>
  new MathExpression({
    expression: `SEARCH('{${NOTEBOOK_NAMESPACE},service,${dims}} MetricName="${metric}" service="${service}"', '${stat}', 300)`,
    label,
    period: PERIOD,
  });

/** One dashboard row: calls by task and outcome, the JSON retries, and citations dropped per answer. */
export function notebookWidgets(service: string): IWidget[] {
  return [
    new GraphWidget({
      title: 'Study tutor calls (task, outcome)',
      left: [search('task,outcome', NOTEBOOK_METRICS.call, service, 'Sum', "${PROP('Dim.task')} ${PROP('Dim.outcome')}")],
      ...WIDGET,
    }),
    new GraphWidget({
      title: 'Study tutor JSON retries per task',
      left: [search('task', NOTEBOOK_METRICS.retry, service, 'Sum', "${PROP('Dim.task')}")],
      ...WIDGET,
    }),
    new GraphWidget({
      title: 'Citations dropped per answer (average, max)',
      left: [search('task', NOTEBOOK_METRICS.dropped, service, 'Average', "${PROP('Dim.task')} avg")],
      right: [search('task', NOTEBOOK_METRICS.dropped, service, 'Maximum', "${PROP('Dim.task')} max")],
      ...WIDGET,
    }),
  ];
}
