// `npm test`'s typecheck and lint in one process over one TypeScript program: `tsc --noEmit`
// builds and checks the program, then ESLint's type-aware rules ask the same program's checker,
// whose types are already resolved, instead of the project service building and checking it again.
// Same compiler options (tsconfig.json), same ESLint configuration (eslint.config.js), same verdicts
// as `npm run typecheck` and `npm run lint`, which stay the commands to run either alone.
import { ESLint } from 'eslint';
import { globSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { DEFAULT_PROJECT_FILES } from '../eslint.config.js';

export interface CheckReport {
  typeErrors: number;
  lintProblems: number;
  /** What tsc and ESLint's stylish formatter print, in that order. */
  output: string;
}

function compilerProgram(root: string): { program: ts.Program; options: ts.CompilerOptions } {
  const parsed = ts.getParsedCommandLineOfConfigFile(`${root}/tsconfig.json`, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`${root}/tsconfig.json could not be read`);
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences });
  return { program, options: parsed.options };
}

/**
 * tsc --noEmit over `root`'s tsconfig.json, then ESLint over `root` with its eslint.config.js, the
 * type information from that program instead of the project service. The files the configuration
 * lets the service open without a tsconfig (the stand-alone bench project) get a program of their
 * own with tsconfig.json's options, as the service gives them.
 */
export async function typecheckAndLint(root: string, defaultProjectFiles: readonly string[] = DEFAULT_PROJECT_FILES): Promise<CheckReport> {
  const { program, options } = compilerProgram(root);
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  const typeOutput = diagnostics.length ? ts.formatDiagnosticsWithColorAndContext(diagnostics, host) : '';

  const outside = defaultProjectFiles.flatMap((pattern) => globSync(pattern, { cwd: root }).map((file) => `${root}/${file}`));
  const programs = [program, ...(outside.length ? [ts.createProgram({ rootNames: outside, options })] : [])];
  const eslint = new ESLint({ cwd: root, overrideConfig: { languageOptions: { parserOptions: { projectService: false, programs } } } });
  const results = await eslint.lintFiles(['.']);
  const lintOutput = await (await eslint.loadFormatter('stylish')).format(results);
  return {
    typeErrors: diagnostics.length,
    lintProblems: results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0),
    output: [typeOutput, lintOutput].filter(Boolean).join('\n'),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { typeErrors, lintProblems, output } = await typecheckAndLint(process.cwd());
  if (output) console.log(output);
  console.log(`typecheck: ${typeErrors ? `${typeErrors} error(s)` : 'no error'}; lint: ${lintProblems ? `${lintProblems} problem(s)` : 'no problem'} (zero warnings allowed)`);
  process.exit(typeErrors === 0 && lintProblems === 0 ? 0 : 1);
}
