/**
 * `npx tsx stacks/edge/waf-app.ts <stage> [outfile]`: writes the CloudFormation template of the
 * edge's WAF, WAF logs and certificate (stacks/edge/waf.ts) for `aws cloudformation deploy
 * --region us-east-1`. The certificate is issued for EDGE_DOMAIN when it is set.
 */
import { synthToFile } from './synth-file';
import { edgeWafStack } from './waf';

const [stage = 'prod', outfile = `.sst/${stage}-edge.json`] = process.argv.slice(2);
synthToFile((app) => edgeWafStack(app, stage, process.env.EDGE_DOMAIN?.trim() || undefined), outfile);
