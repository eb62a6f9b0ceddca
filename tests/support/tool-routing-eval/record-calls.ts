import type { LanguageModelV3, LanguageModelV3CallOptions } from '@ai-sdk/provider';
import type { Deps } from '../../../core/context';
import type { ProviderSim, RecordedRequest } from '../provider-sim';
import { text, toolCall } from '../provider-sim';
import type { RoutingCase } from '../tool-routing/case';
import { sizeApp } from './size-app';
import { caseRequests } from './turn-sizes';

/** The model with every call's options kept, as the turn built them (prompt, tools, caps). */
export function recordingModel(model: LanguageModelV3, into: LanguageModelV3CallOptions[]): LanguageModelV3 {
  const keep = (o: LanguageModelV3CallOptions) => into.push({ ...o, abortSignal: undefined });
  return {
    ...model,
    specificationVersion: 'v3',
    provider: model.provider,
    modelId: model.modelId,
    supportedUrls: model.supportedUrls,
    doStream: (o) => (keep(o), model.doStream(o)),
    doGenerate: (o) => (keep(o), model.doGenerate(o)),
  };
}

/** An agent answer's length: ~200 tokens, what docs/cost.md prices an agent step's output at. */
export const AGENT_REPLY = 'Done. '.repeat(130).trim();

/**
 * Every model call of the labeled cases played as real turns (routed, or with every tool), as
 * the chain was asked for it, and the simulator's record of each: a case that needs a tool
 * takes two steps (the tool call, then the answer), one that needs none takes one. The
 * history's turns are played too (the window holds them), but only the case's own turn is kept.
 * What a capacity bench replays as real sizes.
 */
export async function recordTurnCalls(
  deps: Deps, sim: ProviderSim, link: string, cases: readonly RoutingCase[], routeTools = true,
): Promise<{ options: LanguageModelV3CallOptions[]; requests: RecordedRequest[] }> {
  const calls: LanguageModelV3CallOptions[] = [];
  const { app, token } = await sizeApp(deps, routeTools, (m) => recordingModel(m, calls));
  const options: LanguageModelV3CallOptions[] = [];
  const requests: RecordedRequest[] = [];
  for (const c of cases) {
    let first = 0;
    await caseRequests(app, sim, link, token, [c], {
      beforeMessage: () => {
        calls.splice(0);
        first = sim.requests(link).length;
      },
      answer: (k) => (k.needs[0] ? [toolCall(k.needs[0], {}), text(AGENT_REPLY)] : [text(AGENT_REPLY)]),
    });
    options.push(...calls.splice(0));
    requests.push(...sim.requests(link).slice(first));
  }
  return { options, requests };
}
