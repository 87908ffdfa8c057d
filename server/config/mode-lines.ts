// What `npm start` says first: which mode it runs in and what that means, so a demo is never taken
// for a live hall (nor the other way round).
import type { BootEnv } from './env.ts';

export function modeLines(env: BootEnv, secretsFile: string | undefined): string[] {
  if (env.MODE === 'production') {
    return [
      'Game Hall runs in PRODUCTION mode (MODE=production): PostgreSQL from DATABASE_URL, mail over SMTP_URL,',
      '  secrets from the environment, no sandbox money, no dev outbox, no demo banner or demo accounts.',
    ];
  }
  const sandbox = env.SANDBOX !== '0';
  return [
    'Game Hall runs in DEMO mode (MODE=demo, the default) — not for real money:',
    sandbox
      ? '  money is sandbox money: test payments at /sandbox/psp, test chains at /sandbox/chain (anyone may "pay");'
      : '  the sandbox is off (SANDBOX=0), and no real payment provider is configured either;',
    env.SMTP_URL
      ? '  mail goes out over SMTP_URL;'
      : '  mail is not sent: it is logged and readable at /dev/outbox from this machine only;',
    `  secrets not set in the environment are generated once and kept in ${secretsFile ?? 'the data directory'};`,
    '  every page shows a "Demo — no real money" banner. MODE=production runs a live hall (README.md, "Production").',
  ];
}
