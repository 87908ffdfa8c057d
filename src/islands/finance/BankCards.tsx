import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/calls.ts';
import { MAX_BANK_CARDS, type BankCard, bankCardRemove, bankCardSave } from '../../contracts/bank-cards.ts';
import type { Locale } from '../../../shared/locales.ts';
import { $profile, ensureProfileDetails } from '../../stores/profile.ts';
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

function RemoveDialog({ card, onClose, onRemoved }: { card: BankCard | null; onClose: () => void; onRemoved: () => void }) {
  const { t } = useTranslation('finance');
  const [busy, setBusy] = useState(false);
  async function remove() {
    if (!card) return;
    setBusy(true);
    try {
      await call(bankCardRemove, { id: card.id });
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
  const [editing, setEditing] = useState<BankCard | null>(null);
  const [removing, setRemoving] = useState<BankCard | null>(null);
  const [makingDefault, setMakingDefault] = useState<number | null>(null);
  const [madeDefault, setMadeDefault] = useState<number | null>(null);
  // Each bind starts a fresh form (nothing typed is left to bind twice); the new card is marked.
  const [binds, setBinds] = useState(0);
  const [justBound, setJustBound] = useState<number | null>(null);
  const formHeading = useRef<HTMLDivElement>(null);
  const profile = useStore($profile);
  const profileNames = useMemo(
    () => (profile ? { lastName: profile.lastName, firstName: profile.firstName, pinyinName: profile.pinyinName } : undefined),
    [profile],
  );

  useEffect(() => {
    void ensureProfileDetails();
  }, []);

  const list = cards.data ?? [];
  const atLimit = list.length >= MAX_BANK_CARDS;

  function startEditing(card: BankCard) {
    setEditing(card);
    // Keyboard users land on the form they asked for.
    requestAnimationFrame(() => formHeading.current?.querySelector<HTMLElement>('input')?.focus());
  }

  function changed() {
    setEditing(null);
    cards.reload();
  }

  function bound(card: BankCard) {
    setJustBound(card.id);
    setBinds((n) => n + 1);
    cards.reload();
    // The first card fills an account name that was empty: read it back for the next form.
    if (!profileNames?.pinyinName) void ensureProfileDetails({ fresh: true });
  }

  /** One click: only the default moves, every other field (the number above all) stays as stored. */
  async function makeDefault(card: BankCard) {
    setMakingDefault(card.id);
    try {
      await call(bankCardSave, { id: card.id, isDefault: true });
      showToast(t('bankCard.defaultSet'), { tone: 'positive' });
      setMadeDefault(card.id);
      cards.reload();
    } catch {
      // Already shown as a toast; the button stays for another try.
    } finally {
      setMakingDefault(null);
    }
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
            onEdit={startEditing}
            onMakeDefault={(card) => void makeDefault(card)}
            makingDefault={makingDefault}
            focusCard={madeDefault}
            onRemove={setRemoving}
            justBound={justBound}
          />
        )}
      </Panel>
      {cards.data ? (
        <div ref={formHeading}>
          {editing ? (
            <Panel title={t('bankCard.editTitle')}>
              <p className={styles.muted}>{t('bankCard.editCard', { bank: editing.bankName, number: editing.cardNumberMasked })}</p>
              <BankCardForm
                key={editing.id}
                card={editing}
                onDone={changed}
                onCancel={() => setEditing(null)}
              />
            </Panel>
          ) : (
            <Panel title={t('bankCard.bindTitle')}>
              {atLimit ? <p className={styles.notice}>{t('bankCard.limitReached', { max: MAX_BANK_CARDS })}</p> : <BankCardForm key={binds} profileNames={profileNames} onDone={bound} />}
            </Panel>
          )}
        </div>
      ) : null}
      <RemoveDialog
        card={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          if (editing?.id === removing?.id) setEditing(null);
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
