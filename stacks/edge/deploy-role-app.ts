/**
 * `npx tsx stacks/edge/deploy-role-app.ts <owner/repo> <account> [outfile]`: writes the template
 * of the GitHub OIDC provider and deploy role (stacks/edge/deploy-role.ts), deployed once by an
 * administrator with `aws cloudformation deploy --capabilities CAPABILITY_NAMED_IAM`.
 */
import { deployRoleStack } from './deploy-role';
import { synthToFile } from './synth-file';

const [repository = '', account = '', outfile = '.sst/github-deploy.json'] = process.argv.slice(2);
if (!/^\d{12}$/.test(account)) throw new Error('usage: deploy-role-app.ts <owner/repo> <12-digit account id> [outfile]');
synthToFile((app) => deployRoleStack(app, repository, account), outfile);
