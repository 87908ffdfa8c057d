// Starts the sandbox Google and LINE sign-in providers for local runs and the browser journeys:
//   npm run sandbox:providers
// Fixed ids and secret come from GOOGLE_CLIENT_ID, LINE_CHANNEL_ID, LINE_CHANNEL_SECRET (made up
// when absent); the port from SANDBOX_PROVIDERS_PORT (default 4390). Prints the environment our
// server needs, answers GET /health once ready, stops on SIGINT/SIGTERM.
import { startFakeProviders } from '../tests/support/fake-providers.ts';

const DEFAULT_PORT = 4390;

const port = Number(process.env.SANDBOX_PROVIDERS_PORT || DEFAULT_PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`SANDBOX_PROVIDERS_PORT must be a port number, got ${process.env.SANDBOX_PROVIDERS_PORT}`);
  process.exit(1);
}

const providers = await startFakeProviders({
  port,
  googleClientId: process.env.GOOGLE_CLIENT_ID,
  lineChannelId: process.env.LINE_CHANNEL_ID,
  lineChannelSecret: process.env.LINE_CHANNEL_SECRET,
});

console.log(`Sandbox sign-in providers (Google, LINE) on ${providers.origin}`);
console.log('Start the server with these (LINE_REDIRECT_URI is yours to set):');
for (const [name, value] of Object.entries(providers.env)) console.log(`export ${name}=${shellQuote(value)}`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping sandbox providers`);
  await providers.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

function shellQuote(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}
