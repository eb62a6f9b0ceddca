/**
 * The account pages' words in English and Brazilian Portuguese. The language follows the
 * browser (`pt*` → Portuguese); the person can switch it on any of these pages.
 */
export type Lang = 'en' | 'pt';

const KEY = 'beyou.lang';

export function currentLang(): Lang {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === 'en' || saved === 'pt') return saved;
  } catch {
    /* storage unavailable: follow the browser */
  }
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('pt') ? 'pt' : 'en';
}

export function saveLang(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    /* not kept: fine */
  }
}

const en = {
  switchTo: 'Português',
  backToApp: 'Back to Beyou',
  account: 'Your account',
  address: 'Email address',
  verified: 'Verified',
  unverified: 'Not verified yet: check your inbox for our link. Your account works meanwhile.',
  undeliverable: 'Mail to this address bounced or was marked as spam, so we stopped sending to it.',
  resend: 'Send the link again',
  resent: 'A new link is on its way.',
  changePassword: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password (at least 12 characters, 2 kinds: lowercase, uppercase, digits, symbols)',
  save: 'Save',
  passwordChanged: (n: number) => `Password changed. ${n === 1 ? '1 other session was' : `${n} other sessions were`} signed out.`,
  sessions: 'Where you are signed in',
  thisDevice: 'this device',
  unknownDevice: 'Unknown device',
  signedIn: 'signed in',
  lastUsed: 'last used',
  signOut: 'Sign out',
  signOutOthers: 'Sign out everywhere else',
  othersEnded: (n: number) => `${n} session${n === 1 ? '' : 's'} signed out.`,
  privacy: 'Privacy: who receives what',
  forgotTitle: 'Forgot your password?',
  forgotIntro: 'Type your address. If it has an account, we email a link to choose a new password (it works once, for 30 minutes).',
  sendLink: 'Email me a link',
  linkSent: 'If an account uses this address, the link is on its way. Check your inbox.',
  resetTitle: 'Choose a new password',
  resetDone: 'Your password is set and every device was signed out. Log in with the new password.',
  noToken: 'This page needs the link from the email (it carries token=…).',
  logIn: 'Log in',
  verifyTitle: 'Confirming your address',
  verifying: 'Confirming…',
  verifyDone: 'Your address is confirmed. Thank you!',
  failed: 'Something went wrong; try again.',
};

const pt: typeof en = {
  switchTo: 'English',
  backToApp: 'Voltar ao Beyou',
  account: 'Sua conta',
  address: 'Endereço de e-mail',
  verified: 'Confirmado',
  unverified: 'Ainda não confirmado: procure nosso link na sua caixa de entrada. Enquanto isso, sua conta funciona normalmente.',
  undeliverable: 'O e-mail para este endereço voltou ou foi marcado como spam, então paramos de enviar para ele.',
  resend: 'Enviar o link de novo',
  resent: 'Um novo link está a caminho.',
  changePassword: 'Trocar a senha',
  currentPassword: 'Senha atual',
  newPassword: 'Nova senha (pelo menos 12 caracteres, de 2 tipos: minúsculas, maiúsculas, dígitos, símbolos)',
  save: 'Salvar',
  passwordChanged: (n: number) => `Senha trocada. ${n === 1 ? '1 outra sessão foi encerrada' : `${n} outras sessões foram encerradas`}.`,
  sessions: 'Onde você está conectado',
  thisDevice: 'este aparelho',
  unknownDevice: 'Aparelho desconhecido',
  signedIn: 'entrou em',
  lastUsed: 'último uso',
  signOut: 'Encerrar',
  signOutOthers: 'Sair de todos os outros aparelhos',
  othersEnded: (n: number) => `${n} ${n === 1 ? 'sessão encerrada' : 'sessões encerradas'}.`,
  privacy: 'Privacidade: quem recebe o quê',
  forgotTitle: 'Esqueceu sua senha?',
  forgotIntro: 'Digite seu endereço. Se houver uma conta com ele, enviamos um link para escolher uma nova senha (funciona uma vez, por 30 minutos).',
  sendLink: 'Enviar o link',
  linkSent: 'Se houver uma conta com este endereço, o link está a caminho. Confira sua caixa de entrada.',
  resetTitle: 'Escolha uma nova senha',
  resetDone: 'Sua senha foi definida e todos os aparelhos foram desconectados. Entre com a nova senha.',
  noToken: 'Esta página precisa do link do e-mail (ele traz token=…).',
  logIn: 'Entrar',
  verifyTitle: 'Confirmando seu endereço',
  verifying: 'Confirmando…',
  verifyDone: 'Seu endereço está confirmado. Obrigado!',
  failed: 'Algo deu errado; tente de novo.',
};

export type Words = typeof en;
export const WORDS: Record<Lang, Words> = { en, pt };

/** A date and time in the page's language. */
export const when = (iso: string, lang: Lang) => new Date(iso).toLocaleString(lang === 'pt' ? 'pt-BR' : 'en', { dateStyle: 'medium', timeStyle: 'short' });
