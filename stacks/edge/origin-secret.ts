import { RemovalPolicy, SecretValue, type Stack } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';

/**
 * The origin secret CloudFront sends to REST and to the agent (functions/http/origin-guard.ts),
 * one Secrets Manager secret per generation, named `<stage>-beyou-origin-verify-g<N>`.
 *
 * Rotation is the deploy-time input ORIGIN_SECRET_GENERATION (default 1): raising it creates
 * the next generation's secret, and one deploy then moves every consumer in stack order
 * (sst.config.ts): Secrets creates g<N>; Api and Agent give their functions g<N> as current
 * and g<N-1> as previous (both accepted); Edge switches CloudFront's header to g<N>, whose
 * edges pick it up over minutes while the functions still accept g<N-1>. Never a console
 * rotation: CloudFormation re-reads a secret only when the resource that names it changes, so a
 * rotated value would reach a redeployed function and not the distribution (every request
 * 404). That is why the secrets have no rotation schedule and the operators' policy denies
 * writing them (stacks/edge/deny-config-read.ts).
 *
 * Three generations are kept (N, N-1, N-2): if a rotating deploy fails after Secrets, the
 * function stacks roll back to a template naming N-1 and N-2, which must still resolve.
 * Consumers reference them by name, not by ARN, so no cross-stack export pins an old one.
 */
export const ORIGIN_SECRETS_KEPT = 3;

export function originSecretGeneration(given: string | undefined): number {
  const raw = given?.trim() || '1';
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw new Error(`ORIGIN_SECRET_GENERATION: "${raw}" is not a whole number from 1 (raise it by one to rotate)`);
  return Number(raw);
}

export const originSecretName = (stage: string, generation: number) => `${stage}-beyou-origin-verify-g${generation}`;

/** What the consumers are given: CloudFormation dynamic references, never a value. */
export interface OriginSecretRefs {
  generation: number;
  /** Sent by CloudFront, accepted by the functions. */
  current: string;
  /** Still accepted by the functions (none before the first rotation). */
  previous: string | undefined;
  /** Every kept secret's name (the operators' deny policy covers them). */
  names: string[];
}

const reference = (name: string) => SecretValue.secretsManager(name).unsafeUnwrap();

export function originSecrets(stack: Stack, stage: string, generation: number): OriginSecretRefs {
  const kept: number[] = [];
  for (let g = Math.max(1, generation - ORIGIN_SECRETS_KEPT + 1); g <= generation; g++) kept.push(g);
  for (const g of kept) {
    new Secret(stack, `OriginVerifyG${g}`, {
      secretName: originSecretName(stage, g),
      description: `${stage}: header value CloudFront sends to the origins, generation ${g} (stacks/edge/origin-secret.ts)`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
  }
  return {
    generation,
    current: reference(originSecretName(stage, generation)),
    previous: generation > 1 ? reference(originSecretName(stage, generation - 1)) : undefined,
    names: kept.map((g) => originSecretName(stage, g)),
  };
}
