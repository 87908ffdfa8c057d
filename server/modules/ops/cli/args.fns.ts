// `npm run ops -- <command> …` arguments. Hand-rolled rather than util.parseArgs because an
// adjustment's amount may start with a minus ("-500") and must stay a positional argument.

export interface ParsedArgs {
  command: string;
  positionals: string[];
  options: Record<string, string>;
}

/** Options that take a value (`--reason "…"` or `--reason=…`). */
const VALUED = new Set(['status', 'reason', 'key', 'page', 'size']);

export class UsageError extends Error {}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '-h' || arg === '--help') {
      options.help = 'true';
      continue;
    }
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    if (!VALUED.has(name)) throw new UsageError(`unknown option --${name}`);
    const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
    if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
    options[name] = value;
  }
  const [command = 'help', ...rest] = positionals;
  return { command: options.help ? 'help' : command, positionals: rest, options };
}
