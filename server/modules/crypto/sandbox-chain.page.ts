// GET /sandbox/chain: the sandbox chains' dev page. A tester pastes a deposit address, sends an
// amount and mines blocks until the deposit is confirmed. Localized from locales/<lang>/chain.json
// (?lang=<locale>, else Accept-Language); every field has a visible label; results are announced.
import type { FastifyInstance } from 'fastify';
import { isLocale, LOCALE_META, pickLocale, type Locale } from '../../../shared/locales.ts';
import { CSP_NONCE_ROUTE } from '../../http/security-headers.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { sandboxChainFor } from './chains.ts';
import { assetOfNetwork, configuredNetworks } from './coin-networks.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface ChainSection {
  network: string;
  name: string;
  coin: string;
  height: number;
  confirmations: number;
}

/** `nonce`: the answer's CSP nonces (reply.cspNonce), which let its inline style and script run. */
export function renderSandboxChainPage(
  deps: Pick<WalletDeps, 't'>,
  locale: Locale,
  chains: ChainSection[],
  nonce: { script: string; style: string },
): string {
  const t = (key: string, params?: Record<string, string | number>) => escapeHtml(deps.t(locale, 'chain', key, params));
  const raw = (key: string) => deps.t(locale, 'chain', key, { txid: '{{txid}}', height: '{{height}}', message: '{{message}}' });
  const sections = chains
    .map((c) => {
      const id = `chain-${c.network}`;
      return `<section aria-labelledby="${id}-title" data-network="${c.network}">
<h2 id="${id}-title">${escapeHtml(c.name)} · ${escapeHtml(c.coin)}</h2>
<p>${t('height')} <output id="${id}-head" data-head>${c.height}</output> · ${t('confirmationsRequired', { count: c.confirmations })}</p>
<form data-action="send">
<p><label for="${id}-to">${t('to')}</label><br><input id="${id}-to" name="to" required autocomplete="off" spellcheck="false" size="48"></p>
<p><label for="${id}-amount">${t('amount', { coin: c.coin })}</label><br><input id="${id}-amount" name="amount" required inputmode="decimal" pattern="[0-9]+([.][0-9]+)?"></p>
<p><button type="submit">${t('send')}</button></p>
</form>
<form data-action="mine">
<p><label for="${id}-blocks">${t('blocks')}</label><br><input id="${id}-blocks" name="blocks" type="number" min="1" max="1000" value="1" required></p>
<p><button type="submit">${t('mine')}</button></p>
</form>
<p id="${id}-status" role="status" aria-live="polite" data-status></p>
</section>`;
    })
    .join('\n');
  const messages = { sent: raw('sent'), mined: raw('mined'), failed: raw('failed') };
  return `<!doctype html>
<html lang="${LOCALE_META[locale].htmlLang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${t('title')}</title>
<style nonce="${nonce.style}">body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;line-height:1.5}section{border:1px solid #888;border-radius:.5rem;padding:0 1rem 1rem;margin:1rem 0}input{font:inherit;padding:.25rem}button{font:inherit;padding:.25rem 1rem}output{font-weight:bold}[data-status]{word-break:break-all}</style>
</head>
<body>
<main>
<h1>${t('title')}</h1>
<p>${t('intro')}</p>
<p><strong>${t('warning')}</strong></p>
${sections}
</main>
<script type="application/json" id="chain-messages">${scriptJson(messages)}</script>
<script nonce="${nonce.script}">
(() => {
  const locale = ${scriptJson(locale)};
  const messages = JSON.parse(document.getElementById('chain-messages').textContent);
  const fill = (template, values) => template.replace(/\\{\\{(\\w+)\\}\\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
  for (const section of document.querySelectorAll('section[data-network]')) {
    const network = section.dataset.network;
    const status = section.querySelector('[data-status]');
    const head = section.querySelector('[data-head]');
    for (const form of section.querySelectorAll('form')) {
      form.addEventListener('submit', async (event) => {
        event.preventDefault();
        const action = form.dataset.action;
        const data = new FormData(form);
        const body = action === 'send' ? { to: String(data.get('to')).trim(), amount: String(data.get('amount')).trim() } : { blocks: Number(data.get('blocks')) };
        const button = form.querySelector('button');
        button.disabled = true;
        try {
          const res = await fetch('/sandbox/chain/' + network + '/' + action, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'accept-language': locale },
            body: JSON.stringify(body),
          });
          const answer = await res.json();
          if (!res.ok) throw new Error(answer.msg || res.statusText);
          if (action === 'mine') head.textContent = String(answer.height);
          status.textContent = action === 'send' ? fill(messages.sent, { txid: answer.txid }) : fill(messages.mined, { height: answer.height });
        } catch (error) {
          status.textContent = fill(messages.failed, { message: error.message });
        } finally {
          button.disabled = false;
        }
      });
    }
  }
})();
</script>
</body>
</html>`;
}

export function registerSandboxChainPage(app: FastifyInstance, deps: WalletDeps): void {
  app.get('/sandbox/chain', { schema: { hide: true }, helmet: CSP_NONCE_ROUTE }, async (request, reply) => {
    const { lang } = request.query as { lang?: unknown };
    const locale = isLocale(lang) ? lang : pickLocale(request.headers['accept-language']);
    const chains: ChainSection[] = [];
    for (const network of configuredNetworks(deps.config)) {
      const asset = assetOfNetwork(deps.config, network);
      chains.push({ network, name: asset.name, coin: asset.coin, confirmations: asset.confirmations, height: await sandboxChainFor(deps, network).headHeight() });
    }
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return renderSandboxChainPage(deps, locale, chains, reply.cspNonce);
  });
}
