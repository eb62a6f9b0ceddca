/**
 * `npx tsx stacks/edge/alarms-app.ts <stage> <distributionId> [outfile]`: writes the template of
 * the edge's alarms and their topic (stacks/edge/alarms.ts) for `aws cloudformation deploy
 * --region us-east-1`, with the on-call configuration of the environment (ALARM_EMAIL,
 * ONCALL_HTTPS_URL, ONCALL_SLACK: stacks/monitoring/oncall.ts).
 */
import { onCallFromEnv } from '../monitoring/oncall';
import { edgeAlarmsStack } from './alarms';
import { synthToFile } from './synth-file';

const [stage = 'prod', distributionId = '', outfile = `.sst/${stage}-edge-alarms.json`] = process.argv.slice(2);
synthToFile((app) => edgeAlarmsStack(app, { stage, distributionId, onCall: onCallFromEnv(stage, process.env) }), outfile);
