import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MachineInfo } from '../../../contracts/games.ts';
import type { MachineScreen as MachineScreenComponent } from '../machine/MachineScreen.tsx';
import { localizePath, type Locale } from '../../../../shared/locales.ts';
import { call } from '../../../api/calls.ts';
import { gameMachines } from '../../../contracts/games.ts';
import { IslandI18nProvider } from '../../../i18n/IslandI18nProvider.tsx';
import { DsLocaleProvider } from '../../../design-system/i18n/DsLocale.tsx';
import { ButtonLink } from '../../../design-system/components/Button/Button.tsx';
import { SkeletonText } from '../../../design-system/components/Skeleton/Skeleton.tsx';
import { Guarded } from '../../auth/Guarded.tsx';
import { LoadFailed } from '../../shared/LoadFailed.tsx';
import { useRemote } from '../../shared/useRemote.ts';
import { $token } from '../../../stores/session.ts';
import { MACHINE_NAMESPACES } from '../machine/machineNamespaces.ts';
import { HALL_PATH, initialBetOf, parseSpringboardParams } from './springboardParams.ts';
import * as styles from './springboard.css.ts';

export interface SpringboardProps {
  locale: Locale;
}

/** The springboard's own strings first, then everything the machine screen reads. */
export const SPRINGBOARD_NAMESPACES = ['hall', ...MACHINE_NAMESPACES] as const;

const loadMachines = (_: null, signal: AbortSignal) => call(gameMachines, {}, { signal });

// The machine screen (tables, stages, canvas drawing) is a chunk of its own: a signed-out visitor,
// who gets the sign-in form, never loads it. A visitor with a session (or a token in the address)
// starts loading it as this module runs, beside the guard's checks; Board asks for it otherwise.
let screenLoad: Promise<typeof MachineScreenComponent> | null = null;
function loadMachineScreen() {
  screenLoad ??= import('../machine/MachineScreen.tsx').then(
    (module) => module.MachineScreen,
    (error: unknown) => {
      screenLoad = null;
      throw error;
    },
  );
  return screenLoad;
}
if (typeof window !== 'undefined' && ($token.get() || new URLSearchParams(window.location.search).has('token'))) {
  loadMachineScreen().catch(() => undefined);
}

function useMachineScreen() {
  const [loaded, setLoaded] = useState<{ Screen?: typeof MachineScreenComponent; failed?: boolean }>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadMachineScreen().then(
      (Screen) => live && setLoaded({ Screen }),
      () => live && setLoaded({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = () => {
    setLoaded({});
    setAttempt((n) => n + 1);
  };
  return { ...loaded, retry };
}

/** Why no machine opened, with the way back to the hall. */
function NotOpened({ message, locale }: { message: string; locale: Locale }) {
  const { t } = useTranslation('hall');
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.message}>{message}</p>
      <ButtonLink href={localizePath(HALL_PATH, locale)} tone="brand">
        {t('springboard.backToHall')}
      </ButtonLink>
    </div>
  );
}

/** Names the window after the machine, as a game window would be. */
function useMachineTitle(machine: MachineInfo | undefined) {
  useEffect(() => {
    if (!machine) return;
    const before = document.title;
    document.title = `${machine.name} | ${before}`;
    return () => {
      document.title = before;
    };
  }, [machine]);
}

function Board({ locale }: SpringboardProps) {
  const { t } = useTranslation('hall');
  // Read once: the address as the guard left it (a `token` already taken over and removed).
  const [params] = useState(() => parseSpringboardParams(window.location.search, locale, window.location.origin));
  const machines = useRemote(loadMachines, null, 'machines');
  const screen = useMachineScreen();
  const machine = params.machineId ? machines.data?.find((m) => m.machineId === params.machineId) : undefined;
  useMachineTitle(machine);

  if (!params.machineId) return <NotOpened message={t('springboard.missing')} locale={locale} />;
  if (machines.data && !machine) return <NotOpened message={t('springboard.unknown')} locale={locale} />;
  if (!machine || !screen.Screen) {
    const retry = () => {
      if (machines.status === 'failed') machines.reload();
      if (screen.failed) screen.retry();
    };
    return (
      <div className={styles.notice}>
        {machines.status === 'failed' || screen.failed ? (
          <LoadFailed onRetry={retry} locale={locale} />
        ) : (
          <SkeletonText lines={3} label={t('springboard.opening')} locale={locale} />
        )}
      </div>
    );
  }
  const { Screen } = screen;
  return <Screen machine={machine} initialBet={initialBetOf(params.bet, machine.betSteps)} exitHref={params.exitHref} />;
}

/** The springboard (/amigo-springboard): opens the one machine its address names, full screen. */
export function Springboard({ locale }: SpringboardProps) {
  return (
    <div className={styles.root}>
      <Guarded locale={locale} requiresAuth>
        <IslandI18nProvider locale={locale} namespaces={SPRINGBOARD_NAMESPACES} fallback={<SkeletonText lines={3} locale={locale} />}>
          <DsLocaleProvider locale={locale}>
            <Board locale={locale} />
          </DsLocaleProvider>
        </IslandI18nProvider>
      </Guarded>
    </div>
  );
}

export default Springboard;
