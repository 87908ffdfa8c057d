import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../shared/locales.ts';
import type { ProtectionLimitKind } from '../../../contracts/protection.ts';
import {
  cancelPendingLimit,
  limitOf,
  loadProtection,
  protection,
  removeLimit,
  setLimit,
  setRealityCheckInterval,
  takeBreak,
} from '../../../stores/protection.ts';
import { Button } from '../../../design-system/components/Button/Button.tsx';
import { FormAlert } from '../../../design-system/components/FormAlert/FormAlert.tsx';
import { SkeletonText } from '../../../design-system/components/Skeleton/Skeleton.tsx';
import { Panel } from '../Panel.tsx';
import { UserIsland } from '../UserIsland.tsx';
import * as userStyles from '../user.css.ts';
import { ExclusionChooser, ExclusionNotice } from './ExclusionChooser.tsx';
import { LimitEditor } from './LimitEditor.tsx';
import { RealityCheckSetting } from './RealityCheckSetting.tsx';
import * as styles from './protection.css.ts';

const GROUPS = [
  ['depositTitle', undefined, ['depositDay', 'depositWeek', 'depositMonth']],
  ['lossTitle', 'lossIntro', ['lossDay', 'lossWeek', 'lossMonth']],
  ['sessionTitle', 'sessionIntro', ['sessionMinutes']],
] as const satisfies readonly (readonly [string, string | undefined, readonly ProtectionLimitKind[]])[];

function ProtectionScreen({ locale }: { locale: Locale }) {
  const { t } = useTranslation('user');
  const state = useStore(protection.$state);
  useEffect(() => {
    loadProtection().catch(() => undefined);
    return () => protection.cancel();
  }, []);

  const data = state.data;
  if (!data && state.status === 'failed') {
    return (
      <div className={userStyles.page}>
        <FormAlert message={t('protection.loadFailed')} />
        <div className={userStyles.actions}>
          <Button onClick={() => void loadProtection().catch(() => undefined)}>{t('protection.retry')}</Button>
        </div>
      </div>
    );
  }
  if (!data) return <SkeletonText lines={8} label={t('islands:loading')} />;
  return (
    <div className={userStyles.page}>
      <ExclusionNotice exclusion={data.exclusion} locale={locale} />
      <p className={userStyles.muted}>
        {t('protection.intro')} {t('protection.zone', { zone: data.timeZone })}
      </p>
      {GROUPS.map(([title, intro, kinds]) => (
        <Panel key={title} title={t(`protection.${title}`)}>
          {intro ? <p className={styles.line}>{t(`protection.${intro}`)}</p> : null}
          <div className={styles.editors}>
            {kinds.map((kind) => (
              <LimitEditor
                key={kind}
                limit={limitOf(data, kind)}
                locale={locale}
                onSet={async (value) => limitOf(await setLimit(kind, value), kind)}
                onRemove={async () => limitOf(await removeLimit(kind), kind)}
                onCancel={() => cancelPendingLimit(kind)}
              />
            ))}
          </div>
        </Panel>
      ))}
      <Panel title={t('protection.realityTitle')}>
        <RealityCheckSetting minutes={data.realityCheckMinutes} locale={locale} onSave={setRealityCheckInterval} />
      </Panel>
      <Panel title={t('protection.breakTitle')}>
        <ExclusionChooser kind="break" locale={locale} onExclude={takeBreak} />
      </Panel>
      <Panel title={t('protection.exclusionTitle')}>
        <ExclusionChooser kind="selfExclusion" locale={locale} onExclude={takeBreak} />
      </Panel>
    </div>
  );
}

/** `/user/protection`: the player's limits, breaks and self-exclusion, and the reality-check interval. */
export function ProtectionPage({ locale }: { locale: Locale }) {
  return (
    <UserIsland locale={locale}>
      <ProtectionScreen locale={locale} />
    </UserIsland>
  );
}

export default ProtectionPage;
