import type { Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import { basename, dirname, extname, join } from 'node:path';
import type { FunctionProps } from 'sst/constructs';
import { pathToFileURL } from 'node:url';

/**
 * esbuild plugins for the Lambda bundles: `nodejs.esbuild.plugins` in sst.config.ts, and the
 * same list in bench/bundles.ts and tests/infra (lambda-entry, bundles) so that what is
 * measured and tested is what SST deploys. Each one only drops code the functions cannot
 * reach; neither changes what the code that stays does.
 */

/**
 * zod 4's classic entry has `export * as locales from "../locales/index.js"` (in
 * `v4/classic/external.js` and `v4/core/index.js`). `import { z } from 'zod'` (or "zod/v4")
 * gets a re-exported namespace that esbuild keeps whole, with every locale module (~50 of
 * them, ~255 KB minified); `import * as z` would let it shake, but the AI SDK packages (and
 * code here) import `{ z }`, so one such import keeps them all. Nothing reads them: zod configures
 * English itself (`v4/classic/schemas.js` imports `locales/en.js` directly) and core/errors.ts
 * only sets a custom error map. The index is cut down to `en`, so `z.locales.en` still exists.
 * Using another locale (`z.config(z.locales.de())`) means removing this plugin.
 */
export const zodLocalesEnglishOnly: Plugin = {
  name: 'zod-locales-english-only',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
      contents: 'export { default as en } from "./en.js";\n',
      loader: 'js',
    }));
  },
};

/**
 * `@ai-sdk/provider-utils` imports one value from "zod/v3": the `ZodFirstPartyTypeKind` enum,
 * for converting zod 3 schemas to JSON schema (every schema here is zod 4). Because of the
 * module-level side effects in zod 3's `types.js` (`ZodString.create = ...`), that one import
 * keeps all of zod 3 (~55 KB minified). For that importer only, "zod/v3" becomes a module with
 * the enum itself, copied at build time from the very zod 3 module esbuild would have bundled,
 * so its keys and values are identical. If provider-utils ever imports anything else from
 * "zod/v3", the build fails on the missing export instead of shipping a wrong value.
 */
export const zodV3EnumOnlyForProviderUtils: Plugin = {
  name: 'zod-v3-enum-only-for-provider-utils',
  setup(build) {
    build.onResolve({ filter: /^zod\/v3$/ }, async (args) => {
      if (!/[\\/]node_modules[\\/]@ai-sdk[\\/]provider-utils[\\/]/.test(args.importer)) return undefined;
      // No importer: this callback passes, and esbuild resolves as it would have.
      const real = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir });
      if (real.errors.length > 0) return { errors: real.errors };
      return { path: real.path, namespace: 'zod-v3-enum' };
    });
    build.onLoad({ filter: /.*/, namespace: 'zod-v3-enum' }, async (args) => {
      const zod3 = (await import(pathToFileURL(args.path).href)) as { ZodFirstPartyTypeKind?: Record<string, string> };
      const kinds = zod3.ZodFirstPartyTypeKind;
      if (!kinds || Object.keys(kinds).length === 0) {
        return { errors: [{ text: `ZodFirstPartyTypeKind not found in ${args.path}` }] };
      }
      return { contents: `export const ZodFirstPartyTypeKind = ${JSON.stringify(kinds)};\n`, loader: 'js' };
    });
  },
};

/**
 * The AWS SDK's default credential chain (`@aws-sdk/credential-provider-node`: env, SSO, ini
 * files, process, web identity, ECS/IMDS, with the STS/SSO clients of `nested-clients`, ~95 KB
 * minified) is imported by every client's runtime config. On Lambda only its first step ever
 * answers: the runtime puts the execution role's credentials in AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN, which is exactly what `fromEnv` reads, and what
 * the chain would return first. So in the bundles `defaultProvider` IS `fromEnv` (no file, no
 * network lookup can differ). Locally (`npm start`, tests) nothing is bundled: the full chain stays.
 */
export const lambdaCredentialsFromEnv: Plugin = {
  name: 'lambda-credentials-from-env',
  setup(build) {
    const again = Symbol('resolving the real package');
    build.onResolve({ filter: /^@aws-sdk\/credential-provider-node$/ }, async (args) => {
      if (args.pluginData === again) return undefined; // our own lookup below: resolve as usual
      const real = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: again });
      if (real.errors.length > 0) return { errors: real.errors };
      return { path: real.path, namespace: 'lambda-env-credentials' };
    });
    build.onLoad({ filter: /.*/, namespace: 'lambda-env-credentials' }, (args) => ({
      contents: 'export { fromEnv as defaultProvider } from "@aws-sdk/credential-provider-env";\n',
      loader: 'js',
      // Resolve the one import from where the real package sits, as Node would.
      resolveDir: dirname(args.path),
    }));
  },
};

/**
 * `ai` imports the Vercel AI Gateway (`@ai-sdk/gateway` with `@vercel/oidc`, ~68 KB minified)
 * as its default provider for model NAMES ("openai/gpt-4o"), and two error classes it only
 * tests errors against. Beyou always passes a model object (the chain, core/ai/chain), never
 * a name, and never talks to the Gateway; so in the bundles the package is a stub whose
 * provider throws if ever reached, and whose error classes match no error (none can be thrown).
 */
