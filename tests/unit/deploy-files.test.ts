// Dockerfile and compose.yaml cannot be run on the test machines (no container engine), so this test
// reads them and keeps them true to the repository: every variable they set is a documented setting
// (README.md, "Configuration", or server/config/env.ts), every `npm run X` / `node X` they run exists,
// the runtime stage runs as an unprivileged user, and compose.yaml holds no secret value.
// docs/DEPLOY.md explains both files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkEnv } from '../../server/config/env.ts';
import { HEALTH_PATHS } from '../../server/runtime/health.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The settings README's Configuration table names (first column), and those env.ts checks. */
function knownSettings(): Set<string> {
  const readme = read('README.md');
  const start = readme.indexOf('\n## Configuration');
  const end = readme.indexOf('\n## ', start + 1);
  const names = new Set<string>();
  for (const line of readme.slice(start, end).split('\n')) {
    const firstCell = /^\|([^|]+)\|/.exec(line)?.[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1]);
  }
  const envTs = read('server/config/env.ts');
  const schema = envTs.slice(envTs.indexOf('const envSchema = z.object({'), envTs.indexOf('\n});', envTs.indexOf('const envSchema')));
  for (const match of schema.matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)) names.add(match[1]);
  return names;
}

const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

/** Problems of one command (`npm run X`, `npm start`, `npm ci`, `node file`): what it names must exist. */
function commandProblems(words: string[], where: string): string[] {
  const problems: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const next = words[i + 1];
    if (word === 'npm' && next === 'run' && !scripts[words[i + 2] ?? '']) problems.push(`${where}: npm run ${words[i + 2]} is not a script of package.json`);
    if (word === 'npm' && (next === 'start' || next === 'test') && !scripts[next]) problems.push(`${where}: npm ${next} is not a script of package.json`);
    if (word === 'node' && next !== undefined && !next.startsWith('-') && !existsSync(path.join(root, next))) {
      problems.push(`${where}: node ${next}: no such file in the repository`);
    }
  }
  return problems;
}

/** Shell words of a command in exec form (a JSON array) or shell form, split on `&&`, `;` and spaces. */
function commandWords(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) return JSON.parse(trimmed) as string[];
  return trimmed.split(/\s+|&&|;|\|\|/).filter(Boolean);
}

interface Stage {
  name: string;
  base: string;
  instructions: { op: string; args: string }[];
}

/** The Dockerfile's stages with their instructions (continuation lines joined, comments dropped). */
function dockerStages(text: string): Stage[] {
  const logical = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, op = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === 'FROM') {
      const [base = '', , name = base] = args.split(/\s+/).filter((word) => !word.startsWith('--'));
      stages.push({ name, base, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ op: op.toUpperCase(), args });
    }
  }
  return stages;
}

/** NAME=value pairs of an ENV or ARG instruction (`ENV A=1 B=2`, `ENV A 1`, `ARG A`, `ARG A=`). */
function assignments(args: string): Map<string, string> {
  const pairs = new Map<string, string>();
  if (!args.includes('=')) {
    const [name = '', ...rest] = args.split(/\s+/);
    pairs.set(name, rest.join(' '));
    return pairs;
  }
  for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|'[^']*'|\S*)/g)) pairs.set(match[1], match[2].replace(/^["']|["']$/g, ''));
  return pairs;
}

const SECRET_NAME = /(PASSWORD|SECRET|TOKEN|_KEY|CREDENTIALS)$/;

/** Whether a value carries a secret itself: a password in a URL, or a long random-looking string. */
function literalSecret(name: string, value: string): boolean {
  if (/:\/\/[^/@\s]*:[^/@\s]+@/.test(value)) return true;
  if (SECRET_NAME.test(name) && value !== '') return true;
  return /^[A-Za-z0-9+/_=-]{24,}$/.test(value) && /\d/.test(value) && /[A-Za-z]/.test(value);
}

