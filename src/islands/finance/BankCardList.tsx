import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '../../contracts/bank-cards.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { StatusBadge } from '../../design-system/components/StatusBadge/StatusBadge.tsx';
import * as styles from './BankCardList.css.ts';
import * as finance from './finance.css.ts';

export interface BankCardListProps {
  cards: readonly BankCard[];
  onEdit: (card: BankCard) => void;
  onMakeDefault: (card: BankCard) => void;
  /** The card whose "make default" is under way. */
  makingDefault?: number | null;
  /**
   * The card just made the default: its "make default" button is gone, so keyboard focus moves to
   * its edit button once the list shows it as the default.
   */
  focusCard?: number | null;
  /** The card bound a moment ago: marked, and scrolled into view. */
  justBound?: number | null;
  onRemove: (card: BankCard) => void;
}

/** The bound cards: number only masked, the default marked, a holder name that does not match flagged. */
export function BankCardList({ cards, onEdit, onMakeDefault, makingDefault = null, focusCard = null, justBound = null, onRemove }: BankCardListProps) {
  const { t } = useTranslation('finance');
  const list = useRef<HTMLUListElement>(null);
  const focusShown = cards.some((card) => card.id === focusCard && card.isDefault);
  useEffect(() => {
    if (focusShown) list.current?.querySelector<HTMLElement>(`[data-card-id="${focusCard}"] button`)?.focus();
  }, [focusShown, focusCard]);
  const boundShown = cards.some((card) => card.id === justBound);
  useEffect(() => {
    if (boundShown) list.current?.querySelector<HTMLElement>(`[data-card-id="${justBound}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [boundShown, justBound]);
  if (cards.length === 0) return <p className={finance.muted}>{t('bankCard.empty')}</p>;
  return (
    <ul className={styles.list} ref={list}>
      {cards.map((card) => {
        const names = { bank: card.bankName, number: card.cardNumberMasked };
        return (
          <li key={card.id} className={styles.card} data-card-id={card.id}>
            <div className={styles.heading}>
              <span className={styles.bank}>{card.bankName}</span>
              {card.isDefault ? (
                <StatusBadge status="success" tone="info">
                  {t('bankCard.default')}
                </StatusBadge>
              ) : null}
              {card.id === justBound ? (
                <StatusBadge status="success" tone="positive">
                  {t('bankCard.justBound')}
                </StatusBadge>
              ) : null}
            </div>
            <dl className={styles.facts}>
              <dt>{t('bankCard.number')}</dt>
              <dd className={finance.figure}>{card.cardNumberMasked}</dd>
              <dt>{t('bankCard.holder')}</dt>
              <dd>{card.holderName}</dd>
              <dt>{t('bankCard.branch')}</dt>
              <dd>
                {card.branchName} ({card.branchCode})
              </dd>
            </dl>
            {card.nameMatches ? null : (
              <p className={finance.warning}>
                <span className={finance.noticeIcon} aria-hidden="true">
                  ⚠
                </span>
                <span>{t('bankCard.nameMismatch')}</span>
              </p>
            )}
            <div className={styles.actions}>
              <Button size="small" variant="outline" aria-label={t('bankCard.editCard', names)} onClick={() => onEdit(card)}>
                {t('bankCard.edit')}
              </Button>
              {card.isDefault ? null : (
                <Button
                  size="small"
                  variant="outline"
                  aria-label={t('bankCard.setDefaultCard', names)}
                  busy={makingDefault === card.id}
                  onClick={() => onMakeDefault(card)}
                >
                  {t('bankCard.setDefault')}
                </Button>
              )}
              <Button size="small" variant="ghost" tone="critical" aria-label={t('bankCard.removeCard', names)} onClick={() => onRemove(card)}>
                {t('bankCard.remove')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
