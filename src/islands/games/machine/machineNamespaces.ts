/** Strings the machine screen reads: its own, the machine and symbol names, the shared island strings. */
export const MACHINE_NAMESPACES = ['machine', 'games', 'islands'] as const;
