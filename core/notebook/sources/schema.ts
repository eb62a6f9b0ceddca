import { z } from 'zod';
import { PageRef, TITLE_MAX } from '../fields';
import { MAX_PDF_BYTES, MAX_TEXT_CHARS } from './limits';

/**
 * The notebook's source commands. No agent tool uses these (A5: sources are not writable
 * from chat); the descriptions still document the REST fields.
 */
const SourceTitle = z.string().trim().min(1, 'Required').max(TITLE_MAX).describe(`What the person calls the source, 1–${TITLE_MAX} characters`);

const Link = z
  .string()
  .trim()
  .max(2000)
  .pipe(z.url({ protocol: /^https?$/, message: 'Must be an http or https address' }))
  // zod runs this even when the URL check failed: guard the parse.
  .refine((u) => !URL.canParse(u) || (!new URL(u).username && !new URL(u).password), 'An address with a user name or password is not accepted')
  .describe('A public http or https address of a web page, a plain-text file or a PDF');

export const AddSourceInput = z.discriminatedUnion('kind', [
  z.object({
    page: PageRef,
    kind: z.literal('TEXT').describe('TEXT: text the person pastes'),
    title: SourceTitle,
    text: z.string().refine((t) => t.trim().length > 0, 'Required').pipe(z.string().max(MAX_TEXT_CHARS, `At most ${MAX_TEXT_CHARS.toLocaleString('en')} characters`)).describe(`The text, at most ${MAX_TEXT_CHARS.toLocaleString('en')} characters`),
  }),
  z.object({ page: PageRef, kind: z.literal('LINK').describe('LINK: a web address the worker reads'), url: Link }),
], { error: () => 'Must be TEXT or LINK (a PDF is uploaded through /sources/uploads)' });

export const StartUploadInput = z.object({
  page: PageRef,
  title: SourceTitle,
  bytes: z
    .number()
    .int('Must be a whole number of bytes')
    .min(1, 'The file is empty')
    .max(MAX_PDF_BYTES, `too large: a PDF may be at most ${MAX_PDF_BYTES / 1024 / 1024} MB`)
    .describe('The PDF file size in bytes; the upload URL accepts exactly this many'),
});

export const SourceIdInput = z.object({ id: z.string().trim().min(1, 'Required').max(120).describe('The source id (nbs_…)') });

export const ListSourcesInput = z.object({ page: PageRef });

export const SearchSourcesInput = z.object({
  page: PageRef,
  q: z.string().trim().min(1, 'Required').max(500).describe('What to look for in the page’s and its ancestors’ sources'),
  k: z.coerce.number().int().min(1).max(20).default(6).describe('How many passages to return, 1–20 (default 6)'),
});

export const DiscoverSourcesInput = z.object({
  page: PageRef,
  query: z.string().trim().min(1).max(200).optional().describe('What to search the web for; omitted: the page’s title and its topic'),
});
