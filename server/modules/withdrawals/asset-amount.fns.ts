// Crypto amounts in an asset's base units (USDT: 1/10⁶) shown as decimal strings, textually.

export function formatAssetUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  if (decimals === 0) return `${negative ? '-' : ''}${magnitude}`;
  const base = 10n ** BigInt(decimals);
  const fraction = (magnitude % base).toString().padStart(decimals, '0');
  return `${negative ? '-' : ''}${magnitude / base}.${fraction}`;
}
