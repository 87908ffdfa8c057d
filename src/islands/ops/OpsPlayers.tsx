import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { LOCALE_META, LOCALES, type Locale } from '../../../shared/locales.ts';
import { playerSearchFields, playerSearchMatches, playerTabs } from '../../contracts/ops-players.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { DataGrid, type DataGridColumn } from '../../design-system/components/DataGrid/DataGrid.tsx';
import { FormAlert } from '../../design-system/components/FormAlert/FormAlert.tsx';
import { Select } from '../../design-system/components/Select/Select.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { DsLocaleProvider } from '../../design-system/i18n/DsLocale.tsx';
import { formatText } from '../../design-system/i18n/dsText.ts';
import type { OpsPlayersText } from '../../site/ops/consoleText.ts';
import { $locale } from '../../stores/locale.ts';
import {
  $playerAction,
  $playerProfile,
  $playerProtection,
  $playerSearch,
  $playerTab,
  addNote,
  adjustBalance,
  closePlayer,
  loadProtection,
  loadTab,
  lockPlayer,
  openPlayer,
  runSearch,
  sendMessage,
  setSearchInput,
  unlockPlayer,
  type LetterText,
  type PlayerProfile,
  type SearchField,
  type SearchMatch,
  type SearchResult,
  type TabPage,
} from '../../stores/opsPlayers.ts';
import { proofHref } from '../../lib/roundProof.ts';
import * as styles from './OpsPlayers.css.ts';

// The console's player screen: search, then one player's profile with its history tabs and the
// actions on them. Everything it shows comes from the store; the server masks what a support-only
// operator may not see and decides every action.

export interface OpsPlayersProps {
  locale: Locale;
  text: OpsPlayersText['players'];
  /** The player protection screen's names of the limits (`user:protection.kinds`). */
  limitKinds: Record<string, string>;
}

type Text = OpsPlayersText['players'];
type SearchRow = SearchResult['list'][number];
type TabRow = TabPage['list'][number];
/** The protection settings come from their own call; the other tabs share one row shape. */
const PROFILE_TABS = [...playerTabs.slice(0, 7), 'protection', ...playerTabs.slice(7)] as const;

const dateText = (iso: string | null, locale: Locale) => (iso ? new Date(iso).toLocaleString(locale) : '');

export default function OpsPlayers({ locale, text, limitKinds }: OpsPlayersProps) {
  const profile = useStore($playerProfile);
  useEffect(() => $locale.set(locale), [locale]);
  return (
    <DsLocaleProvider locale={locale}>
      <div className={styles.stack}>
        {profile.userId === null ? <PlayerSearch locale={locale} text={text} /> : <PlayerView locale={locale} text={text} limitKinds={limitKinds} />}
      </div>
    </DsLocaleProvider>
  );
}

