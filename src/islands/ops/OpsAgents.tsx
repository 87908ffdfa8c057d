import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { localizePath, type Locale } from '../../../shared/locales.ts';
import { isApiError } from '../../api/ApiError.ts';
import type { opsAgentApplication } from '../../contracts/ops-agent.ts';
import { reviewStatuses } from '../../contracts/review.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { Table, type TableColumn } from '../../design-system/components/Table/Table.tsx';
import { Tabs } from '../../design-system/components/Tabs/Tabs.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { DsLocaleProvider } from '../../design-system/i18n/DsLocale.tsx';
import { formatText } from '../../design-system/i18n/dsText.ts';
import type { OpsContentText } from '../../site/ops/consoleText.ts';
import { $locale } from '../../stores/locale.ts';
import {
  $agentsAction,
  $applicationStatus,
  $applications,
  $rates,
  approveApplication,
  loadApplications,
  loadRates,
  ratesFromInput,
  rejectApplication,
  saveRates,
} from '../../stores/opsAgents.ts';
import { formatDateTime } from '../shared/formatDateTime.ts';
import * as styles from './OpsContent.css.ts';

// The agents screen: applications by status with approve and reject (a reason the player reads),
// and the rebate rate of each level. Everything it shows comes from the agents store.

type Text = OpsContentText['agents'];
type Application = z.infer<typeof opsAgentApplication>;
type ReviewStatus = (typeof reviewStatuses)[number];

export default function OpsAgents({ locale, text }: { locale: Locale; text: Text }) {
  const status = useStore($applicationStatus);
  const action = useStore($agentsAction);
  useEffect(() => {
    $locale.set(locale);
    void loadApplications();
    void loadRates();
  }, [locale]);
  return (
    <DsLocaleProvider locale={locale}>
      <div className={styles.stack}>
        <p className={styles.muted}>{text.caption}</p>
        {action.error ? <p role="alert">{action.error}</p> : null}
        {action.done ? <p role="status">{text.done[action.done]}</p> : null}
        <section className={styles.stack} aria-labelledby="ops-agent-applications">
          <h2 id="ops-agent-applications" className={styles.heading}>
            {text.applications}
          </h2>
          <Tabs
            label={text.applications}
            value={status}
            onChange={(id) => void loadApplications(id as ReviewStatus)}
            items={reviewStatuses.map((id) => ({ id, label: text.status[id], content: id === status ? <Applications locale={locale} text={text} /> : null }))}
          />
        </section>
        <Rates text={text} locale={locale} />
      </div>
    </DsLocaleProvider>
  );
}

function Applications({ locale, text }: { locale: Locale; text: Text }) {
  const state = useStore($applications);
  const action = useStore($agentsAction);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [missing, setMissing] = useState<number | null>(null);
  if (state.status === 'failed') {
    return isApiError(state.error) && state.error.code === 401 ? (
      <p>
        <a href={localizePath('/ops/sign-in', locale)}>{state.error.msg}</a>
      </p>
    ) : (
      <p role="alert">{isApiError(state.error) ? state.error.msg : text.loadFailed}</p>
    );
  }
  const reject = async (id: number) => {
    const reason = reasons[id] ?? '';
    setMissing(reason.trim() ? null : id);
    if (await rejectApplication(id, reason)) setReasons((all) => ({ ...all, [id]: '' }));
  };
  const columns: TableColumn<Application>[] = [
    { key: 'account', header: text.columns.account },
    { key: 'createdAt', header: text.columns.createdAt, render: (row) => formatDateTime(row.createdAt, locale) },
    { key: 'status', header: text.columns.status, render: (row) => text.status[row.status] },
    { key: 'reviewedBy', header: text.columns.reviewedBy, render: (row) => row.reviewedBy ?? '' },
    { key: 'agentCode', header: text.columns.agentCode, render: (row) => row.agentCode ?? '' },
    { key: 'reason', header: text.columns.reason, render: (row) => row.reason ?? '' },
  ];
  return (
    <Table
      caption={text.status[$applicationStatus.get()]}
      columns={columns}
      rows={state.data?.list ?? []}
      rowKey={(row) => row.id}
      empty={state.status === 'ready' ? text.empty : '…'}
      rowActionsHeader={text.columns.actions}
      rowActions={(row) =>
        row.status === 'pending' ? (
          <div className={styles.row}>
            <Button size="small" disabled={action.busy} onClick={() => void approveApplication(row.id)}>
              {text.approve}
            </Button>
            <TextField
              label={text.reason}
              value={reasons[row.id] ?? ''}
              maxLength={200}
              error={missing === row.id ? text.reasonRequired : undefined}
              onChange={(event) => setReasons((all) => ({ ...all, [row.id]: event.target.value }))}
              locale={locale}
            />
            <Button size="small" tone="critical" variant="outline" disabled={action.busy} onClick={() => void reject(row.id)}>
              {text.reject}
            </Button>
          </div>
        ) : null
      }
      locale={locale}
    />
  );
}

function Rates({ text, locale }: { text: Text; locale: Locale }) {
  const state = useStore($rates);
  const action = useStore($agentsAction);
  const [values, setValues] = useState<{ level: number; rateBasisPoints: string }[] | null>(null);
  const shown = values ?? (state.data?.rates ?? []).map((rate) => ({ level: rate.level, rateBasisPoints: String(rate.rateBasisPoints) }));
  const invalid = values !== null && ratesFromInput(values) === null;
  const save = async () => {
    if (await saveRates(shown)) setValues(null);
  };
  return (
    <section className={styles.stack} aria-labelledby="ops-agent-rates">
      <h2 id="ops-agent-rates" className={styles.heading}>
        {text.rates}
      </h2>
      {state.status === 'failed' ? <p role="alert">{isApiError(state.error) ? state.error.msg : text.loadFailed}</p> : null}
      <div className={styles.row}>
        {shown.map((rate, index) => (
          <TextField
            key={rate.level}
            label={`${formatText(text.level, { level: rate.level })} · ${text.rate}`}
            inputMode="numeric"
            value={rate.rateBasisPoints}
            onChange={(event) => setValues(shown.map((other, i) => (i === index ? { ...other, rateBasisPoints: event.target.value } : other)))}
            locale={locale}
          />
        ))}
      </div>
      {invalid ? <p role="alert">{text.ratesInvalid}</p> : null}
      <div className={styles.row}>
        <Button variant="outline" disabled={shown.length >= 32} onClick={() => setValues([...shown, { level: shown.length + 1, rateBasisPoints: '0' }])}>
          {text.addLevel}
        </Button>
        <Button disabled={action.busy || invalid || state.status !== 'ready'} onClick={() => void save()}>
          {text.saveRates}
        </Button>
      </div>
    </section>
  );
}
