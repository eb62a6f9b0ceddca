import { z } from 'zod';
import { REASON_CODES } from './reasons';

export const Source = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  status: z.string(),
  reason: z.string().optional().describe('Why the source failed, or was kept without embeddings (English)'),
  reasonCode: z.enum(REASON_CODES).optional().describe('The reason as a stable code'),
  reasonText: z.object({ en: z.string(), pt: z.string() }).optional().describe('The reason in English and Brazilian Portuguese'),
  chunkCount: z.number(),
  pagesRead: z.number().optional(),
  chunksEmbedded: z.number().optional(),
  url: z.string().optional(),
  createdAt: z.string(),
}).meta({ id: 'Source' });

export const SourceList = z.object({
  items: z.array(Source),
}).meta({ id: 'SourceList' });

export const SourceQueued = z.object({
  id: z.string(),
  status: z.enum(['FAILED', 'PENDING']),
}).meta({ id: 'SourceQueued' });

export const SourceUploadConfirmed = z.object({
  id: z.string(),
  status: z.enum(['DELETING', 'FAILED', 'PENDING', 'READY', 'READING']),
}).meta({ id: 'SourceUploadConfirmed' });

export const SourceUpload = SourceUploadConfirmed.extend({
  uploadUrl: z.string().describe('Presigned URL: PUT the file there with exactly these headers'),
  headers: z.object({
    'Content-Type': z.string(),
    'Content-Length': z.string(),
  }),
  expiresAt: z.string().describe('When the upload URL stops working'),
}).meta({ id: 'SourceUpload' });

export const SourceDiscovery = z.object({
  items: z.array(z.object({
    title: z.string(),
    url: z.string(),
    snippet: z.string(),
  })),
}).meta({ id: 'SourceDiscovery' });

export const SourceSearch = z.object({
  mode: z.enum(['vector', 'keyword', 'opening']).describe('How the passages were found'),
  items: z.array(z.object({
    sourceId: z.string(),
    chunkId: z.string(),
    text: z.string(),
    page: z.number().optional().describe('The page of the source the passage is on, when the source has pages'),
    title: z.string(),
  })),
}).meta({ id: 'SourceSearch' });
