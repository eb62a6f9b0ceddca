import { describe, expect, it } from 'vitest';
import { testApi } from '../support/http';

const api = testApi();

describe('GET /privacy', () => {
  it('is a public HTML page naming each provider, its establishment, legal route and production use', async () => {
    const res = await api.app.request('/privacy');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const html = await res.text();
    for (const text of ['Mistral AI', 'France', 'Inside the EEA', 'Google Gemini', 'EU-US Data Privacy Framework', 'DeepSeek', 'No adequacy decision', 'journal', 'email address', 'another person', '30 minutes', 'Export', 'DELETE /me']) {
      expect(html).toContain(text);
    }
    expect(html).not.toMatch(/<script|style="/);
  });

  it('speaks Portuguese by Accept-Language or ?lang=pt', async () => {
    const byHeader = await api.app.request('/privacy', { headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
    expect(byHeader.headers.get('content-language')).toBe('pt-BR');
    const html = await byHeader.text();
    expect(html).toContain('Privacidade no Beyou');
    expect(html).toContain('Sem decisão de adequação');
    expect(html).toContain('diário de humor');
    expect(await (await api.app.request('/privacy?lang=pt')).text()).toContain('lang="pt-BR"');
    expect(await (await api.app.request('/privacy?lang=en', { headers: { 'accept-language': 'pt' } })).text()).toContain('Privacy at Beyou');
  });
});
