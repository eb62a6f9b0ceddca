import { Effect, ManagedPolicy, PolicyStatement, Role } from 'aws-cdk-lib/aws-iam';
import type { Stack } from 'aws-cdk-lib';

/**
 * The origin secret sits, resolved, in the two functions' environment and in the distribution's
 * origin headers, where `lambda:GetFunction(Configuration)` and `cloudfront:GetDistribution
 * (Config)` show it. A managed policy that denies exactly those reads, and any read or write of
 * the secrets themselves (a console rotation would split CloudFront from the functions:
 * stacks/edge/origin-secret.ts), for the roles operators attach it to: every role but the
 * administrators' and the CloudFormation execution role. `NON_ADMIN_ROLES` attaches it at deploy
 * time (README "Deploy"); a Deny wins over ReadOnlyAccess and the like.
 */
export function denyOriginSecretRead(
  stack: Stack,
  name: string,
  p: { functionArns: string[]; distributionId: string; secretNames: string[]; roles: string[] },
): ManagedPolicy {
  const secretArns = p.secretNames.map((n) => `arn:aws:secretsmanager:${stack.region}:${stack.account}:secret:${n}-*`);
  return new ManagedPolicy(stack, 'DenyOriginSecretRead', {
    managedPolicyName: `${name}-deny-origin-secret-read`,
    description: 'Attach to every non-admin role: the origin secret is readable in these configurations (stacks/edge/deny-config-read.ts)',
    statements: [
      new PolicyStatement({ effect: Effect.DENY, actions: ['lambda:GetFunction', 'lambda:GetFunctionConfiguration'], resources: p.functionArns }),
      new PolicyStatement({
        effect: Effect.DENY,
        actions: ['cloudfront:GetDistribution', 'cloudfront:GetDistributionConfig'],
        resources: [`arn:aws:cloudfront::${stack.account}:distribution/${p.distributionId}`],
      }),
      new PolicyStatement({
        effect: Effect.DENY,
        actions: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue', 'secretsmanager:UpdateSecret', 'secretsmanager:RotateSecret'],
        resources: secretArns,
      }),
    ],
    roles: p.roles.map((r, i) => Role.fromRoleName(stack, `NonAdmin${i}`, r)),
  });
}
