import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '../../../shared/locales.ts';
import { localizePath } from '../../../shared/locales.ts';
import { isApiError } from '../../api/ApiError.ts';
import { auditActions, auditResults, auditTargetTypes } from '../../contracts/ops-audit.ts';
import { BeforeAfterDiff } from '../../design-system/components/BeforeAfterDiff/BeforeAfterDiff.tsx';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { DataGrid, type DataGridColumn, type DataGridFilter } from '../../design-system/components/DataGrid/DataGrid.tsx';
import { DsLocaleProvider } from '../../design-system/i18n/DsLocale.tsx';
import { formatText } from '../../design-system/i18n/dsText.ts';
import type { OpsAuditText } from '../../site/ops/consoleText.ts';
import { $locale } from '../../stores/locale.ts';
import {
  $audit,
  $auditDetail,
  $auditExport,
  $auditQuery,
  applyAuditFilters,
  auditGridValues,
  exportAudit,
  loadAudit,
  selectAuditRow,
  setAuditPage,
  type AuditRow,
} from '../../stores/opsAudit.ts';
import { formatDateTime } from '../shared/formatDateTime.ts';
import * as styles from './OpsAudit.css.ts';

// The audit viewer: filters, the log a page at a time, one row's detail (before / after and where the
// call came from) and the CSV export. Everything it shows comes from the audit store; the server
// decides who may read the log.

type Text = OpsAuditText;

/** An action's name in the page's language; an action without one (a refused read) shows its key. */
const actionLabel = (text: Text, action: string) => (text.actions as Record<string, string | undefined>)[action] ?? action;
const targetLabel = (text: Text, type: string) => (text.targetTypes as Record<string, string | undefined>)[type] ?? type;
const targetOf = (text: Text, row: AuditRow) => (row.targetType ? `${targetLabel(text, row.targetType)}${row.targetId ? ` ${row.targetId}` : ''}` : '—');
/** The second operator of a four-eyes decision: rows record them as the acting operator. */
const approverOf = (row: AuditRow) => (row.approverId === null ? '' : (row.approverName ?? `#${row.approverId}`));

/** Action prefixes offered as "every action under …", in the order the actions are listed. */
const ACTION_GROUPS = [...new Set(auditActions.map((action) => `${action.split('.')[0]}.`))];

export default function OpsAudit({ locale, text }: { locale: Locale; text: Text }) {
  const detail = useStore($auditDetail);
  useEffect(() => {
    // The server answers in the page's language (the API client's Accept-Language follows $locale).
    $locale.set(locale);
    void loadAudit();
  }, [locale]);
  return (
    <DsLocaleProvider locale={locale}>
      <div className={styles.stack}>
        {detail ? <AuditDetail locale={locale} text={text} row={detail} /> : null}
        <AuditLog locale={locale} text={text} />
      </div>
    </DsLocaleProvider>
  );
}

