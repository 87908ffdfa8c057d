import { useTranslation } from 'react-i18next';
import type { MachineInfo } from '../../../contracts/games.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { ButtonLink } from '../../../design-system/components/Button/Button.tsx';
import * as shared from '../../shared/islands.css.ts';
import { formatPercent } from './formatPercent.ts';
import { betRange, playHref } from './hallMachines.ts';
import * as styles from './hall.css.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';

export interface MachineCardProps {
  machine: MachineInfo;
  locale: Locale;
  /** In a scrolling row (popular, new): no description, same shape on every screen. */
  compact?: boolean;
  /** Heading level that fits the section the card is in. */
  headingLevel?: 3 | 4;
}

/**
 * One machine of the hall: art, name, tags (the catalogue's tags already name the kind, and the
 * tabs sort by it), return to player, bet range and Play.
 */
export function MachineCard({ machine, locale, compact = false, headingLevel = 3 }: MachineCardProps) {
  const { t } = useTranslation('hall');
  const Heading = `h${headingLevel}` as const;
  const range = betRange(machine);
  return (
    <article className={compact ? `${styles.card} ${styles.cardInRow}` : styles.card} data-machine-id={machine.machineId}>
      {/* The name is the card's heading right below, so the art is decoration. */}
      <img className={compact ? styles.thumbnail : `${styles.thumbnail} ${styles.thumbnailInList}`} src={machine.thumbnail} alt="" loading="lazy" width={400} height={300} />
      <div className={styles.body}>
        <Heading className={styles.name}>{machine.name}</Heading>
        <ul className={styles.tags}>
          {machine.tags.map((tag) => (
            <li key={tag} className={shared.tag}>
              {tag}
            </li>
          ))}
        </ul>
        <p className={styles.figures}>
          <span>{t('hall.rtp', { value: formatPercent(machine.rtp, locale) })}</span>
          {range ? (
            <span>
              {range.min === range.max
                ? t('hall.betOne', { amount: formatAmount(range.min, locale) })
                : t('hall.betRange', { min: formatAmount(range.min, locale), max: formatAmount(range.max, locale) })}
            </span>
          ) : null}
        </p>
        {compact ? null : <p className={styles.description}>{machine.description}</p>}
        <ButtonLink
          className={styles.play}
          href={playHref(machine.machineId, locale)}
          size="small"
          tone="brand"
          aria-label={t('hall.playMachine', { name: machine.name })}
        >
          {t('hall.play')}
        </ButtonLink>
      </div>
    </article>
  );
}
