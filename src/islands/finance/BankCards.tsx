import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/calls.ts';
import { MAX_BANK_CARDS, type BankCard } from '../../contracts/bank-cards.ts';
import type { Locale } from '../../lib/locales.ts';
import { showToast } from '../../stores/toasts.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { Modal } from '../../design-system/components/Modal/Modal.tsx';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import { Panel } from '../user/Panel.tsx';
import * as userStyles from '../user/user.css.ts';
import { BankCardForm } from './BankCardForm.tsx';
import { BankCardList } from './BankCardList.tsx';
import { FinanceIsland } from './FinanceIsland.tsx';
import { useBankCards } from './useBankCards.ts';
import * as styles from './finance.css.ts';

export interface BankCardsProps {
  locale: Locale;
}

type Editing = { card: BankCard; makeDefault: boolean };

function RemoveDialog({ card, onClose, onRemoved }: { card: BankCard | null; onClose: () => void; onRemoved: () => void }) {
  const { t } = useTranslation('finance');
  const [busy, setBusy] = useState(false);
  async function remove() {
    if (!card) return;
    setBusy(true);
    try {
      await api.bankCardRemove({ id: card.id });
      showToast(t('bankCard.removed'), { tone: 'positive' });
      onRemoved();
    } catch {
      // Already shown as a toast; the dialog stays open for another try.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open={card !== null}
      onClose={onClose}
      title={t('bankCard.removeTitle')}
      footer={
        <div className={userStyles.actions}>
          <Button variant="ghost" onClick={onClose}>
            {t('bankCard.cancel')}
          </Button>
          <Button tone="critical" busy={busy} onClick={() => void remove()}>
            {t('bankCard.removeConfirm')}
          </Button>
        </div>
      }
    >
      {card ? <p>{t('bankCard.removeBody', { bank: card.bankName, number: card.cardNumberMasked })}</p> : null}
    </Modal>
  );
}

function BankCardScreen({ locale }: BankCardsProps) {
  const { t } = useTranslation('finance');
  const cards = useBankCards();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<BankCard | null>(null);
  const formHeading = useRef<HTMLDivElement>(null);

  const list = cards.data ?? [];
  const atLimit = list.length >= MAX_BANK_CARDS;

  function startEditing(next: Editing) {
    setEditing(next);
    // Keyboard users land on the form they asked for.
    requestAnimationFrame(() => formHeading.current?.querySelector<HTMLElement>('input')?.focus());
  }

  function changed(card?: BankCard) {
    setEditing(null);
    if (card?.isDefault && editing?.makeDefault) showToast(t('bankCard.defaultSet'), { tone: 'positive' });
    cards.reload();
  }

  return (
    <div className={styles.page}>
      <Panel
        title={
          <>
            {t('bankCard.listTitle')}{' '}
            {cards.data ? <span className={styles.muted}>{t('bankCard.count', { count: list.length, max: MAX_BANK_CARDS })}</span> : null}
          </>
        }
      >
        {cards.status === 'failed' && !cards.data ? (
          <LoadFailed onRetry={cards.reload} locale={locale} />
        ) : !cards.data ? (
          <SkeletonText lines={3} label={t('islands:loading')} />
        ) : (
          <BankCardList
            cards={list}
            onEdit={(card) => startEditing({ card, makeDefault: false })}
            onMakeDefault={(card) => startEditing({ card, makeDefault: true })}
            onRemove={setRemoving}
          />
        )}
      </Panel>
      {cards.data ? (
        <div ref={formHeading}>
          {editing ? (
            <Panel title={t('bankCard.editTitle')}>
              <p className={styles.muted}>{t('bankCard.editCard', { bank: editing.card.bankName, number: editing.card.cardNumberMasked })}</p>
              <BankCardForm
                key={`${editing.card.id}-${editing.makeDefault}`}
                card={editing.card}
                makeDefault={editing.makeDefault}
                onDone={changed}
                onCancel={() => setEditing(null)}
              />
            </Panel>
          ) : (
            <Panel title={t('bankCard.bindTitle')}>
              {atLimit ? <p className={styles.notice}>{t('bankCard.limitReached', { max: MAX_BANK_CARDS })}</p> : <BankCardForm onDone={() => changed()} />}
            </Panel>
          )}
        </div>
      ) : null}
      <RemoveDialog
        card={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          if (editing?.card.id === removing?.id) setEditing(null);
          setRemoving(null);
          cards.reload();
        }}
      />
    </div>
  );
}

/** /user/bankcard-setting: the bound cards, binding a new one (five at most), changing, removing. */
export function BankCards(props: BankCardsProps) {
  return (
    <FinanceIsland locale={props.locale}>
      <BankCardScreen {...props} />
    </FinanceIsland>
  );
}

export default BankCards;
