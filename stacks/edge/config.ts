/**
 * What the prod edge must be given at deploy time (README "Deploy"), each checked here so a
 * forgotten or mistyped value stops the deploy with its name instead of shipping a
 * distribution without its WAF or on CloudFront's default certificate (minimum TLS 1.0).
 * Optional on other stages (personal and preview stacks get the *.cloudfront.net address).
 */

/** The WebACL (us-east-1, stacks/edge/waf.ts) from `EDGE_WAF_ACL_ARN`. */
export function edgeWafArn(stage: string, given: string | undefined): string | undefined {
  const arn = given?.trim();
  if (!arn) {
    if (stage === 'prod') throw new Error('EDGE_WAF_ACL_ARN must be set for the prod stage (deploy stacks/edge/waf.ts in us-east-1 first: README "Deploy")');
    return undefined;
  }
  if (!/^arn:aws:wafv2:us-east-1:\d{12}:global\/webacl\/[\w-]+\/[\w-]+$/.test(arn)) {
    throw new Error(`EDGE_WAF_ACL_ARN: "${arn}" is not a CloudFront (global, us-east-1) WAFv2 WebACL ARN`);
  }
  return arn;
}

export interface EdgeDomain {
  /** The name clients use (REST and the agent), e.g. api.beyou.example. */
  name: string;
  /** Its ACM certificate, which CloudFront requires in us-east-1 (the edge stack issues it). */
  certificateArn: string;
}

/** `EDGE_DOMAIN` and `EDGE_CERTIFICATE_ARN`: both or neither; both in prod. */
export function edgeDomain(stage: string, domain: string | undefined, certificateArn: string | undefined): EdgeDomain | undefined {
  const name = domain?.trim().toLowerCase();
  const cert = certificateArn?.trim();
  if (!name && !cert) {
    if (stage === 'prod') throw new Error('EDGE_DOMAIN and EDGE_CERTIFICATE_ARN must be set for the prod stage (the custom domain and its us-east-1 certificate: README "Deploy")');
    return undefined;
  }
  if (!name || !/^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(name)) throw new Error(`EDGE_DOMAIN: "${domain ?? ''}" is not a host name like api.example.com`);
  if (!cert || !/^arn:aws:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(cert)) {
    throw new Error(`EDGE_CERTIFICATE_ARN: "${cert ?? ''}" is not an ACM certificate ARN in us-east-1 (CloudFront reads certificates only there)`);
  }
  return { name, certificateArn: cert };
}

/** `NON_ADMIN_ROLES`: IAM role names (comma list) the deny-config-read policy is attached to. */
export function nonAdminRoles(given: string | undefined): string[] {
  const roles = (given ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const r of roles) if (!/^[\w+=,.@-]{1,64}$/.test(r)) throw new Error(`NON_ADMIN_ROLES: "${r}" is not an IAM role name`);
  return roles;
}
