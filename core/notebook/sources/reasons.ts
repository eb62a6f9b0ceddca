import { REASONS } from './limits';

/**
 * Why a source failed, or was kept without embeddings, in words a person reads: a stable code
 * and the text in English and Brazilian Portuguese (SPEC: every string a person reads exists
 * in both). The worker stores the English text (REASONS, limits.ts), as every row written
 * before codes existed holds it; the code and the Portuguese are found from it here, where the
 * API answers (rows.ts). Every REASONS text has its entry: tests/unit/notebook/reasons.test.ts.
 */
export const REASON_CODES = [
  'NOT_PUBLIC',
  'TOO_LARGE',
  'NO_TEXT_LAYER',
  'NOT_PDF',
  'NO_TEXT',
  'TIMEOUT',
  'REDIRECTS',
  'UNREACHABLE',
  'CUT_OFF',
  'NOT_ARRIVED',
  'STUCK',
  'NEVER_QUEUED',
  'KEPT_WITHOUT_VECTORS',
  'HTTP_STATUS',
  'CONTENT_TYPE',
  'SCHEME',
  'PDF_TOO_COMPLEX',
  'PAGE_TOO_COMPLEX',
  'OTHER',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

export interface SourceReason {
  code: ReasonCode;
  text: { en: string; pt: string };
}

/** The fixed texts, by code, in Portuguese (the English is REASONS'). */
const FIXED: [ReasonCode, string, string][] = [
  ['NOT_PUBLIC', REASONS.notPublic, 'o endereço não é público'],
  ['TOO_LARGE', REASONS.tooLarge, 'grande demais'],
  ['NO_TEXT_LAYER', REASONS.noTextLayer, 'o PDF não tem camada de texto (foi digitalizado?)'],
  ['NOT_PDF', REASONS.notPdf, 'o arquivo não é um PDF legível'],
  ['NO_TEXT', REASONS.noText, 'não há texto legível nele'],
  ['TIMEOUT', REASONS.timeout, REASONS.timeout.replace(/^the page took longer than (.+) to answer$/, 'a página levou mais de $1 para responder')],
  ['REDIRECTS', REASONS.redirects, REASONS.redirects.replace(/^the link redirected more than (\d+) times$/, 'o link redirecionou mais de $1 vezes')],
  ['UNREACHABLE', REASONS.unreachable, 'não foi possível acessar o endereço'],
  ['CUT_OFF', REASONS.cutOff, 'a página parou de responder antes de terminar'],
  ['NOT_ARRIVED', REASONS.notArrived, 'o arquivo nunca chegou; envie-o de novo'],
  ['STUCK', REASONS.stuck, 'a leitura demorou demais; adicione-a de novo'],
  ['NEVER_QUEUED', REASONS.neverQueued, 'não foi possível colocá-la na fila de leitura; adicione-a de novo'],
  ['KEPT_WITHOUT_VECTORS', REASONS.keptWithoutVectors, 'guardada sem embeddings (o serviço de embeddings não respondeu): é encontrada só pelas palavras'],
  ['SCHEME', REASONS.scheme, 'só links http e https podem ser lidos'],
];

/** English numbers ("4,000,000", "0.3") as Portuguese writes them ("4.000.000", "0,3"). */
const ptNumber = (en: string) => Number(en.replace(/,/g, '')).toLocaleString('pt-BR');

/** The parenthesised detail of the "too large or too complex" reasons (pdf.ts, html.ts). */
const WHY: [RegExp, (n: string) => string][] = [
  [/^more than ([\d,.]+) pages$/, (n) => `mais de ${ptNumber(n)} páginas`],
  [/^more than ([\d,.]+) characters of text$/, (n) => `mais de ${ptNumber(n)} caracteres de texto`],
  [/^reading it took more than ([\d,.]+) s$/, (n) => `a leitura levou mais de ${ptNumber(n)} s`],
  [/^reading it needed more than ([\d,.]+) MB of memory$/, (n) => `a leitura precisou de mais de ${ptNumber(n)} MB de memória`],
  [/^its contents unpack to more than ([\d,.]+) MB$/, (n) => `o conteúdo descompactado passa de ${ptNumber(n)} MB`],
];
const whyPt = (why: string) => {
  for (const [re, pt] of WHY) {
    const m = re.exec(why);
    if (m) return pt(m[1]!);
  }
  return undefined;
};

/** The texts with a part that varies, each recognised by the shape its English builder gives it. */
const SHAPED: [ReasonCode, RegExp, (m: RegExpExecArray) => string | undefined][] = [
  ['HTTP_STATUS', /^the page answered (\d+)$/, (m) => `a página respondeu ${m[1]}`],
  ['CONTENT_TYPE', /^the link is not a web page, plain text or PDF \(it is (.*)\)$/, (m) => `o link não é uma página web, texto simples nem PDF (é ${m[1] === 'unlabelled' ? 'sem tipo' : m[1]})`],
  ['PDF_TOO_COMPLEX', /^the PDF is too large or too complex to read \((.*)\)$/, (m) => whyPt(m[1]!) && `o PDF é grande ou complexo demais para ler (${whyPt(m[1]!)})`],
  ['PAGE_TOO_COMPLEX', /^the page is too large or too complex to read \((.*)\)$/, (m) => whyPt(m[1]!) && `a página é grande ou complexa demais para ler (${whyPt(m[1]!)})`],
];

/** The code and both texts of a stored reason; one no entry knows is OTHER, in general words. */
export function describeReason(en: string): SourceReason {
  for (const [code, text, pt] of FIXED) if (text === en) return { code, text: { en, pt } };
  for (const [code, re, pt] of SHAPED) {
    const m = re.exec(en);
    const text = m && pt(m);
    if (text) return { code, text: { en, pt: text } };
  }
  return { code: 'OTHER', text: { en, pt: 'não foi possível ler esta fonte' } };
}
