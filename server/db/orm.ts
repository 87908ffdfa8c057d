// Drizzle's query helpers (sql, eq, and, count, …) for the whole server, from one module.
//
// Why not `from 'drizzle-orm'` in each file: Node's loader parses a package's `exports` map again for
// every file that names the package, and drizzle-orm's package.json is 179 KB of them (≈ 2.6 ms a
// file on a 2-core machine; the server has over a hundred such files). Named here once, a server
// process starts about 0.2 s of CPU sooner. ESLint keeps the other files to this module.
export * from 'drizzle-orm';
