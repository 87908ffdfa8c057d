// `npm run machines:figures`: computes every machine's exact figures from its tables and writes them,
// with the digest of those tables, to server/modules/games/machine-figures.json, which the server
// reads instead of enumerating every reel stop in each process. Run it after changing a machine.
import { writeFileSync } from 'node:fs';
import { machines } from '../shared/games/machines.ts';
import { storedFiguresOf, type StoredFigures } from '../server/modules/games/machine-figures.fns.ts';

const file = new URL('../server/modules/games/machine-figures.json', import.meta.url);
const entries: Record<string, StoredFigures> = {};
for (const machine of machines) {
  entries[machine.id] = storedFiguresOf(machine);
  console.log(`${machine.id}: RTP ${entries[machine.id]!.rtp} %`);
}
writeFileSync(file, `${JSON.stringify(entries, null, 2)}\n`);
console.log(`wrote ${file.pathname}`);
