import { App, CfnOutput, DefaultStackSynthesizer, Stack } from 'aws-cdk-lib';
import { OidcProviderNative, PolicyDocument, PolicyStatement, Role, WebIdentityPrincipal } from 'aws-cdk-lib/aws-iam';

/**
 * The role GitHub's deploy job assumes (`AWS_DEPLOY_ROLE_ARN`), and GitHub's OIDC provider, in
 * code: an account-level stack deployed once by an administrator (README "Deploy").
 *
 * Trust: exactly the `production` environment of one repository, so neither a branch, a pull
 * request, a fork nor another repository's workflow can mint it (the deploy job is the only one
 * with that environment and an id-token: tests/infra/workflows.test.ts), and only for STS.
 * Power: none of its own: it may only assume the CDK bootstrap roles of the two regions
 * (deploy, file and image publishing, lookup), whose own policies bound what a deploy can do;
 * what CloudFormation creates is done by the bootstrap's execution role.
 */
export const GITHUB_OIDC_HOST = 'token.actions.githubusercontent.com';
export const DEPLOY_REGIONS = ['eu-west-1', 'us-east-1'] as const;
/** CDK's default bootstrap qualifier (`cdk bootstrap` without --qualifier). */
export const CDK_QUALIFIER = 'hnb659fds';

export function githubSubject(repository: string): string {
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository)) throw new Error(`GITHUB_REPOSITORY: "${repository}" is not <owner>/<repo>`);
  return `repo:${repository}:environment:production`;
}

export function deployRoleStack(app: App, repository: string, account: string): Stack {
  const stack = new Stack(app, 'beyou-github-deploy', {
    env: { account },
    synthesizer: new DefaultStackSynthesizer({ generateBootstrapVersionRule: false }),
    description: 'Beyou: GitHub OIDC provider and the deploy role of the production environment (stacks/edge/deploy-role.ts)',
  });
  // The native resource (AWS::IAM::OIDCProvider), not CDK's custom-resource Lambda. IAM no
  // longer checks the thumbprint for GitHub's issuer; the field is still required.
  const provider = new OidcProviderNative(stack, 'GitHubOidc', {
    url: `https://${GITHUB_OIDC_HOST}`,
    clientIds: ['sts.amazonaws.com'],
    thumbprints: ['6938fd4d98bab03faadb97b34396831e3780aea1'],
  });
  const bootstrapRoles = DEPLOY_REGIONS.flatMap((region) =>
    ['deploy', 'file-publishing', 'image-publishing', 'lookup'].map((kind) => `arn:aws:iam::${account}:role/cdk-${CDK_QUALIFIER}-${kind}-role-${account}-${region}`),
  );
  const role = new Role(stack, 'DeployRole', {
    roleName: 'beyou-github-deploy',
    description: `Assumed by ${githubSubject(repository)} only; may only assume the CDK bootstrap roles`,
    assumedBy: new WebIdentityPrincipal(provider.oidcProviderArn, {
      StringEquals: {
        [`${GITHUB_OIDC_HOST}:aud`]: 'sts.amazonaws.com',
        [`${GITHUB_OIDC_HOST}:sub`]: githubSubject(repository),
      },
    }),
    inlinePolicies: {
      AssumeCdkBootstrapRoles: new PolicyDocument({
        statements: [new PolicyStatement({ actions: ['sts:AssumeRole', 'sts:TagSession'], resources: bootstrapRoles })],
      }),
    },
  });
  new CfnOutput(stack, 'DeployRoleArn', { value: role.roleArn });
  return stack;
}
