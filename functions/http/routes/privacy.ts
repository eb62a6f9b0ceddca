import { Hono } from 'hono';
import { PRIVACY, privacyLanguage, type PrivacyPage } from '../../../core/privacy/content';
import type { AppEnv } from '../types';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page as a self-contained document: no script, no inline style (the CSP allows neither). */
function render(page: PrivacyPage, lang: 'en' | 'pt'): string {
  const other = lang === 'en' ? '<a href="/privacy?lang=pt" hreflang="pt-BR">Português</a>' : '<a href="/privacy?lang=en" hreflang="en">English</a>';
  const sections = page.sections.map((s) => {
    const table = s.providers
      ? `<table><thead><tr>${s.columns!.map((c) => `<th scope="col">${esc(c)}</th>`).join('')}</tr></thead><tbody>${s.providers
          .map((p) => `<tr><th scope="row">${esc(p.name)}</th><td>${esc(p.established)}</td><td>${esc(p.route)}</td><td>${esc(p.production)}</td></tr>`)
          .join('')}</tbody></table>`
      : '';
    return `<section><h2>${esc(s.heading)}</h2>${s.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}${table}</section>`;
  });
  return `<!doctype html><html lang="${lang === 'pt' ? 'pt-BR' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(page.title)}</title></head><body><main><p>${other}</p><h1>${esc(page.title)}</h1><p>${esc(page.intro)}</p>${sections.join('')}</main></body></html>`;
}

/** GET /privacy: public, in the visitor's language (`?lang=en|pt`, else Accept-Language). */
export const privacyRoutes = new Hono<AppEnv>().get('/', (c) => {
  const lang = privacyLanguage(c.req.query('lang'), c.req.header('accept-language'));
  c.header('Content-Language', lang === 'pt' ? 'pt-BR' : 'en');
  c.header('Vary', 'Accept-Language');
  return c.html(render(PRIVACY[lang], lang));
});
