import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkPages } from '../../../../core/notebook/sources/chunk';
import { REASONS } from '../../../../core/notebook/sources/limits';
import { normaliseText } from '../../../../core/notebook/sources/normalise';
import { sstBuildOptions, sstEsbuild } from '../../../../stacks/bundling';
import { makePdf } from '../../../support/pdf';
import { unpackingBomb } from '../../../support/pdf-bombs';

/**
 * A reader thread runs the module that defines it (pdf-thread.mjs, html-thread.mjs,
 * passages-thread.mjs). Bundled for Lambda, that module is the bundle: no worker file beside
 * it, no node_modules, every reader's gate in one file. Built here as SST builds a function (its esbuild, minified, our
 * plugins) into a folder with nothing else, then run in a fresh Node from there: a path that
 * only exists in the repository would fail this.
 */
let dir: string;
let bundle: string;
let inputs: string[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'beyou-reader-bundle-'));
  const entry = join(dir, 'entry.ts');
  const source = (file: string) => JSON.stringify(resolve(process.cwd(), 'core/notebook/sources', file));
  writeFileSync(entry, `export { pdfPages } from ${source('pdf.ts')};\nexport { htmlMainText } from ${source('html.ts')};\nexport { passagesOf } from ${source('passages.ts')};\n`);
  bundle = join(dir, 'readers.mjs');
  const result = await sstEsbuild().build({ ...sstBuildOptions(entry, bundle), write: true } as Parameters<ReturnType<typeof sstEsbuild>['build']>[0] & { metafile: true });
  inputs = Object.keys(result.metafile.inputs);
  rmSync(entry);
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const run = promisify(execFile);

describe('the readers bundled as SST deploys them', () => {
  it('carry their threads, pdf.js, linkedom and Readability inside (nothing left to resolve at run time)', () => {
    for (const file of ['core/notebook/sources/pdf-thread.mjs', 'core/notebook/sources/html-thread.mjs', 'core/notebook/sources/passages-thread.mjs', 'node_modules/unpdf/dist/pdfjs.mjs', 'node_modules/@mozilla/readability/Readability.js']) {
      expect(inputs.some((p) => p.endsWith(file)), file).toBe(true);
    }
    expect(inputs.some((p) => p.includes('node_modules/linkedom/'))).toBe(true);
  });

  it('read a PDF and a page, cut a large text in its thread, and end a bomb with its reason, from a folder with no node_modules', async () => {
    writeFileSync(join(dir, 'normal.pdf'), makePdf([{ text: ['Read from the bundle.'] }, { text: ['Page two.'] }]));
    writeFileSync(join(dir, 'bomb.pdf'), unpackingBomb(512 * 1024 * 1024));
    const script = `
      import { readFileSync } from 'node:fs';
      const { pdfPages, htmlMainText, passagesOf } = await import(${JSON.stringify(pathToFileURL(bundle).href)});
      const normal = await pdfPages(readFileSync('normal.pdf'));
      const bomb = await pdfPages(readFileSync('bomb.pdf'), { pages: 2000, chars: 3000000, timeMs: 30000, heapMb: 256, bufferMb: 16 });
      const page = await htmlMainText('<html><head><title>Bundled</title></head><body><nav>Menu</nav><article><p>Read in the bundle, by Readability, in its own thread of it.</p></article></body></html>');
      // Past the size cut in the process (a TEXT source's cap): the passages thread, from the bundle.
      const cut = await passagesOf([{ text: 'Cut\\u00ADin the bundle. '.repeat(12000) }]);
      console.log(JSON.stringify({ normal, bomb, page, cut: cut.chunks ? { chunks: cut.chunks.length, first: cut.chunks[0].text.slice(0, 22) } : cut }));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: dir, timeout: 45_000, env: { PATH: process.env.PATH } });
    const { normal, bomb, page, cut } = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(normal).toEqual({ pages: [{ page: 1, text: 'Read from the bundle.' }, { page: 2, text: 'Page two.' }] });
    expect(bomb).toEqual({ reason: REASONS.pdfTooComplex('its contents unpack to more than 16 MB') });
    expect(page).toEqual({ title: 'Bundled', text: expect.stringContaining('Read in the bundle, by Readability, in its own thread of it.') });
    expect(page.text).not.toContain('Menu');
    // The soft hyphen normalised away, the passages the ones cut in this process.
    expect(cut).toEqual({ chunks: chunkPages([{ text: normaliseText('Cut\u00ADin the bundle. '.repeat(12000)) }]).length, first: 'Cutin the bundle. Cuti' });
  }, 60_000);
});
