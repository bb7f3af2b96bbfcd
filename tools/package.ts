// Installable packages of this repository's tools (the local network, the conformance suite): one ES module
// bundled by esbuild from an entry, so Node runs it as plain JavaScript (it refuses to strip types inside
// node_modules, and tsx is not needed), with the package.json whose `bin` is that module. A package test
// packs it with npm and installs the tarball offline into an empty folder, with only Node 24 on the PATH.
import { execFile } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { repoRoot } from '../contract/spec.ts';

export interface PackageSpec {
  /** the folder to write (emptied first; the caller adds `files` after) */
  out: string;
  /** the npm package name, also its command */
  name: string;
  description: string;
  /** the bundle's file name in the package (`devnet.mjs`) */
  module: string;
  /** TypeScript source of the bundle's entry, resolved from the repository root */
  entry: string;
  /** the README copied into the package */
  readme: string;
  /** further files or folders the package ships (written by the caller into `out`) */
  files?: string[];
  /**
   * Packages kept out of the bundle and shipped beside it as bundled dependencies (with everything they
   * depend on), so the tarball still installs offline.
   */
  unbundled?: string[];
}

const packageJsonOf = (name: string) =>
  JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
  };

/** The named packages and everything they depend on, as installed in this repository. */
function closure(names: string[]): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    if (!existsSync(join(repoRoot, 'node_modules', name)))
      throw new Error(`${name} is not installed: run make install`);
    for (const dep of Object.keys(packageJsonOf(name).dependencies ?? {})) visit(dep);
  };
  names.forEach(visit);
  return [...seen].sort();
}

/** Bundles the entry into `out/<module>` and writes the package around it; returns `out`. */
export async function bundlePackage(spec: PackageSpec): Promise<string> {
  const unbundled = spec.unbundled ?? [];
  rmSync(spec.out, { recursive: true, force: true });
  mkdirSync(spec.out, { recursive: true });
  await build({
    // through an entry of its own: a CLI's tsx shebang must not lead the bundle
    stdin: { contents: spec.entry, resolveDir: repoRoot, sourcefile: 'package-entry.ts', loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    outfile: join(spec.out, spec.module),
    logLevel: 'warning',
    // Bundled CommonJS dependencies call require() and read __dirname (the emulator's Emscripten loader).
    banner: {
      js: [
        '#!/usr/bin/env node',
        `import { createRequire as __createRequire } from 'node:module';`,
        'const require = __createRequire(import.meta.url);',
        'const __filename = import.meta.filename;',
        'const __dirname = import.meta.dirname;',
      ].join('\n'),
    },
    legalComments: 'none',
    external: unbundled.flatMap((name) => [name, `${name}/*`]),
  });
  for (const name of closure(unbundled))
    cpSync(join(repoRoot, 'node_modules', name), join(spec.out, 'node_modules', name), { recursive: true });
  const rootPkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    version: string;
    license: string;
  };
  const pkg = {
    name: spec.name,
    version: rootPkg.version,
    description: spec.description,
    license: rootPkg.license,
    type: 'module',
    bin: { [spec.name]: spec.module },
    files: [spec.module, ...(spec.files ?? []), 'README.md'],
    engines: { node: '>=24' },
    ...(unbundled.length
      ? {
          dependencies: Object.fromEntries(unbundled.map((name) => [name, packageJsonOf(name).version])),
          bundleDependencies: unbundled,
        }
      : {}),
  };
  writeFileSync(join(spec.out, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  copyFileSync(spec.readme, join(spec.out, 'README.md'));
  return spec.out;
}

const run = promisify(execFile);

/** A package installed as a user installs it, and the environment that runs it: Node 24 alone on the PATH. */
export interface InstalledPackage {
  /** scratch folder holding the build, the app and anything a test writes */
  work: string;
  /** the app folder the package is installed into (`npx` runs there) */
  app: string;
  env: NodeJS.ProcessEnv;
  remove(): void;
}

/**
 * Builds a package with `build(out)`, packs it with npm and installs the tarball offline into an empty app
 * folder; the returned env has only Node 24 and the system tools on the PATH (neither tsx nor the repository's
 * node_modules/.bin).
 */
export async function installPackage(
  prefix: string,
  build: (out: string) => Promise<string>,
): Promise<InstalledPackage> {
  const work = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const app = join(work, 'app');
  const bin = join(work, 'bin');
  const env = { ...process.env, PATH: `${bin}:/usr/local/bin:/usr/bin:/bin`, npm_config_update_notifier: 'false' };
  const remove = () => rmSync(work, { recursive: true, force: true });
  try {
    mkdirSync(bin);
    symlinkSync(join(repoRoot, 'node_modules', 'node', 'bin', 'node'), join(bin, 'node'));
    const out = await build(join(work, 'build'));
    const { stdout } = await run('npm', ['pack', '--silent'], { cwd: out, env });
    const tarball = join(out, stdout.trim().split('\n').pop()!);
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: `${prefix}-user`, private: true }));
    await run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], { cwd: app, env });
  } catch (e) {
    remove();
    throw e;
  }
  return { work, app, env, remove };
}
