import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/calls.ts';
import { clientSeed as clientSeedSchema, gameSeed, gameSeedRotate } from '../../../contracts/games.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { Button } from '../../../design-system/components/Button/Button.tsx';
import { SkeletonText } from '../../../design-system/components/Skeleton/Skeleton.tsx';
import { TextField } from '../../../design-system/components/TextField/TextField.tsx';
import { LoadFailed } from '../../shared/LoadFailed.tsx';
import { useRemote } from '../../shared/useRemote.ts';
import * as styles from './fairness.css.ts';

export interface SeedPanelProps {
  /** Changes whenever the seeds rotate (here or by revealing a round), to read them again. */
  seedsVersion: number;
  locale: Locale;
  onRotated: () => void;
}

const loadSeeds = (_: undefined, signal: AbortSignal) => call(gameSeed, undefined, { signal });

/** The committed hash, client seed and next nonce in use, the last revealed pair, and a new client seed. */
export function SeedPanel({ seedsVersion, locale, onRotated }: SeedPanelProps) {
  const { t } = useTranslation('fairness');
  const headingId = useId();
  const seeds = useRemote(loadSeeds, undefined, String(seedsVersion));
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = clientSeedSchema.safeParse(draft);
    if (!parsed.success) {
      setError(t('verifier.problems.clientSeed'));
      return;
    }
    setBusy(true);
    try {
      await call(gameSeedRotate, { clientSeed: parsed.data });
      setDraft('');
      setChanged(true);
      onRotated();
    } catch {
      // The client has already shown why.
    } finally {
      setBusy(false);
    }
  };

  const state = seeds.data;
  let body;
  if (seeds.status === 'failed' && !state) body = <LoadFailed onRetry={seeds.reload} locale={locale} />;
  else if (!state) body = <SkeletonText lines={3} label={t('islands:loading')} locale={locale} />;
  else
    body = (
      <>
        <dl className={styles.facts}>
          <dt className={styles.factName}>{t('seeds.activeHash')}</dt>
          <dd className={`${styles.factValue} ${styles.mono}`} data-testid="active-seed-hash">
            {state.active.serverSeedHash}
          </dd>
          <dt className={styles.factName}>{t('seeds.clientSeed')}</dt>
          <dd className={`${styles.factValue} ${styles.mono}`} data-testid="active-client-seed">
            {state.active.clientSeed}
          </dd>
          <dt className={styles.factName}>{t('seeds.nextNonce')}</dt>
          <dd className={styles.factValue}>{new Intl.NumberFormat(locale).format(state.active.nextNonce)}</dd>
        </dl>
        <h3 className={styles.panelHeading}>{t('seeds.previous')}</h3>
        {state.previous ? (
          <dl className={styles.facts}>
            <dt className={styles.factName}>{t('seeds.previousSeed')}</dt>
            <dd className={`${styles.factValue} ${styles.mono}`} data-testid="revealed-server-seed">
              {state.previous.serverSeed}
            </dd>
            <dt className={styles.factName}>{t('seeds.previousHash')}</dt>
            <dd className={`${styles.factValue} ${styles.mono}`}>{state.previous.serverSeedHash}</dd>
            <dt className={styles.factName}>{t('seeds.clientSeed')}</dt>
            <dd className={`${styles.factValue} ${styles.mono}`}>{state.previous.clientSeed}</dd>
            <dt className={styles.factName}>{t('seeds.previousRounds')}</dt>
            <dd className={styles.factValue}>{new Intl.NumberFormat(locale).format(state.previous.rounds)}</dd>
          </dl>
        ) : (
          <p className={styles.muted}>{t('seeds.noPrevious')}</p>
        )}
      </>
    );

  return (
    <section className={styles.panel} aria-labelledby={headingId} aria-busy={seeds.loading}>
      <h2 id={headingId} className={styles.panelHeading}>
        {t('seeds.title')}
      </h2>
      {changed ? (
        <p role="status" className={styles.pass}>
          {t('seeds.changed')}
        </p>
      ) : null}
      {body}
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.spin}>
        <TextField
          label={t('seeds.newClientSeed')}
          name="newClientSeed"
          value={draft}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          hint={t('seeds.newClientSeedHint')}
          error={error}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setError(undefined);
            setChanged(false);
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" tone="brand" busy={busy}>
            {t('seeds.change')}
          </Button>
        </div>
      </form>
    </section>
  );
}
