import { afterEach, describe, expect, it, vi } from 'vitest';
import { emfChainMetrics, type ChainEvent } from '../../core/ai/chain/metrics';
import { LLM_METRICS, LLM_NAMESPACE } from '../../stacks/monitoring/llm';
import { codeStage } from '../../stacks/stage';

/**
 * The dashboard and the exhaustion alarm select metrics by namespace, name and EXACT
 * dimension set (`service` included). This reads what the chain really prints as EMF and
 * checks it against stacks/monitoring/llm.ts, so a renamed metric or dimension fails here
 * instead of leaving a flat line on the prod dashboard.
 */
type Emf = { _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] } };

function emitted(stage: string, event: ChainEvent): { emf: Emf; values: Record<string, unknown> }[] {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    emfChainMetrics(stage).record(event);
  } finally {
    spy.mockRestore();
  }
  return lines
    .flatMap((l) => l.split('\n'))
    .filter((l) => l.includes('"_aws"'))
    .map((l) => {
      const values = JSON.parse(l) as Record<string, unknown>;
      return { emf: values as unknown as Emf, values };
    });
}

const dimsOf = (e: ReturnType<typeof emitted>[number]) => e.emf._aws.CloudWatchMetrics[0]!.Dimensions.map((d) => [...d].sort());
const namesOf = (e: ReturnType<typeof emitted>[number]) => e.emf._aws.CloudWatchMetrics[0]!.Metrics.map((m) => m.Name);

afterEach(() => vi.restoreAllMocks());

describe('chain metrics as the dashboard reads them', () => {
  const cases: [ChainEvent, string[], string[]][] = [
    [{ metric: 'LlmCall', link: 'mistral', model: 'm', outcome: 'ok' }, [LLM_METRICS.call], ['link', 'model', 'outcome']],
    [{ metric: 'LlmFallback', from: 'mistral', to: 'gemini', reason: 'RATE_LIMIT' }, [LLM_METRICS.fallback], ['from', 'reason', 'to']],
    [{ metric: 'LlmExhausted', links: 2 }, [LLM_METRICS.exhausted], []],
    [{ metric: 'LlmTokens', model: 'm', input: 10, output: 5 }, [LLM_METRICS.tokensIn, LLM_METRICS.tokensOut], ['model']],
    [{ metric: 'LlmFirstTokenMs', link: 'gemini', ms: 420 }, [LLM_METRICS.firstTokenMs], ['link']],
    // The paid spill-over (issue 32): a call's cost, and the month so far the spend alarm reads.
    [{ metric: 'LlmSpend', link: 'mistral-paid', usd: 0.00013 }, [LLM_METRICS.spend], ['link']],
    [{ metric: 'LlmMonthSpend', usd: 12.5 }, [LLM_METRICS.monthSpend], []],
  ];
  for (const [event, names, dims] of cases) {
    it(`${event.metric}: ${names.join(', ')} with {service, ${dims.join(', ')}}`, () => {
      for (const sstStage of ['prod', 'alice']) {
        const out = emitted(codeStage(sstStage), event);
        expect(out).toHaveLength(1);
        expect(out[0]!.emf._aws.CloudWatchMetrics[0]!.Namespace).toBe(LLM_NAMESPACE);
        expect(namesOf(out[0]!)).toEqual(names);
        expect(dimsOf(out[0]!)).toEqual([['service', ...dims].sort()]);
        expect(out[0]!.values.service).toBe(`beyou-${codeStage(sstStage)}`);
      }
    });
  }
});
