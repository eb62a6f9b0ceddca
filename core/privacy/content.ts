/**
 * The privacy page, in English and Brazilian Portuguese: served as HTML at GET /privacy and
 * shown by the web client from this same text, so the two can never say different things.
 * The provider table restates SPEC P1 and README "Providers and data protection"; a change to
 * core/ai/chain/production.json is a change to this page first.
 */
export type PrivacyLanguage = 'en' | 'pt';

export interface ProviderRow {
  name: string;
  established: string;
  route: string;
  production: string;
}

export interface PrivacySection {
  heading: string;
  paragraphs: string[];
  providers?: ProviderRow[];
  columns?: [string, string, string, string];
}

export interface PrivacyPage {
  title: string;
  intro: string;
  sections: PrivacySection[];
}

const en: PrivacyPage = {
  title: 'Privacy at Beyou',
  intro:
    'Beyou keeps your habits, tasks, goals, mood, notes and study material in its own database. This page says which other companies may receive some of it, why, under which legal route, what is never sent, how long things are kept, and how to take your data with you or delete it. Beyou is operated from Portugal, inside the European Economic Area (EEA).',
  sections: [
    {
      heading: 'Who may receive what',
      paragraphs: [
        'Only when you use an AI feature (the assistant chat, the onboarding wizard, the daily briefing’s text, the study notebook’s tutor) does Beyou send a request to an AI provider. That request holds your message, the conversation so far, the assistant’s memory notes, your display name and what the assistant looked up for you (for example the names of your habits or the notes of a notebook page). If you never use these features, nothing of yours reaches an AI provider.',
        'Production uses only providers inside the EEA or certified under the EU-US Data Privacy Framework (DPF). Providers without an adequacy decision are blocked in production and can only be used in development, with invented data.',
        'How each provider may use what it receives depends on the terms of the service we use. Mistral’s free tier may use requests to train its models unless the account opts out: Beyou’s production account is opted out. Google allows only its paid Gemini service for apps offered to people in the EEA, Switzerland or the UK, and does not use paid-service requests to improve its products: Beyou’s production Gemini is a paid project. The terms as we last read them are in the project’s core/ai/chain/quota/free-tiers.json.',
      ],
      columns: ['Provider', 'Established', 'Legal route', 'In production'],
      providers: [
        { name: 'Mistral AI', established: 'France', route: 'Inside the EEA', production: 'Yes (first choice, training opted out; also the notebook’s search embeddings)' },
        { name: 'Google Gemini', established: 'United States', route: 'EU-US Data Privacy Framework', production: 'Yes (second choice, a paid project)' },
        { name: 'NVIDIA', established: 'United States', route: 'EU-US Data Privacy Framework', production: 'No' },
        { name: 'Z.ai (GLM)', established: 'China', route: 'No adequacy decision', production: 'No: blocked' },
        { name: 'DeepSeek', established: 'China', route: 'No adequacy decision', production: 'No: blocked' },
      ],
    },
    {
      heading: 'What is never sent to an AI provider',
      paragraphs: [
        'Your mood journal text: the assistant sees only the date, the level and whether you wrote something. Your email address and your password. Anything that belongs to another person: the assistant can only reach your own data.',
      ],
    },
    {
      heading: 'Email',
      paragraphs: [
        'Beyou emails you only to verify your address and to reset your password. These messages are sent through Amazon Simple Email Service, which receives your address and the message. If your mail server reports that the address does not exist, or you mark our mail as spam, we stop writing to it.',
      ],
    },
    {
      heading: 'How long things are kept',
      paragraphs: [
        'Your data stays until you delete it or delete your account. A sign-in lasts at most 90 days (15 days without use). A password reset link works once, for 30 minutes; a verification link for 7 days. An export link works for 5 minutes and its file is removed soon after. Counters used for rate limits expire within hours. Server logs keep request ids, routes and status codes, never your content, for 30 days.',
      ],
    },
    {
      heading: 'Your data, to take or to delete',
      paragraphs: [
        'Export: everything you own, chats and the assistant’s memory notes included, as one JSON document (GET /me/export, or from the app).',
        'Deletion: deleting your account (DELETE /me) signs out every device at once and removes everything it holds; the assistant’s memory and chats can also be deleted on their own at any time.',
      ],
    },
  ],
};

