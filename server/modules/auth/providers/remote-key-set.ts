import { createRemoteJWKSet } from 'jose';

// One cached key set per URL for the life of the process: keys are fetched once, kept for
// jose's cache age, and refetched (with a cooldown) when a token names an unknown key id.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

export function remoteKeySet(url: string, timeoutMs: number): ReturnType<typeof createRemoteJWKSet> {
  const cacheKey = `${timeoutMs} ${url}`;
  let keySet = keySets.get(cacheKey);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url), { timeoutDuration: timeoutMs });
    keySets.set(cacheKey, keySet);
  }
  return keySet;
}
