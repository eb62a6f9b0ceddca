import { afterEach, describe, expect, it, vi } from 'vitest';
import { emfNotebookMetrics, type NotebookEvent } from '../../core/ai/notebook/metrics';
import { NOTEBOOK_METRICS, NOTEBOOK_NAMESPACE } from '../../stacks/monitoring/notebook';

/**
 * The study tutor's dashboard row selects metrics by namespace, name and EXACT dimension set
 * (`service` included): this reads the EMF core/ai/notebook/metrics.ts really prints and checks
 * it against stacks/monitoring/notebook.ts, so a rename fails here, not as a flat line.
 */
type Emf = { _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] } } & Record<string, unknown>;

function emitted(event: NotebookEvent): Emf[] {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    emfNotebookMetrics('prod').record(event);
  } finally {
    spy.mockRestore();
  }
  return lines.flatMap((l) => l.split('\n')).filter((l) => l.includes('"_aws"')).map((l) => JSON.parse(l) as Emf);
}

afterEach(() => vi.restoreAllMocks());

describe('notebook metrics as the dashboard reads them', () => {
  const cases: [NotebookEvent, string, string[], number][] = [
    [{ metric: 'NotebookAiCall', task: 'ask', outcome: 'ok' }, NOTEBOOK_METRICS.call, ['outcome', 'task'], 1],
    [{ metric: 'NotebookAiRetry', task: 'quiz' }, NOTEBOOK_METRICS.retry, ['task'], 1],
    [{ metric: 'NotebookCitationsDropped', task: 'ask', dropped: 3 }, NOTEBOOK_METRICS.dropped, ['task'], 3],
  ];
  it.each(cases)('%o → its name with {service, …dims}', (event, name, dims, value) => {
    const out = emitted(event);
    expect(out).toHaveLength(1);
    const m = out[0]!._aws.CloudWatchMetrics[0]!;
    expect(m.Namespace).toBe(NOTEBOOK_NAMESPACE);
    expect(m.Metrics.map((x) => x.Name)).toEqual([name]);
    expect(m.Dimensions.map((d) => [...d].sort())).toEqual([['service', ...dims].sort()]);
    expect(out[0]!.service).toBe('beyou-prod');
    expect(out[0]![name]).toBe(value);
  });
});
