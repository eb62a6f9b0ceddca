import { z } from 'zod';

export const SourceList = z.object({
  items: z.array(z.object({
    id: z.string(),
    kind: z.string(),
    title: z.string(),
    status: z.string(),
    reason: z.string().optional(),
    chunkCount: z.number(),
    pagesRead: z.number().optional(),
    chunksEmbedded: z.number().optional(),
    url: z.string().optional(),
    createdAt: z.string(),
  })),
}).meta({ id: 'SourceList' });

export const SourceQueued = z.object({
  id: z.string(),
  status: z.enum(["FAILED", "PENDING"]),
}).meta({ id: 'SourceQueued' });

export const SourceUpload = z.object({
  id: z.string(),
  status: z.enum(["DELETING", "FAILED", "PENDING", "READY", "READING"]),
  uploadUrl: z.string(),
  headers: z.object({
    "Content-Type": z.string(),
    "Content-Length": z.string(),
  }),
  expiresAt: z.string(),
}).meta({ id: 'SourceUpload' });

export const SourceDiscovery = z.object({
  items: z.array(z.object({
    title: z.string(),
    url: z.string(),
    snippet: z.string(),
  })),
}).meta({ id: 'SourceDiscovery' });

export const SourceSearch = z.object({
  mode: z.enum(["vector", "keyword", "opening"]),
  items: z.array(z.object({
    sourceId: z.string(),
    chunkId: z.string(),
    text: z.string(),
    page: z.number().optional(),
    title: z.string(),
  })),
}).meta({ id: 'SourceSearch' });

export const SourceUploadConfirmed = z.object({
  id: z.string(),
  status: z.enum(["DELETING", "FAILED", "PENDING", "READY", "READING"]),
}).meta({ id: 'SourceUploadConfirmed' });

