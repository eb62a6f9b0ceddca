/**
 * The reference bundle for bench/bundles.ts's cold imports (issue 35): the least a Lambda of
 * this stack carries to answer one request from the table — Hono behind `hono/aws-lambda`,
 * and the DynamoDB client and document client built at module level, as every composition
 * root here does. An instance's import of a real function is read as a ratio to this one's,
 * measured in the same run. Not deployed.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { Hono } from 'hono';
import { handle } from 'hono/aws-lambda';

const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const app = new Hono();
app.get('/item/:id', async (c) => c.json((await doc.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: c.req.param('id'), sk: 'item' } }))).Item ?? null));

export const handler = handle(app);