const pt: PrivacyPage = {
  title: 'Privacidade no Beyou',
  intro:
    'O Beyou guarda seus hábitos, tarefas, metas, humor, notas e material de estudo no próprio banco de dados. Esta página diz quais outras empresas podem receber parte disso, por quê, com qual base legal, o que nunca é enviado, por quanto tempo as coisas são guardadas e como levar seus dados ou apagá-los. O Beyou é operado a partir de Portugal, dentro do Espaço Econômico Europeu (EEE).',
  sections: [
    {
      heading: 'Quem pode receber o quê',
      paragraphs: [
        'Só quando você usa um recurso de IA (o chat do assistente, o assistente de boas-vindas, o texto do resumo diário, o tutor do caderno de estudos) o Beyou envia um pedido a um provedor de IA. Esse pedido contém sua mensagem, a conversa até ali, as notas de memória do assistente, seu nome de exibição e o que o assistente consultou para você (por exemplo, os nomes dos seus hábitos ou as notas de uma página do caderno). Se você nunca usar esses recursos, nada seu chega a um provedor de IA.',
        'Em produção usamos apenas provedores dentro do EEE ou certificados no EU-US Data Privacy Framework (DPF). Provedores sem decisão de adequação ficam bloqueados em produção e só podem ser usados em desenvolvimento, com dados inventados.',
        'O que cada provedor pode fazer com o que recebe depende dos termos do serviço que usamos. O plano gratuito da Mistral pode usar os pedidos para treinar seus modelos, a menos que a conta recuse: a conta de produção do Beyou recusa. O Google só permite o Gemini pago em apps oferecidos a pessoas no EEE, na Suíça ou no Reino Unido, e não usa pedidos do serviço pago para melhorar seus produtos: o Gemini de produção do Beyou é um projeto pago. Os termos como os lemos por último estão no arquivo core/ai/chain/quota/free-tiers.json do projeto.',
      ],
      columns: ['Provedor', 'Sede', 'Base legal', 'Em produção'],
      providers: [
        { name: 'Mistral AI', established: 'França', route: 'Dentro do EEE', production: 'Sim (primeira opção, sem uso para treino; também os embeddings de busca do caderno)' },
        { name: 'Google Gemini', established: 'Estados Unidos', route: 'EU-US Data Privacy Framework', production: 'Sim (segunda opção, projeto pago)' },
        { name: 'NVIDIA', established: 'Estados Unidos', route: 'EU-US Data Privacy Framework', production: 'Não' },
        { name: 'Z.ai (GLM)', established: 'China', route: 'Sem decisão de adequação', production: 'Não: bloqueado' },
        { name: 'DeepSeek', established: 'China', route: 'Sem decisão de adequação', production: 'Não: bloqueado' },
      ],
    },
    {
      heading: 'O que nunca é enviado a um provedor de IA',
      paragraphs: [
        'O texto do seu diário de humor: o assistente vê apenas a data, o nível e se você escreveu algo. Seu endereço de e-mail e sua senha. Nada que pertença a outra pessoa: o assistente só alcança os seus próprios dados.',
      ],
    },
    {
      heading: 'E-mail',
      paragraphs: [
        'O Beyou só envia e-mails para confirmar seu endereço e para redefinir sua senha. Eles passam pelo Amazon Simple Email Service, que recebe seu endereço e a mensagem. Se o seu servidor de e-mail disser que o endereço não existe, ou se você marcar nossa mensagem como spam, paramos de escrever para ele.',
      ],
    },
    {
      heading: 'Por quanto tempo guardamos',
      paragraphs: [
        'Seus dados ficam até você apagá-los ou apagar sua conta. Uma sessão dura no máximo 90 dias (15 dias sem uso). Um link de redefinição de senha funciona uma vez, por 30 minutos; um link de confirmação, por 7 dias. Um link de exportação funciona por 5 minutos e o arquivo é removido logo depois. Contadores de limite de uso expiram em poucas horas. Os registros do servidor guardam ids de pedidos, rotas e códigos de status, nunca o seu conteúdo, por 30 dias.',
      ],
    },
    {
      heading: 'Seus dados, para levar ou apagar',
      paragraphs: [
        'Exportação: tudo o que é seu, incluindo chats e as notas de memória do assistente, em um único documento JSON (GET /me/export, ou pelo app).',
        'Exclusão: apagar sua conta (DELETE /me) encerra a sessão em todos os aparelhos na hora e remove tudo o que ela guarda; a memória e os chats do assistente também podem ser apagados separadamente a qualquer momento.',
      ],
    },
  ],
};

export const PRIVACY: Record<PrivacyLanguage, PrivacyPage> = { en, pt };

/** `?lang=` first, then the browser's Accept-Language: Portuguese for any `pt`, else English. */
export function privacyLanguage(lang: string | undefined, acceptLanguage: string | undefined): PrivacyLanguage {
  if (lang === 'pt' || lang === 'en') return lang;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('pt') ? 'pt' : 'en';
}
