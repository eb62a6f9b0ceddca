import { LinkLimitsByLink, type LinkLimits } from '../../../util/link-limits';
import freeTiers from './free-tiers.json';

export type { LinkLimits, LinkLimitsByLink };

/**
 * The repo's numbers: each provider's published free tier, with the date it was read and where
 * (free-tiers.json). `AI_LINK_LIMITS` overrides them link by link.
 */
export const FREE_TIER_LIMITS: LinkLimitsByLink = LinkLimitsByLink.parse(freeTiers.limits);
export const FREE_TIERS_READ_AT = freeTiers.readAt;

/**
 * The limits the chain counts against: the repo's, with each link `AI_LINK_LIMITS` names taking
 * exactly what it says there (a limit it leaves out for that link is not gated); a link it
 * leaves out keeps the repo's numbers.
 */
export function linkLimits(overrides: LinkLimitsByLink = {}): LinkLimitsByLink {
  return { ...FREE_TIER_LIMITS, ...overrides };
}
