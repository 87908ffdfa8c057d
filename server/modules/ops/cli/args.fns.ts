// `npm run ops -- <command> …` arguments. Hand-rolled rather than util.parseArgs because an
// adjustment's amount may start with a minus ("-500") and must stay a positional argument.

export interface ParsedArgs {
  command: string;
  positionals: string[];
  options: Record<string, string>;
}

/** Options that take a value (`--reason "…"` or `--reason=…`). */
const VALUED = new Set(['status', 'reason', 'key', 'page', 'size', 'out', 'user', 'file', 'days', 'outcome', 'name', 'password', 'code', 'hours', 'roles']);

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

/** `rebate-rates-set 1=50 2=20 3=10`: level=basis points; the server checks ranges and repeats. */
export function parseRateArgs(positionals: readonly string[]): { level: number; rateBasisPoints: number }[] {
  if (positionals.length === 0) throw new UsageError('usage: npm run ops -- rebate-rates-set <level>=<basis points> … (e.g. 1=50 2=20 3=10)');
  return positionals.map((arg) => {
    const match = /^(\d{1,3})=(\d{1,6})$/.exec(arg);
    if (!match) throw new UsageError(`"${arg}" is not <level>=<basis points> (e.g. 1=50 for 0.5 % of direct members' bets)`);
    return { level: Number(match[1]), rateBasisPoints: Number(match[2]) };
  });
}

/** `rebate-settle 2026-03-09`: one day, written YYYY-MM-DD. */
export function parsePeriodArg(positionals: readonly string[]): string {
  const [period] = positionals;
  if (positionals.length !== 1 || !/^\d{4}-\d{2}-\d{2}$/.test(period!)) throw new UsageError('usage: npm run ops -- rebate-settle <YYYY-MM-DD> (a finished day in the hall time zone)');
  return period!;
}

/**
 * The text of an operator's letter from the JSON file `--file` names:
 * `{"title": {"ja-JP": "…", …}, "body": {"ja-JP": "…", …}}`, all seven languages (the server says which
 * one is missing). Only the shape is checked here.
 */
export function parseLetterFile(text: string, file: string): { title: Record<string, string>; body: Record<string, string> } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const isTexts = (value: unknown): value is Record<string, string> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
  const letter = parsed as { title?: unknown; body?: unknown };
  if (typeof parsed !== 'object' || parsed === null || !isTexts(letter.title) || !isTexts(letter.body)) {
    throw new UsageError(`${file} must hold {"title": {"ja-JP": "…", …}, "body": {"ja-JP": "…", …}} in all seven languages`);
  }
  return { title: letter.title, body: letter.body };
}