function AuditLog({ locale, text }: { locale: Locale; text: Text }) {
  const state = useStore($audit);
  const query = useStore($auditQuery);
  const exported = useStore($auditExport);
  const t = text.audit;
  // The grid's filter form starts over whenever it is handed a new object: only a new query's filters are one.
  const filterValues = useMemo(() => auditGridValues(query.filters), [query.filters]);
  const filters = useMemo<DataGridFilter[]>(
    () => [
      { id: 'operator', kind: 'text', label: t.filters.operator },
      {
        id: 'action',
        kind: 'select',
        label: t.filters.action,
        options: [
          ...ACTION_GROUPS.map((group) => ({ value: group, label: formatText(t.actionGroup, { group: (text.actionGroups as Record<string, string>)[group] ?? group }) })),
          ...auditActions.map((action) => ({ value: action, label: actionLabel(text, action) })),
        ],
      },
      { id: 'targetType', kind: 'select', label: t.filters.targetType, options: auditTargetTypes.map((type) => ({ value: type, label: targetLabel(text, type) })) },
      { id: 'targetId', kind: 'text', label: t.filters.targetId },
      { id: 'result', kind: 'select', label: t.filters.result, options: auditResults.map((result) => ({ value: result, label: t.result[result] })) },
      { id: 'dates', kind: 'dateRange', label: t.filters.dates },
    ],
    [t, text],
  );
  const columns = useMemo<DataGridColumn<AuditRow>[]>(
    () => [
      { id: 'at', header: t.columns.at, cell: (row) => formatDateTime(row.at, locale) },
      { id: 'operatorName', header: t.columns.operator, cell: (row) => row.operatorName ?? t.noOperator },
      { id: 'action', header: t.columns.action, cell: (row) => actionLabel(text, row.action) },
      { id: 'target', header: t.columns.target, cell: (row) => targetOf(text, row) },
      { id: 'result', header: t.columns.result, cell: (row) => t.result[row.result] },
      { id: 'reason', header: t.columns.reason, cell: (row) => row.reason ?? '' },
      { id: 'approver', header: t.columns.approver, cell: approverOf },
      {
        id: 'open',
        header: t.columns.detail,
        cell: (row) => (
          <Button size="small" variant="outline" onClick={() => selectAuditRow(row.id)} aria-label={formatText(t.openLabel, { id: row.id })}>
            {t.open}
          </Button>
        ),
      },
    ],
    [t, text, locale],
  );
  if (state.status === 'failed' && isApiError(state.error) && (state.error.code === 401 || state.error.code === 403)) {
    return state.error.code === 401 ? (
      <p>
        {t.signInFirst} <a href={localizePath('/ops/sign-in', locale)}>{t.signIn}</a>
      </p>
    ) : (
      <p role="alert">{t.notAllowed}</p>
    );
  }
  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <Button variant="outline" busy={exported.status === 'busy'} onClick={() => void exportAudit()}>
          {t.export.button}
        </Button>
        {exported.status === 'done' ? (
          <p role="status">
            {formatText(t.export.done, { rows: exported.rows, filename: exported.filename })}
            {exported.truncated ? ` ${t.export.truncated}` : ''}
          </p>
        ) : null}
        {exported.status === 'failed' ? <p role="alert">{exported.message}</p> : null}
      </div>
      <DataGrid
        caption={t.caption}
        columns={columns}
        rows={state.data?.list ?? []}
        rowKey={(row) => row.id}
        total={state.data?.total ?? 0}
        page={{ pageNum: query.pageNum, pageSize: query.pageSize }}
        onPageChange={(page) => void setAuditPage(page)}
        filters={filters}
        filterValues={filterValues}
        onFilterValuesChange={(values) => void applyAuditFilters(values)}
        status={state.status === 'failed' ? 'error' : state.status === 'loading' || state.status === 'idle' ? 'loading' : 'ready'}
        onRetry={() => void loadAudit()}
        empty={<p role="status">{t.empty}</p>}
        locale={locale}
      />
    </div>
  );
}

function AuditDetail({ locale, text, row }: { locale: Locale; text: Text; row: AuditRow }) {
  const t = text.audit.detail;
  const none = text.audit.none;
  const facts: [string, string][] = [
    [text.audit.columns.at, formatDateTime(row.at, locale)],
    [text.audit.columns.operator, row.operatorName ?? text.audit.noOperator],
    [text.audit.columns.action, `${actionLabel(text, row.action)} (${row.action})`],
    [text.audit.columns.target, targetOf(text, row)],
    [text.audit.columns.result, `${text.audit.result[row.result]}${row.errorKey ? ` (${row.errorKey})` : ''}`],
    [text.audit.columns.reason, row.reason ?? none],
    [text.audit.columns.approver, approverOf(row) || none],
    [t.ip, row.ip ?? none],
    [t.userAgent, row.userAgent ?? none],
    [t.session, row.sessionId !== null ? `#${row.sessionId}` : row.credentialId !== null ? formatText(t.credential, { id: row.credentialId }) : none],
    [t.idempotencyKey, row.idempotencyKey ?? none],
    [t.hash, row.hash],
  ];
  return (
    <section className={styles.detail} aria-labelledby="ops-audit-detail-title">
      <h2 id="ops-audit-detail-title" className={styles.heading}>
        {formatText(t.title, { id: row.id })}
      </h2>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <BeforeAfterDiff before={row.before} after={row.after} caption={formatText(t.diffCaption, { action: actionLabel(text, row.action) })} locale={locale} />
      <span>
        <Button variant="outline" size="small" onClick={() => selectAuditRow(null)}>
          {t.close}
        </Button>
      </span>
    </section>
  );
}