function dockerfileProblems(text: string, known: Set<string>): string[] {
  const problems: string[] = [];
  const stages = dockerStages(text);
  if (stages.length < 2) problems.push('Dockerfile: not multi-stage (dependencies and build apart from the runtime stage)');
  for (const stage of stages) {
    for (const { op, args } of stage.instructions) {
      if (op === 'ENV' || op === 'ARG') {
        for (const [name, value] of assignments(args)) {
          if (!known.has(name)) problems.push(`Dockerfile (${stage.name}): ${op} ${name} is not a documented setting`);
          if (literalSecret(name, value)) problems.push(`Dockerfile (${stage.name}): ${name} holds a secret value`);
        }
      }
      if (op === 'RUN' || op === 'CMD' || op === 'ENTRYPOINT') problems.push(...commandProblems(commandWords(args), `Dockerfile (${stage.name}) ${op}`));
      if (op === 'HEALTHCHECK') {
        const command = /CMD\s+(.*)$/.exec(args)?.[1] ?? '';
        problems.push(...commandProblems(commandWords(command), `Dockerfile (${stage.name}) HEALTHCHECK`));
        if (!HEALTH_PATHS.some((health) => command.includes(health))) problems.push(`Dockerfile: the HEALTHCHECK calls none of ${HEALTH_PATHS.join(', ')}`);
      }
      if (op === 'COPY' && !args.includes('--from=')) {
        const sources = args.split(/\s+/).filter((word) => !word.startsWith('--')).slice(0, -1);
        for (const source of sources) if (!existsSync(path.join(root, source))) problems.push(`Dockerfile: COPY ${source}: no such path`);
      }
    }
  }
  const runtime = stages.at(-1);
  if (runtime) {
    const user = runtime.instructions.filter((instruction) => instruction.op === 'USER').at(-1)?.args.split(':')[0];
    if (!user || user === 'root' || user === '0') problems.push('Dockerfile: the runtime stage runs as root (no USER, or USER root)');
    const env = new Map(runtime.instructions.filter((instruction) => instruction.op === 'ENV').flatMap((instruction) => [...assignments(instruction.args)]));
    if (env.get('SKIP_BUILD') !== '1') problems.push('Dockerfile: the runtime stage does not set SKIP_BUILD=1 (it would build at start)');
    if (env.get('MODE') !== 'production') problems.push('Dockerfile: the runtime stage does not set MODE=production');
    if (!runtime.instructions.some((instruction) => instruction.op === 'HEALTHCHECK')) problems.push('Dockerfile: the runtime stage has no HEALTHCHECK');
  }
  return problems;
}

interface Service {
  image?: string;
  build?: unknown;
  command?: string | string[];
  entrypoint?: string | string[];
  environment?: Record<string, unknown> | string[];
  env_file?: string | (string | { path: string })[];
  healthcheck?: { test?: string | string[] };
}

/** NAME → value of a service's `environment` (a map, or a list of NAME=value). */
function environmentOf(service: Service): Map<string, string> {
  const environment = service.environment ?? {};
  if (Array.isArray(environment)) return new Map(environment.map((entry) => [entry.split('=')[0], entry.slice(entry.indexOf('=') + 1)]));
  return new Map(Object.entries(environment).map(([name, value]) => [name, typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '']));
}

