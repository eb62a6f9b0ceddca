import { defineMessages } from './i18n/messages';

/** The sign-up and log-in screen's words. */
export const t = defineMessages(
  'auth-screen',
  {
    tagline: 'Your habits, tasks and ideas, with an assistant that acts on them.',
    signUp: 'Sign up',
    logIn: 'Log in',
    name: 'Your name',
    email: 'Email',
    password: 'Password',
    create: 'Create account',
    forgot: 'Forgot your password?',
    privacy: 'Privacy',
    modes: 'Sign up or log in',
  },
  {
    tagline: 'Seus hábitos, tarefas e ideias, com um assistente que age sobre eles.',
    signUp: 'Criar conta',
    logIn: 'Entrar',
    name: 'Seu nome',
    email: 'E-mail',
    password: 'Senha',
    create: 'Criar conta',
    forgot: 'Esqueceu sua senha?',
    privacy: 'Privacidade',
    modes: 'Criar conta ou entrar',
  },
);
