import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { GameRound } from '../../../contracts/games.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { IslandI18nProvider } from '../../../i18n/IslandI18nProvider.tsx';
import { DsLocaleProvider } from '../../../design-system/i18n/DsLocale.tsx';
import { Button } from '../../../design-system/components/Button/Button.tsx';
import { SkeletonText } from '../../../design-system/components/Skeleton/Skeleton.tsx';
import { openAuthPopup } from '../../../stores/authPopup.ts';
import { $isLogin } from '../../../stores/session.ts';
import { Guarded } from '../../auth/Guarded.tsx';
import { RoundProof } from './RoundProof.tsx';
import { SeedPanel } from './SeedPanel.tsx';
import { Verifier } from './Verifier.tsx';
import { betStepOf } from './verifyRound.ts';
import * as styles from './fairness.css.ts';

/** Its own strings, the machines' and symbols' names, then the shared island strings. */
export const FAIRNESS_NAMESPACES = ['fairness', 'games', 'islands'] as const;

export interface FairnessProps {
  locale: Locale;
}

/** `?round=<id>`: a positive whole number, or nothing. */
export function roundIdFromSearch(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('round') ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

function SignInPrompt({ text }: { text: string }) {
  const { t } = useTranslation('fairness');
  return (
    <section className={styles.panel}>
      <p className={styles.muted}>{text}</p>
      <div className={styles.actions}>
        <Button tone="brand" onClick={() => void openAuthPopup({ tab: 'login' })}>
          {t('round.signInButton')}
        </Button>
      </div>
    </section>
  );
}

function FairnessContent({ locale }: FairnessProps) {
  const { t } = useTranslation('fairness');
  const signedIn = useStore($isLogin);
  const [roundId] = useState(() => roundIdFromSearch(window.location.search));
  const [round, setRound] = useState<GameRound | undefined>();
  // Bumped by every rotation: the round and the seeds are read again.
  const [seedsVersion, setSeedsVersion] = useState(0);
  const rotated = () => setSeedsVersion((version) => version + 1);

  const proof = round && round.roundId === roundId ? round : undefined;
  const revealed = proof?.fairness.serverSeed ?? null;

  return (
    <div className={styles.page}>
      {roundId !== undefined && signedIn ? (
        <RoundProof roundId={roundId} seedsVersion={seedsVersion} locale={locale} onRound={setRound} onRotated={rotated} />
      ) : null}
      {roundId !== undefined && !signedIn ? <SignInPrompt text={t('round.signIn', { roundId })} /> : null}
      {proof ? (
        // A new key once the seed is revealed: the verifier starts again, prefilled, and verifies.
        <Verifier
          key={`${proof.roundId}:${revealed ?? 'hidden'}`}
          locale={locale}
          initial={{
            machineId: proof.machineId,
            bet: betStepOf(proof.machineId, proof.bet) ?? proof.bet,
            serverSeed: revealed ?? '',
            clientSeed: proof.fairness.clientSeed,
            nonce: String(proof.fairness.nonce),
            serverSeedHash: proof.fairness.serverSeedHash,
          }}
          recorded={{ win: proof.win, outcome: proof.outcome }}
          autoVerify={revealed !== null}
        />
      ) : (
        <Verifier key="blank" locale={locale} />
      )}
      {signedIn ? <SeedPanel seedsVersion={seedsVersion} locale={locale} onRotated={rotated} /> : <SignInPrompt text={t('seeds.signIn')} />}
    </div>
  );
}

/**
 * The fairness page's island: the verifier for anyone, and with a session the round from the
 * address (`?round=<id>`) and the player's seeds. The engine is imported here only, so its code
 * loads on this page alone.
 */
export function Fairness({ locale }: FairnessProps) {
  return (
    <Guarded locale={locale} requiresAuth={false}>
      <IslandI18nProvider locale={locale} namespaces={FAIRNESS_NAMESPACES} fallback={<SkeletonText lines={4} locale={locale} />}>
        <DsLocaleProvider locale={locale}>
          <FairnessContent locale={locale} />
        </DsLocaleProvider>
      </IslandI18nProvider>
    </Guarded>
  );
}

export default Fairness;
