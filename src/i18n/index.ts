export { getIslandI18n, loadIslandI18n, ISLAND_NAMESPACES } from './islandI18n.ts';
export { IslandI18nProvider } from './IslandI18nProvider.tsx';
export { loadNamespaces, peekNamespaces, lookup, type Messages } from './resources.ts';
