/**
 * The textbook bench's stand-ins, in a process of their own so the worker's and the tutor's
 * memory is measured without them (fauxqs keeps every object in memory): SQS + S3 (fauxqs),
 * an embedding endpoint with a free tier's limits (1 request a second, 32 inputs a request,
 * 1,024 floats) and the chat provider simulator. Prints one JSON line with the addresses, then
 * serves until its parent ends it. Loopback only.
 */
import { startLocalQueues } from '../local/queues';
import { startEmbeddingEndpoint } from '../tests/support/embedding-endpoint';
import { json, startProviderSim } from '../tests/support/provider-sim';

const queues = await startLocalQueues();
const embed = await startEmbeddingEndpoint({ dims: 1024, maxInputs: 32, requestsPerSecond: 1 });
const sim = await startProviderSim();
sim.setFallback(json({ answer: 'Mitochondria make the energy a cell uses [1].' }));
process.stdout.write(`${JSON.stringify({ endpoint: queues.endpoint, credentials: queues.credentials, sourcesQueue: queues.urls.sources, bucket: queues.sourcesBucket, embedUrl: embed.baseUrl, chatUrl: sim.baseUrl('mistral') })}\n`);
// The parent reads the endpoint's count of refused requests on demand.
process.stdin.on('data', () => process.stdout.write(`${JSON.stringify({ requests: embed.requests.length, refused: embed.requests.filter((r) => r.status === 429).length, tooMany: embed.requests.filter((r) => r.status === 400).length })}\n`));
process.on('SIGTERM', () => void Promise.all([queues.stop(), embed.close(), sim.close()]).finally(() => process.exit(0)));
