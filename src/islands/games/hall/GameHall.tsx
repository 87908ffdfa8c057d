import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../../../shared/locales.ts';
import { call } from '../../../api/calls.ts';
import { gameMachines } from '../../../contracts/games.ts';
import { gamePopular, gameLatest } from '../../../contracts/content.ts';
import { $balance, refreshBalance } from '../../../stores/balance.ts';
import { useRemote } from '../../shared/useRemote.ts';
import { HallIsland } from './HallIsland.tsx';
import { HallView } from './HallView.tsx';
import { loadStateOf } from './loadState.ts';

export interface GameHallProps {
  locale: Locale;
  /** Machines in the popular and new rows. */
  rowSize?: number;
}

const loadMachines = (_: null, signal: AbortSignal) => call(gameMachines, {}, { signal });
const loadPopular = (pageSize: number, signal: AbortSignal) => call(gamePopular, { pageNum: 1, pageSize }, { signal }).then((page) => page.list);
const loadLatest = (pageSize: number, signal: AbortSignal) => call(gameLatest, { pageNum: 1, pageSize }, { signal }).then((page) => page.list);

function Hall({ locale, rowSize = 8 }: GameHallProps) {
  const machines = useRemote(loadMachines, null, 'machines');
  const popular = useRemote(loadPopular, rowSize, String(rowSize));
  const latest = useRemote(loadLatest, rowSize, String(rowSize));
  const balance = useStore($balance);
  useEffect(() => {
    // The guard has usually read it already; a page shown before that finished asks itself.
    if ($balance.get() === undefined) void refreshBalance().catch(() => undefined);
  }, []);
  return (
    <HallView
      locale={locale}
      machines={loadStateOf(machines)}
      popular={loadStateOf(popular)}
      latest={loadStateOf(latest)}
      balance={balance}
    />
  );
}

/** The game hall (/amigo): the player's balance, popular and new machines, every machine by kind. */
export function GameHall(props: GameHallProps) {
  return (
    <HallIsland locale={props.locale}>
      <Hall {...props} />
    </HallIsland>
  );
}

export default GameHall;