export const noVercelGateway: Plugin = {
  name: 'no-vercel-ai-gateway',
  setup(build) {
    build.onResolve({ filter: /^@ai-sdk\/gateway$/ }, () => ({ path: 'gateway-stub', namespace: 'no-vercel-gateway' }));
    build.onLoad({ filter: /.*/, namespace: 'no-vercel-gateway' }, () => ({
      contents: [
        'const unavailable = () => { throw new Error("The Vercel AI Gateway is not bundled: pass a model object, not a model name"); };',
        'export const gateway = new Proxy(unavailable, { get: () => unavailable });',
        'export const createGateway = unavailable;',
        'export class GatewayError extends Error { static isInstance() { return false; } }',
        'export class GatewayAuthenticationError extends GatewayError {}',
        '',
      ].join('\n'),
      loader: 'js',
    }));
  },
};

/** Every Lambda bundle's esbuild plugins (see above). */
export const lambdaEsbuildPlugins: Plugin[] = [zodLocalesEnglishOnly, zodV3EnumOnlyForProviderUtils, lambdaCredentialsFromEnv, noVercelGateway];

/**
 * The esbuild SST v2 bundles with: its own dependency (0.18), resolved from its Node handler
 * as SST resolves it, not this project's esbuild (0.28), whose minifier gives other bytes.
 * For bench/bundles.ts and tests that must measure what is deployed.
 */
export function sstEsbuild(): typeof import('esbuild') {
  const fromProject = createRequire(join(process.cwd(), 'package.json'));
  return createRequire(fromProject.resolve('sst/runtime/handlers/node.js'))('esbuild') as typeof import('esbuild');
}

type SstEsbuildPlugins = NonNullable<NonNullable<NonNullable<FunctionProps['nodejs']>['esbuild']>['plugins']>;

/**
 * The `nodejs` props every function deploys with (sst.config.ts's defaults). A function that
 * sets `nodejs` itself replaces the whole object (SST merges function props one level deep),
 * so it spreads this one. SST bundles with its own esbuild (0.18), whose Plugin type differs
 * from ours only in options these plugins never read (they use onResolve, onLoad and resolve,
 * all in 0.18). `sourcemap: true` keeps the .map beside the bundle (SST otherwise uploads it
 * apart, for its console only); without the sources inside it is a third of the size (api:
 * 2.2 MB, not 6.7 MB), less for Node to read when it loads the map at a cold start.
 */
export const LAMBDA_NODEJS = {
  format: 'esm',
  minify: true,
  sourcemap: true,
  esbuild: { plugins: lambdaEsbuildPlugins as unknown as SstEsbuildPlugins, sourcesContent: false },
} satisfies FunctionProps['nodejs'];

/**
 * Functions deployed with esbuild's code splitting (`nodejs.splitting`, stacks/Agent.ts): each
 * `import()` of their code becomes a chunk file beside the handler, which Node reads and
 * evaluates only when that import runs. In one file, the same `import()` defers only the
 * evaluation: Node still parses the whole file at the cold start (issue 35, docs/scale.md).
 */
export const SPLIT_HANDLERS: ReadonlySet<string> = new Set(['functions/agent-stream.ts']);

/** A function's own `nodejs` props: the defaults, split when its handler file is in SPLIT_HANDLERS. */
export function nodejsFor(handlerFile: string): FunctionProps['nodejs'] {
  return SPLIT_HANDLERS.has(handlerFile) ? { ...LAMBDA_NODEJS, splitting: true } : LAMBDA_NODEJS;
}

/**
 * The options SST v2 builds a function with for sst.config.ts's default props
 * (`nodejs: LAMBDA_NODEJS`) in deploy mode, from sst/runtime/handlers/node.js: the .map is
 * written beside the bundle and zipped with it, for `NODE_OPTIONS=--enable-source-maps`. With
 * `splitting` (SPLIT_HANDLERS), SST writes the entry as `<dir of outfile>/<entry name>.mjs`
 * and its chunks beside it: pass an `outfile` of that name, in a folder of its own.
 */
export function sstBuildOptions(entry: string, outfile: string, opts: { splitting?: boolean } = {}) {
  if (opts.splitting && basename(outfile) !== `${basename(entry, extname(entry))}.mjs`) {
    throw new Error(`a split bundle's entry is written as ${basename(entry, extname(entry))}.mjs, not ${basename(outfile)}`);
  }
  const target = opts.splitting ? { splitting: true, outdir: dirname(outfile), outExtension: { '.js': '.mjs' } } : { outfile };
  return {
    entryPoints: [entry],
    ...target,
    platform: 'node' as const,
    bundle: true,
    keepNames: true,
    minify: true,
    format: 'esm' as const,
    target: 'esnext',
    mainFields: ['module', 'main'],
    metafile: true as const,
    logLevel: 'silent' as const,
    sourcemap: true,
    sourcesContent: false,
    banner: {
      js: [
        "import { createRequire as topLevelCreateRequire } from 'module';",
        'const require = topLevelCreateRequire(import.meta.url);',
        'import { fileURLToPath as topLevelFileUrlToPath, URL as topLevelURL } from "url"',
        'const __dirname = topLevelFileUrlToPath(new topLevelURL(".", import.meta.url))',
        '',
      ].join('\n'),
    },
    plugins: lambdaEsbuildPlugins,
  };
}
