// The one-program typecheck and lint (`npm test`'s step) reports what tsc and ESLint each report on
// their own: a type error, a type-aware rule's finding (which needs the shared program's types), the
// same rule in a file outside tsconfig.json that the project service would open, and nothing on
// clean code. The fixture sits inside the repository so its ESLint configuration finds the plugins.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { typecheckAndLint } from './typecheck-and-lint.ts';

const repository = fileURLToPath(new URL('..', import.meta.url));
mkdirSync(path.join(repository, 'test-results'), { recursive: true });
const fixture = mkdtempSync(path.join(repository, 'test-results', 'typecheck-and-lint-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
  writeFileSync(path.join(fixture, file), text);
}

write('tsconfig.json', JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'nodenext', types: [] }, include: ['*.ts'] }));
write(
  'eslint.config.js',
  `import tseslint from 'typescript-eslint';
export default tseslint.config({
  files: ['**/*.ts'],
  extends: [tseslint.configs.recommendedTypeChecked],
  languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['outside/*.ts'] }, tsconfigRootDir: import.meta.dirname } },
});
`,
);

describe('typecheck and lint over one program', () => {
  it('reports a type error, a type-aware finding inside and outside tsconfig.json, and nothing once fixed', async () => {
    write('money.ts', `export const coins: number = 'ten';\nexport function pay(): void { Promise.resolve(1); }\n`);
    write('outside/later.ts', `export function later(): void { Promise.resolve(2); }\n`);
    const broken = await typecheckAndLint(fixture, ['outside/*.ts']);
    expect(broken.typeErrors).toBe(1);
    expect(broken.output).toContain("Type 'string' is not assignable to type 'number'");
    expect(broken.lintProblems, broken.output).toBe(2);
    expect(broken.output).toMatch(/money\.ts[\s\S]*no-floating-promises/);
    expect(broken.output).toMatch(/outside[\\/]later\.ts[\s\S]*no-floating-promises/);

    write('money.ts', `export const coins: number = 10;\nexport function pay(): void { void Promise.resolve(1); }\n`);
    write('outside/later.ts', `export function later(): void { void Promise.resolve(2); }\n`);
    expect(await typecheckAndLint(fixture, ['outside/*.ts'])).toEqual({ typeErrors: 0, lintProblems: 0, output: '' });
  }, 120_000);
});
