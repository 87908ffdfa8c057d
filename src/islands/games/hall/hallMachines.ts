import type { Game } from '../../../contracts/content.ts';
import type { MachineInfo } from '../../../contracts/games.ts';
import { localizePath, type Locale } from '../../../../shared/locales.ts';

// Pure pieces of the hall: which machines a tab shows, how the popular and new lists meet the
// machine figures, and where Play leads.

export const HALL_TABS = ['all', 'slot', 'pachinko'] as const;
export type HallTab = (typeof HALL_TABS)[number];

export const SPRINGBOARD_PATH = '/amigo-springboard';

/** The machines of one tab, in the catalogue's order. */
export function machinesOfTab(machines: readonly MachineInfo[], tab: HallTab): MachineInfo[] {
  return tab === 'all' ? [...machines] : machines.filter((machine) => machine.kind === tab);
}

/**
 * The machines of a games list (popular, latest) in that list's order. Only machines the
 * catalogue answered are kept: a game without figures cannot be shown or opened.
 */
export function machinesOfGames(games: readonly Game[], machines: readonly MachineInfo[]): MachineInfo[] {
  const byId = new Map(machines.map((machine) => [machine.machineId, machine]));
  const seen = new Set<string>();
  return games.flatMap((game) => {
    const machine = byId.get(game.machineId);
    if (!machine || seen.has(machine.machineId)) return [];
    seen.add(machine.machineId);
    return [machine];
  });
}

/** Smallest and largest bet (the steps arrive ascending); undefined without steps. */
export function betRange(machine: Pick<MachineInfo, 'betSteps'>): { min: string; max: string } | undefined {
  const { betSteps } = machine;
  if (betSteps.length === 0) return undefined;
  return { min: betSteps[0]!, max: betSteps[betSteps.length - 1]! };
}

/** The springboard opening this machine, in the page's language. */
export function playHref(machineId: string, locale: Locale): string {
  return `${localizePath(SPRINGBOARD_PATH, locale)}?${new URLSearchParams({ machine: machineId })}`;
}
