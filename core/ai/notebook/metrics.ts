import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/**
 * What the study tutor reports (CloudWatch EMF, graphed by stacks/monitoring/notebook.ts):
 * - `NotebookAiCall` {task, outcome}: one per tutor request that reached the model; outcome
 *   `ok`, `malformed` (no usable answer after the retry, or none allowed) or `unavailable`
 *   (the chain could not answer);
 * - `NotebookAiRetry` {task}: the one JSON-only retry was spent;
 * - `NotebookCitationsDropped` {task}: per answer, how many citations named no passage (0
 *   included, so the average is "per answer").
 */
export const NOTEBOOK_NAMESPACE = 'Beyou/Notebook';

export const NOTEBOOK_TASKS = ['ask', 'explain', 'overview', 'summary', 'study-guide', 'quiz', 'cards', 'suggestions', 'roadmap'] as const;
export type NotebookTask = (typeof NOTEBOOK_TASKS)[number];

export type NotebookEvent =
  | { metric: 'NotebookAiCall'; task: NotebookTask; outcome: 'ok' | 'malformed' | 'unavailable' }
  | { metric: 'NotebookAiRetry'; task: NotebookTask }
  | { metric: 'NotebookCitationsDropped'; task: NotebookTask; dropped: number };

export interface NotebookMetrics {
  record(event: NotebookEvent): void;
}

export function memoryNotebookMetrics(): NotebookMetrics & { events: NotebookEvent[] } {
  const events: NotebookEvent[] = [];
  return { events, record: (e) => void events.push(e) };
}

/** Flushed per event, like the chain's (core/ai/chain/metrics.ts): each carries its own dimensions. */
export function emfNotebookMetrics(stage: string): NotebookMetrics {
  const m = new Metrics({ namespace: NOTEBOOK_NAMESPACE, serviceName: `beyou-${stage}` });
  return {
    record(e) {
      switch (e.metric) {
        case 'NotebookAiCall':
          m.addDimensions({ task: e.task, outcome: e.outcome });
          m.addMetric('NotebookAiCall', MetricUnit.Count, 1);
          break;
        case 'NotebookAiRetry':
          m.addDimensions({ task: e.task });
          m.addMetric('NotebookAiRetry', MetricUnit.Count, 1);
          break;
        case 'NotebookCitationsDropped':
          m.addDimensions({ task: e.task });
          m.addMetric('NotebookCitationsDropped', MetricUnit.Count, e.dropped);
          break;
      }
      m.publishStoredMetrics();
    },
  };
}
