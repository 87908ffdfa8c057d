// `node scripts/console-grid-size.ts`: what the console's data grid library adds to a page, as a
// browser downloads it (minified, gzip), beside React itself bundled the same way in the same run.
// The issue's budget is 60 KB gzip of library JavaScript per console page beyond React; `npm run
// bench:pages` measures it on each console page, signed in.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { CONSOLE_LIBRARY_JS_BUDGET_KB as BUDGET_KB } from './bench-ops.fns.ts';

const entries = {
  // Exactly the features DataGrid registers (src/design-system/components/DataGrid/DataGrid.tsx).
  '@tanstack/react-table (DataGrid features)':
    "import { rowPaginationFeature, rowSortingFeature, tableFeatures, useTable } from '@tanstack/react-table';\n" +
    'const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });\n' +
    'export const use = (data, columns) => useTable({ features, columns, data, manualSorting: true, manualPagination: true, rowCount: data.length });\n',
  'peer: react + react-dom/client': "export { createElement } from 'react';\nexport { createRoot } from 'react-dom/client';\n",
};

const dir = mkdtempSync(join(process.cwd(), '.console-grid-size-'));
try {
  console.log(`${'bundle'.padEnd(44)}${'min'.padStart(10)}${'gzip'.padStart(10)}`);
  for (const [label, source] of Object.entries(entries)) {
    const file = join(dir, 'entry.js');
    writeFileSync(file, source);
    const isPeer = label.startsWith('peer');
    const result = await build({
      entryPoints: [file],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      define: { 'process.env.NODE_ENV': '"production"' },
      external: isPeer ? [] : ['react', 'react-dom'],
      logLevel: 'warning',
    });
    const bytes = result.outputFiles[0].contents;
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
    console.log(`${label.padEnd(44)}${kb(bytes.length)}${kb(gzipSync(bytes).length)}`);
  }
  console.log(`\nbudget: ${BUDGET_KB} KB gzip of library JS per console page beyond React`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
