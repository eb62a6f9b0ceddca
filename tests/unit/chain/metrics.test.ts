import { afterEach, expect, test, vi } from 'vitest';
import { emfChainMetrics, METRICS_NAMESPACE } from '../../../core/ai/chain/metrics';

// C9: what reaches CloudWatch. Powertools prints EMF to stdout; POWERTOOLS_DEV routes it through
// the global console (which this test captures) instead of its private one.
const saved = { dev: process.env.POWERTOOLS_DEV, disabled: process.env.POWERTOOLS_METRICS_DISABLED };
afterEach(() => {
  for (const [k, v] of [['POWERTOOLS_DEV', saved.dev], ['POWERTOOLS_METRICS_DISABLED', saved.disabled]] as const) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  vi.restoreAllMocks();
});

test('each event is one EMF document with its own dimensions, service named by stage', () => {
  process.env.POWERTOOLS_DEV = 'true';
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  const m = emfChainMetrics('prod');

  m.record({ metric: 'LlmCall', link: 'mistral', model: 'mistral-small-latest', outcome: 'ok' });
  m.record({ metric: 'LlmFallback', from: 'mistral', to: 'gemini', reason: 'COOLDOWN' });
  m.record({ metric: 'LlmExhausted', links: 2 });
  m.record({ metric: 'LlmTokens', model: 'gemini-2.5-flash', input: 10, output: 3 });
  m.record({ metric: 'LlmFirstTokenMs', link: 'gemini', ms: 12.5 });

  const docs = lines.map((l) => JSON.parse(l) as Record<string, unknown> & { _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] } });
  expect(docs).toHaveLength(5);
  const shape = docs.map((d) => {
    const cw = d._aws.CloudWatchMetrics[0]!;
    return { ns: cw.Namespace, dims: [...(cw.Dimensions[0] ?? [])].sort(), names: cw.Metrics.map((x) => `${x.Name}:${x.Unit}`) };
  });
  expect(shape).toEqual([
    { ns: METRICS_NAMESPACE, dims: ['link', 'model', 'outcome', 'service'], names: ['LlmCall:Count'] },
    { ns: METRICS_NAMESPACE, dims: ['from', 'reason', 'service', 'to'], names: ['LlmFallback:Count'] },
    { ns: METRICS_NAMESPACE, dims: ['service'], names: ['LlmExhausted:Count'] },
    { ns: METRICS_NAMESPACE, dims: ['model', 'service'], names: ['LlmTokensIn:Count', 'LlmTokensOut:Count'] },
    { ns: METRICS_NAMESPACE, dims: ['link', 'service'], names: ['LlmFirstTokenMs:Milliseconds'] },
  ]);
  expect(docs[0]).toMatchObject({ service: 'beyou-prod', link: 'mistral', outcome: 'ok', LlmCall: 1 });
  expect(docs[3]).toMatchObject({ model: 'gemini-2.5-flash', LlmTokensIn: 10, LlmTokensOut: 3 });
  // Dimensions do not leak from one event into the next.
  expect(docs[2]).not.toHaveProperty('to');
});

test('issue 31: a same-link retry and a skipped unreadable chunk are counted by link', () => {
  process.env.POWERTOOLS_DEV = 'true';
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  const m = emfChainMetrics('prod');

  m.record({ metric: 'LlmRetry', link: 'mistral', reason: 'HINT', waitMs: 2000 });
  m.record({ metric: 'LlmSkippedChunk', link: 'glm', count: 2 });
  m.record({ metric: 'LlmCall', link: 'gemini', model: 'gemini-2.5-flash', outcome: 'REFUSED' });

  const docs = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(docs[0]).toMatchObject({ link: 'mistral', reason: 'HINT', LlmRetry: 1 });
  expect(docs[1]).toMatchObject({ link: 'glm', LlmSkippedChunk: 2 });
  expect(docs[2]).toMatchObject({ link: 'gemini', outcome: 'REFUSED', LlmCall: 1 });
});

test('admission by tokens: a request too large for a link is counted by link and class', () => {
  process.env.POWERTOOLS_DEV = 'true';
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  emfChainMetrics('prod').record({ metric: 'LlmTooLarge', link: 'mistral', cls: 'background' });
  const doc = JSON.parse(lines[0]!) as Record<string, unknown> & { _aws: { CloudWatchMetrics: { Dimensions: string[][] }[] } };
  expect(doc).toMatchObject({ link: 'mistral', class: 'background', LlmTooLarge: 1 });
  expect([...doc._aws.CloudWatchMetrics[0]!.Dimensions[0]!].sort()).toEqual(['class', 'link', 'service']);
});
