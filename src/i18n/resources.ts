import type { Locale } from '../../shared/locales.ts';

/** One namespace file of `locales/<lang>/<namespace>.json`. */
export type Messages = { [key: string]: string | Messages };

// Each file becomes its own chunk in the browser, so a page downloads only its own language.
// Left out: strings bundled elsewhere (design-system `ds`, the API client's `client`), those
// only the server reads (`site` for rendered pages, `mail`), and the operator console's (`ops*`:
// its pages hand each island its strings), whose entries would otherwise weigh on every page.
const lazyFiles = import.meta.glob<Messages>(
  ['/locales/*/*.json', '!/locales/*/ds.json', '!/locales/*/client.json', '!/locales/*/site.json', '!/locales/*/mail.json', '!/locales/*/ops*.json'],
  { import: 'default' },
);
// While rendering on the server everything is at hand at once. A module of its own behind a
// dynamic import, so browser builds drop it with the dead branch (an eager glob here would
// pull every language into the bundle).
const eagerFiles: Record<string, Messages> = import.meta.env.SSR
  ? (await import('./serverMessages.ts')).serverMessages
  : {};

const loaded = new Map<string, Messages>();

const fileOf = (locale: Locale, namespace: string) => `/locales/${locale}/${namespace}.json`;

/** The namespaces if they are already available, without waiting; otherwise `undefined`. */
export function peekNamespaces<N extends string>(locale: Locale, namespaces: readonly N[]): Record<N, Messages> | undefined {
  const out = {} as Record<N, Messages>;
  for (const namespace of namespaces) {
    const file = fileOf(locale, namespace);
    const messages = loaded.get(file) ?? eagerFiles[file];
    if (!messages) return undefined;
    out[namespace] = messages;
  }
  return out;
}

/** Loads the namespaces of one language (each file once). */
export async function loadNamespaces<N extends string>(locale: Locale, namespaces: readonly N[]): Promise<Record<N, Messages>> {
  await Promise.all(
    namespaces.map(async (namespace) => {
      const file = fileOf(locale, namespace);
      if (loaded.has(file) || eagerFiles[file]) return;
      const load = lazyFiles[file];
      if (!load) throw new Error(`No messages file ${file}`);
      loaded.set(file, await load());
    }),
  );
  return peekNamespaces(locale, namespaces)!;
}

/** Reads a dotted key (`game.kind.slot`) from a namespace. */
export function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
