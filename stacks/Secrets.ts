import { Config, type StackContext } from 'sst/constructs';
import { SECRET_NAMES } from '../core/secrets';

/**
 * Provider keys and AUTH_SECRET as SST secrets: values live in SSM (SecureString), set per
 * stage with `npx sst secrets set NAME value --stage S`; the template only holds the binding.
 * core/secrets.ts resolves them at cold start. Binding one grants `ssm:GetParameters` on that
 * secret's two paths (stage, fallback) and nothing else.
 */
export function Secrets({ stack }: StackContext) {
  const secrets = Config.Secret.create(stack, ...SECRET_NAMES);
  return { secrets, allSecrets: Object.values(secrets) };
}
