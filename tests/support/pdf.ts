/**
 * Real PDF files, written byte by byte (PDF 1.4: catalog, page tree, one content stream per
 * page, a correct xref table), so tests and the bench feed unpdf the same kind of file a
 * person uploads without a committed binary. `image` pages carry a picture and no text layer,
 * as a scanner makes them; `padBytes` grows a file to a size (an unreferenced stream object,
 * which readers skip) without changing its text.
 */
export type PdfPage = { text: string[] } | { image: true };

const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

function pageStream(page: PdfPage): string {
  if ('image' in page) return 'q 200 0 0 200 100 500 cm /Im1 Do Q';
  const lines = page.text.map((line, i) => `BT /F1 11 Tf 56 ${780 - i * 14} Td (${escape(line)}) Tj ET`);
  return lines.join('\n');
}

export function makePdf(pages: PdfPage[], opts: { padBytes?: number } = {}): Buffer {
  const objects: (string | Buffer)[] = [];
  const add = (body: string | Buffer) => objects.push(body) - 1 + 1; // object numbers start at 1
  const catalog = add('');
  const tree = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  // An 8x8 grey picture, uncompressed.
  const pixels = Buffer.alloc(64, 0x80);
  const image = add(Buffer.concat([Buffer.from(`<< /Type /XObject /Subtype /Image /Width 8 /Height 8 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n`, 'latin1'), pixels, Buffer.from('\nendstream', 'latin1')]));
  const kids: number[] = [];
  for (const page of pages) {
    const content = pageStream(page);
    const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    kids.push(add(`<< /Type /Page /Parent ${tree} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> /XObject << /Im1 ${image} 0 R >> >> /Contents ${stream} 0 R >>`));
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${tree} 0 R >>`;
  objects[tree - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  if (opts.padBytes) {
    const filler = Buffer.alloc(opts.padBytes, 0x20);
    add(Buffer.concat([Buffer.from(`<< /Length ${filler.length} >>\nstream\n`, 'latin1'), filler, Buffer.from('\nendstream', 'latin1')]));
  }
  return assemblePdf(objects, { root: catalog, header: '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n' });
}

/** Fill `size` bytes exactly: pad, then correct by the difference the padding's digits made. */
export function makePdfOfSize(pages: PdfPage[], size: number): Buffer {
  const base = makePdf(pages).length;
  let pad = size - base - 60;
  for (let i = 0; i < 4; i++) {
    const got = makePdf(pages, { padBytes: pad }).length;
    if (got === size) break;
    pad += size - got;
  }
  const out = makePdf(pages, { padBytes: pad });
  if (out.length !== size) throw new Error(`makePdfOfSize: got ${out.length}, wanted ${size}`);
  return out;
}

/**
 * A PDF file of these objects (numbered from 1) with a correct xref table and `root` as its
 * catalog: the one writer behind makePdf and the hostile files of pdf-bombs.ts.
 */
export function assemblePdf(objects: (string | Buffer)[], opts: { root: number; header?: string }): Buffer {
  const parts: Buffer[] = [Buffer.from(opts.header ?? '%PDF-1.4\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n', 'latin1')]);
    offsets.push(offset);
    offset += chunk.length;
    parts.push(chunk);
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${opts.root} 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}