function PlayerSearch({ locale, text }: { locale: Locale; text: Text }) {
  const search = useStore($playerSearch);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void runSearch({ query: text.search.invalid });
  };
  const columns: DataGridColumn<SearchRow>[] = [
    { id: 'id', header: text.columns.id, align: 'end' },
    { id: 'account', header: text.columns.account },
    { id: 'realName', header: text.columns.realName },
    { id: 'email', header: text.columns.email },
    { id: 'phone', header: text.columns.phone },
    { id: 'status', header: text.columns.status, accessor: (row) => text.status[row.status] },
    { id: 'createdAt', header: text.columns.createdAt, accessor: (row) => dateText(row.createdAt, locale) },
    {
      id: 'open',
      header: text.search.open,
      cell: (row) => (
        <Button size="small" variant="outline" aria-label={`${text.search.open} ${row.account}`} onClick={() => void openPlayer(row.id)}>
          {text.search.open}
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="ops-players-search" className={styles.stack}>
      <h2 id="ops-players-search" className={styles.heading}>
        {text.search.heading}
      </h2>
      <form className={styles.searchForm} onSubmit={submit} noValidate>
        <Select
          label={text.search.field}
          value={search.field}
          options={playerSearchFields.map((field) => ({ value: field, label: text.search.fields[field] }))}
          onChange={(event) => setSearchInput({ field: event.currentTarget.value as SearchField })}
        />
        <TextField label={text.search.query} value={search.query} error={search.status !== 'error' ? (search.error ?? undefined) : undefined} onChange={(event) => setSearchInput({ query: event.currentTarget.value })} />
        <Select
          label={text.search.match}
          value={search.match}
          options={playerSearchMatches.map((match) => ({ value: match, label: text.search.matches[match] }))}
          onChange={(event) => setSearchInput({ match: event.currentTarget.value as SearchMatch })}
        />
        <Button type="submit" disabled={search.status === 'loading'}>
          {text.search.submit}
        </Button>
      </form>
      {search.result?.masked ? <p role="note">{text.search.masked}</p> : null}
      {search.status !== 'idle' && (search.result || search.status === 'error') ? (
        <DataGrid
          caption={text.search.results}
          columns={columns}
          rows={search.result?.list ?? []}
          rowKey={(row) => row.id}
          total={search.result?.total ?? 0}
          page={{ pageNum: search.pageNum, pageSize: search.pageSize }}
          onPageChange={(page) => void runSearch({ query: text.search.invalid }, page.pageNum, page.pageSize)}
          status={search.status === 'error' ? 'error' : search.status === 'loading' ? 'loading' : 'ready'}
          errorMessage={search.error ?? undefined}
          empty={text.search.none}
          locale={locale}
        />
      ) : null}
    </section>
  );
}

function PlayerDetails({ profile, locale, text }: { profile: PlayerProfile; locale: Locale; text: Text }) {
  const p = profile.player;
  const none = text.profile.none;
  const items: [string, string][] = [
    [text.columns.id, String(p.id)],
    [text.columns.account, p.account],
    [text.columns.realName, p.realName ?? none],
    [text.columns.idNumber, p.idNumber ?? none],
    [text.columns.email, p.email ?? none],
    [text.columns.phone, p.phone ?? none],
    [text.profile.nickname, profile.nickname ?? none],
    [text.profile.referrer, profile.referrer ?? none],
    [text.columns.agentCode, p.agentCode ?? none],
    [text.columns.status, text.status[p.status]],
    [text.profile.balance, profile.balance],
    [text.profile.held, profile.held],
    [text.profile.kyc, text.profile.kycStatus[profile.kycStatus]],
    [text.columns.createdAt, dateText(p.createdAt, locale)],
    [text.columns.lastLoginAt, dateText(p.lastLoginAt, locale) || none],
  ];
  return (
    <section aria-labelledby="ops-player-details" className={styles.stack}>
      <h3 id="ops-player-details" className={styles.heading}>
        {text.profile.details}
      </h3>
      {profile.masked ? <p role="note">{text.search.masked}</p> : null}
      <dl className={styles.details}>
        {items.map(([term, value]) => (
          <div key={term} className={styles.detail}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value} data-detail={term}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.heading}>{text.profile.cards}</h3>
      {profile.cards.length === 0 ? (
        <p>{text.profile.noCards}</p>
      ) : (
        <ul className={styles.list}>
          {profile.cards.map((card) => (
            <li key={card.id}>
              {card.bankName} {card.cardNumber} {card.holderName}
              {card.isDefault ? ` (${text.profile.cardDefault})` : ''}
              {card.removed ? ` (${text.profile.cardRemoved})` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HistoryGrid({ locale, text }: { locale: Locale; text: Text }) {
  const tab = useStore($playerTab);
  const columns: DataGridColumn<TabRow>[] = [
    { id: 'at', header: text.tabColumns.at, accessor: (row) => dateText(row.at, locale) },
    { id: 'ref', header: text.tabColumns.ref },
    { id: 'kind', header: text.tabColumns.kind },
    { id: 'amount', header: text.tabColumns.amount, align: 'end' },
    { id: 'status', header: text.tabColumns.status },
    { id: 'detail', header: text.tabColumns.detail },
    { id: 'by', header: text.tabColumns.by },
  ];
  if (tab.tab === 'rounds') {
    columns.push({
      id: 'proof',
      header: text.tabColumns.proof,
      cell: (row) =>
        row.roundId === null ? null : (
          <a href={proofHref(row.roundId, locale)} aria-label={formatText(text.proofLink, { roundId: row.roundId })}>
            {row.roundId}
          </a>
        ),
    });
  }
  return (
    <DataGrid
      caption={text.tabs[tab.tab]}
      columns={columns}
      rows={tab.page?.list ?? []}
      rowKey={(row) => row.ref}
      total={tab.page?.total ?? 0}
      page={{ pageNum: tab.pageNum, pageSize: tab.pageSize }}
      onPageChange={(page) => void loadTab(tab.tab, page.pageNum, page.pageSize)}
      status={tab.status === 'error' ? 'error' : tab.status === 'ready' ? 'ready' : 'loading'}
      errorMessage={tab.error ?? undefined}
      onRetry={() => void loadTab(tab.tab, tab.pageNum)}
      locale={locale}
    />
  );
}

function ProtectionPanel({ locale, text, limitKinds }: { locale: Locale; text: Text; limitKinds: Record<string, string> }) {
  const state = useStore($playerProtection);
  useEffect(() => {
    if (state.status === 'idle') void loadProtection();
  }, [state.status]);
  if (state.status === 'error') return <FormAlert message={state.error ?? ''} />;
  if (!state.protection) return <p role="status">{text.protection.loading}</p>;
  const limits = state.protection.state.limits.filter((limit) => limit.value !== null);
  return (
    <div className={styles.stack}>
      <h3 className={styles.heading}>{text.protection.limits}</h3>
      {limits.length === 0 ? (
        <p>{text.protection.noLimits}</p>
      ) : (
        <ul className={styles.list}>
          {limits.map((limit) => (
            <li key={limit.kind}>
              {limitKinds[limit.kind] ?? limit.kind}: {limit.value}
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.heading}>{text.protection.exclusions}</h3>
      {state.protection.exclusions.length === 0 ? (
        <p>{text.protection.noExclusions}</p>
      ) : (
        <ul className={styles.list}>
          {state.protection.exclusions.map((exclusion) => (
            <li key={`${exclusion.kind}-${exclusion.startsAt}`}>
              {text.protection.exclusionKinds[exclusion.kind]} {formatText(text.protection.until, { date: dateText(exclusion.endsAt, locale) })}
              {exclusion.reason ? ` — ${exclusion.reason}` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type LetterDraft = Record<'title' | 'body', Partial<Record<Locale, string>>>;
const emptyLetter = (): LetterDraft => ({ title: {}, body: {} });
const letterOf = (values: LetterDraft): LetterText =>
  ({
    title: Object.fromEntries(LOCALES.map((l) => [l, values.title[l]?.trim() ?? ''])),
    body: Object.fromEntries(LOCALES.map((l) => [l, values.body[l]?.trim() ?? ''])),
  }) as LetterText;

function PlayerActions({ profile, text }: { profile: PlayerProfile; text: Text }) {
  const action = useStore($playerAction);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState('');
  const [adjustReason, setAdjustReason] = useState('');
  const [letter, setLetter] = useState(emptyLetter);
  const [letterLocale, setLetterLocale] = useState<Locale>(LOCALES[0]);
  const editLetter = (field: 'title' | 'body', value: string) => setLetter((draft) => ({ ...draft, [field]: { ...draft[field], [letterLocale]: value } }));
  const locked = profile.player.status === 'frozen';
  const busy = action.busy !== null;
  const onDone = (clear: () => void) => (ok: boolean) => {
    if (ok) clear();
  };
  return (
    <section aria-labelledby="ops-player-actions" className={styles.stack}>
      <h3 id="ops-player-actions" className={styles.heading}>
        {text.actions.heading}
      </h3>
      {action.error ? <FormAlert message={action.error} /> : null}
      {action.done ? <p role="status">{text.actions.done[action.done]}</p> : null}
      <div className={styles.actions}>
        <form
          className={styles.actionForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const errors = { reason: text.errors.reason };
            void (locked ? unlockPlayer(reason, errors) : lockPlayer(reason, errors)).then(onDone(() => setReason('')));
          }}
        >
          <TextField label={text.actions.reason} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
          <Button type="submit" tone={locked ? 'brand' : 'critical'} disabled={busy}>
            {locked ? text.actions.unlock : text.actions.lock}
          </Button>
        </form>
        <form
          className={styles.actionForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void addNote(note, { note: text.errors.note }).then(onDone(() => setNote('')));
          }}
        >
          <TextField label={text.actions.note} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
          <Button type="submit" variant="outline" disabled={busy}>
            {text.actions.addNote}
          </Button>
        </form>
        <form
          className={styles.actionForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void adjustBalance(amount, adjustReason, { amount: text.errors.amount, reason: text.errors.reason }).then(
              onDone(() => {
                setAmount('');
                setAdjustReason('');
              }),
            );
          }}
        >
          <TextField label={text.actions.amount} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.currentTarget.value)} />
          <TextField label={`${text.actions.adjustment}: ${text.actions.reason}`} value={adjustReason} onChange={(event) => setAdjustReason(event.currentTarget.value)} />
          <Button type="submit" variant="outline" disabled={busy}>
            {text.actions.adjust}
          </Button>
        </form>
      </div>
      <form
        className={styles.actionForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void sendMessage(letterOf(letter), { message: text.errors.message }).then(onDone(() => setLetter(emptyLetter())));
        }}
      >
        <h4 className={styles.heading}>{text.actions.message}</h4>
        {/* One language at a time (all seven are required to send): the seven-language editor's
            tabs would split the sign-in popup's chunk for every public page. */}
        <Select
          label={text.actions.messageLanguage}
          value={letterLocale}
          options={LOCALES.map((l) => ({ value: l, label: `${LOCALE_META[l].name}${letter.title[l]?.trim() && letter.body[l]?.trim() ? ' ✓' : ''}` }))}
          onChange={(event) => setLetterLocale(event.currentTarget.value as Locale)}
        />
        <TextField label={text.actions.messageTitle} lang={LOCALE_META[letterLocale].htmlLang} value={letter.title[letterLocale] ?? ''} onChange={(event) => editLetter('title', event.currentTarget.value)} />
        <TextField label={text.actions.messageBody} lang={LOCALE_META[letterLocale].htmlLang} value={letter.body[letterLocale] ?? ''} onChange={(event) => editLetter('body', event.currentTarget.value)} />
        <Button type="submit" variant="outline" disabled={busy}>
          {text.actions.sendMessage}
        </Button>
      </form>
    </section>
  );
}

function PlayerView({ locale, text, limitKinds }: OpsPlayersProps) {
  const profile = useStore($playerProfile);
  const tab = useStore($playerTab);
  const [shown, setShown] = useState<(typeof PROFILE_TABS)[number]>(tab.tab);
  if (profile.status === 'error') {
    return (
      <div className={styles.stack}>
        <FormAlert message={profile.error ?? ''} />
        <Button variant="outline" onClick={closePlayer}>
          {text.profile.close}
        </Button>
      </div>
    );
  }
  if (!profile.profile) return <p role="status">{text.profile.loading}</p>;
  const current = profile.profile;
  return (
    <section aria-labelledby="ops-player-heading" className={styles.stack}>
      <div>
        <Button variant="outline" size="small" onClick={closePlayer}>
          {text.profile.close}
        </Button>
      </div>
      <h2 id="ops-player-heading" className={styles.heading}>
        {formatText(text.profile.heading, { account: current.player.account })}
      </h2>
      <PlayerDetails profile={current} locale={locale} text={text} />
      <PlayerActions profile={current} text={text} />
      {/* Toggle buttons rather than the Tabs component: Tabs sits in the sign-in popup's chunk, and
          sharing it from here would split that chunk for every public page. */}
      <div role="group" aria-label={text.tabs.label} className={styles.tabBar}>
        {PROFILE_TABS.map((id) => (
          <Button
            key={id}
            size="small"
            variant={shown === id ? 'solid' : 'outline'}
            aria-pressed={shown === id}
            onClick={() => {
              setShown(id);
              if (id !== 'protection') void loadTab(id, 1);
            }}
          >
            {text.tabs[id]}
          </Button>
        ))}
      </div>
      {shown === 'protection' ? <ProtectionPanel locale={locale} text={text} limitKinds={limitKinds} /> : <HistoryGrid locale={locale} text={text} />}
    </section>
  );
}
