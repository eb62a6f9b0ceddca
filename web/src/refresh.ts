import type { ClientDomain } from '../../core/ai/agent/protocol/segments';

type Listener = () => void;
const listeners = new Map<ClientDomain, Set<Listener>>();

/** Open pages subscribe to the domains they show; the agent's writes announce theirs. */
export function onDomain(domain: ClientDomain, listener: Listener): () => void {
  let set = listeners.get(domain);
  if (!set) listeners.set(domain, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}

export function refreshDomains(domains: readonly ClientDomain[]): void {
  for (const d of new Set(domains)) for (const l of [...(listeners.get(d) ?? [])]) l();
}