function composeProblems(text: string, known: Set<string>, gitignore: string): string[] {
  const problems: string[] = [];
  const compose = parse(text, { merge: true }) as { services?: Record<string, Service>; secrets?: Record<string, Record<string, unknown>> };
  const services = Object.entries(compose.services ?? {});
  const hallImage = services.find(([, service]) => service.build !== undefined)?.[1].image;
  const hall = services.filter(([, service]) => service.build !== undefined || (hallImage !== undefined && service.image === hallImage));
  if (hall.length === 0) problems.push('compose.yaml: no service runs the Game Hall image');
  for (const [name, service] of services) {
    for (const [variable, value] of environmentOf(service)) {
      if (literalSecret(variable, value)) problems.push(`compose.yaml: ${name}: ${variable} holds a secret value (use an env file or a secret)`);
    }
    const envFiles = [service.env_file ?? []].flat().map((file) => (typeof file === 'string' ? file : file.path));
    for (const file of envFiles) {
      const top = file.replace(/^\.\//, '').split('/')[0];
      if (!gitignore.split('\n').some((line) => line.trim().replace(/\/$/, '') === top)) problems.push(`compose.yaml: ${name}: env file ${file} is not kept out of git (.gitignore)`);
    }
  }
  for (const [name, service] of hall) {
    const environment = environmentOf(service);
    for (const variable of environment.keys()) if (!known.has(variable)) problems.push(`compose.yaml: ${name}: ${variable} is not a documented setting`);
    const checked = checkEnv({ ...Object.fromEntries(environment), MODE: 'demo' });
    if (!checked.ok) problems.push(...checked.problems.map((problem) => `compose.yaml: ${name}: ${problem}`));
    for (const key of ['command', 'entrypoint'] as const) {
      const command = service[key];
      if (command !== undefined) problems.push(...commandProblems(typeof command === 'string' ? commandWords(command) : command, `compose.yaml: ${name} ${key}`));
    }
  }
  for (const [name, secret] of Object.entries(compose.secrets ?? {})) {
    if (!('file' in secret || 'environment' in secret || 'external' in secret)) problems.push(`compose.yaml: secret ${name} is not read from a file, the environment or the platform`);
    if ('content' in secret) problems.push(`compose.yaml: secret ${name} holds its value in the file`);
  }
  return problems;
}

describe('Dockerfile and compose.yaml', () => {
  const known = knownSettings();
  const dockerfile = read('Dockerfile');
  const composeText = read('compose.yaml');
  const gitignore = read('.gitignore');

  it('reads the settings from README and env.ts', () => {
    for (const name of ['MODE', 'DATABASE_URL', 'ROLE', 'SKIP_BUILD', 'LINE_CHANNEL_SECRET', 'DATABASE_MIGRATION_URL']) expect(known).toContain(name);
    expect(known).not.toContain('POSTGRES_PASSWORD');
  });

  it('the Dockerfile sets documented settings only, runs what exists, and runs its last stage unprivileged', () => {
    expect(dockerfileProblems(dockerfile, known)).toEqual([]);
  });

  it('compose.yaml sets documented settings only, runs what exists, and holds no secret value', () => {
    expect(composeProblems(composeText, known, gitignore)).toEqual([]);
  });

  it('compose.yaml has N API processes, one worker, PostgreSQL, PgBouncer in transaction mode and Redis', () => {
    const compose = parse(composeText, { merge: true }) as { services: Record<string, Service & { deploy?: { replicas?: number } }> };
    const byRole = (role: string) => Object.values(compose.services).filter((service) => environmentOf(service).get('ROLE') === role);
    expect(byRole('api').reduce((sum, service) => sum + (service.deploy?.replicas ?? 1), 0)).toBeGreaterThanOrEqual(2);
    expect(byRole('worker').map((service) => service.deploy?.replicas ?? 1)).toEqual([1]);
    const images = Object.values(compose.services).map((service) => service.image ?? '');
    for (const image of ['postgres:', 'pgbouncer', 'redis:']) expect(images.some((name) => name.includes(image))).toBe(true);
    const pgbouncer = Object.values(compose.services).find((service) => service.image?.includes('pgbouncer'));
    expect(pgbouncer && environmentOf(pgbouncer).get('POOL_MODE')).toBe('transaction');
  });

  it('fails on an undocumented variable, a missing script or file, a root runtime and a literal secret', () => {
    const withVariable = composeText.replace('      ROLE: api\n', '      ROLE: api\n      HALL_UNDOCUMENTED: "1"\n');
    expect(composeProblems(withVariable, known, gitignore)).toEqual(['compose.yaml: api: HALL_UNDOCUMENTED is not a documented setting']);
    const withBadValue = composeText.replace("DB_POOL_MAX: '10'", "DB_POOL_MAX: 'ten'");
    expect(composeProblems(withBadValue, known, gitignore)).toEqual(['compose.yaml: api: DB_POOL_MAX: must be a whole number from 1 to 9999']);
    const withSecret = composeText.replace('POSTGRES_USER: hall', 'POSTGRES_USER: hall\n      POSTGRES_PASSWORD: hunter2');
    expect(composeProblems(withSecret, known, gitignore)).toEqual(['compose.yaml: postgres: POSTGRES_PASSWORD holds a secret value (use an env file or a secret)']);
    const withUrlPassword = composeText.replace('REDIS_URL: redis://redis:6379', 'REDIS_URL: redis://hall:hunter2@redis:6379');
    expect(composeProblems(withUrlPassword, known, gitignore).length).toBeGreaterThan(0);
    const withCommand = composeText.replace("command: ['node', 'scripts/db-migrate.ts']", "command: ['npm', 'run', 'db:migrate-all']");
    expect(composeProblems(withCommand, known, gitignore)).toEqual(['compose.yaml: migrate command: npm run db:migrate-all is not a script of package.json']);
    expect(composeProblems(composeText, known, gitignore.replace(/^secrets\/$/m, ''))).toContain('compose.yaml: api: env file ./secrets/hall.env is not kept out of git (.gitignore)');

    expect(dockerfileProblems(dockerfile.replace('ENV MODE=production', 'ENV HALL_UNDOCUMENTED=1 MODE=production'), known)).toEqual([
      'Dockerfile (runtime): ENV HALL_UNDOCUMENTED is not a documented setting',
    ]);
    expect(dockerfileProblems(dockerfile.replace('USER node', 'USER root'), known)).toEqual(['Dockerfile: the runtime stage runs as root (no USER, or USER root)']);
    expect(dockerfileProblems(dockerfile.replace('USER node\n', ''), known)).toEqual(['Dockerfile: the runtime stage runs as root (no USER, or USER root)']);
    expect(dockerfileProblems(dockerfile.replace('CMD ["node", "server/main.ts"]', 'CMD ["node", "server/start.ts"]'), known)).toEqual([
      'Dockerfile (runtime) CMD: node server/start.ts: no such file in the repository',
    ]);
    expect(dockerfileProblems(dockerfile.replace('npm run build', 'npm run build:site'), known)).toEqual([
      'Dockerfile (build) RUN: npm run build:site is not a script of package.json',
    ]);
    expect(dockerfileProblems(dockerfile.replace('SKIP_BUILD=1', 'SKIP_BUILD=0'), known)).toEqual([
      'Dockerfile: the runtime stage does not set SKIP_BUILD=1 (it would build at start)',
    ]);
  });
});
