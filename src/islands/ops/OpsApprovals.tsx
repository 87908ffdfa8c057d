import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Locale } from '../../../shared/locales.ts';
import { localizePath } from '../../../shared/locales.ts';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import { isApiError } from '../../api/ApiError.ts';
import type { OpsApproval } from '../../contracts/ops-approvals.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { Select } from '../../design-system/components/Select/Select.tsx';
import { Table, type TableColumn } from '../../design-system/components/Table/Table.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { DsLocaleProvider } from '../../design-system/i18n/DsLocale.tsx';
import { formatText } from '../../design-system/i18n/dsText.ts';
import type { OpsApprovalsText } from '../../site/ops/consoleText.ts';
import { $locale } from '../../stores/locale.ts';
import { $decision, $inbox, $templates, approve, approveWithCode, cancelCode, loadInbox, loadTemplates, reject, templatesOf } from '../../stores/opsApprovals.ts';
import { formatDateTime } from '../shared/formatDateTime.ts';
import * as styles from './OpsApprovals.css.ts';
import { StepUpPrompt } from './StepUpPrompt.tsx';

// The approvals inbox: what other operators asked for, with their name and reason, the amount, what
// it moves and until when; approve (the store asks for a fresh code when the server wants one) or
// reject with a reason a template may pre-fill. The server decides who may decide what.

type Text = OpsApprovalsText;

export default function OpsApprovals({ locale, text }: { locale: Locale; text: Text }) {
  const inbox = useStore($inbox);
  const decision = useStore($decision);
  useStore($templates);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const t = text.approvals;
  useEffect(() => {
    // The server answers in the page's language (the API client's Accept-Language follows $locale).
    $locale.set(locale);
    void loadInbox();
    void loadTemplates();
  }, [locale]);

  if (inbox.status === 'failed' && isApiError(inbox.error) && (inbox.error.code === 401 || inbox.error.code === 403)) {
    return inbox.error.code === 401 ? (
      <p>
        {t.signInFirst} <a href={localizePath('/ops/sign-in', locale)}>{t.signIn}</a>
      </p>
    ) : (
      <p role="alert">{t.notAllowed}</p>
    );
  }

  const targetOf = (row: OpsApproval) =>
    row.target.kind === 'withdrawal' ? `${row.target.orderSn} · ${row.target.account} · ${row.target.destination}` : row.target.account;
  const columns: TableColumn<OpsApproval>[] = [
    { key: 'kind', header: t.columns.kind, render: (row) => `${t.kind[row.kind]} #${row.id}` },
    { key: 'amount', header: t.columns.amount, align: 'end', render: (row) => formatAmount(row.amount, locale, { signed: row.kind === 'adjustment' }) },
    { key: 'target', header: t.columns.target, render: targetOf },
    { key: 'makerName', header: t.columns.maker },
    { key: 'makerReason', header: t.columns.reason, render: (row) => row.makerReason ?? t.noReason },
    { key: 'expiresAt', header: t.columns.expiresAt, render: (row) => formatDateTime(row.expiresAt, locale) },
  ];
  const busy = decision.submitting !== null;

  return (
    <DsLocaleProvider locale={locale}>
      <div className={styles.stack}>
        {decision.answered ? (
          <p role="status">{formatText(decision.answered.decision === 'approve' ? t.approved : t.rejected, { id: decision.answered.id })}</p>
        ) : null}
        {decision.error && decision.codeFor === null && rejecting === null ? <p role="alert">{decision.error}</p> : null}
        {decision.codeFor !== null ? <StepUpPrompt
            id="ops-approval-code-title"
            text={{ title: t.codeTitle, help: t.codeHelp, label: t.codeLabel, submit: t.codeSubmit, cancel: t.cancel }}
            locale={locale}
            busy={busy}
            error={decision.error}
            onCode={(code) => void approveWithCode(code, t.errors)}
            onCancel={cancelCode}
          /> : null}
        {rejecting !== null ? (
          <RejectForm
            key={rejecting}
            id={rejecting}
            text={text}
            locale={locale}
            busy={busy}
            error={decision.error}
            onDone={() => setRejecting(null)}
          />
        ) : null}
        {inbox.status === 'failed' ? (
          <p role="alert">
            {t.failed} <Button variant="outline" size="small" onClick={() => void loadInbox()}>{t.retry}</Button>
          </p>
        ) : null}
        <Table
          caption={t.caption}
          columns={columns}
          rows={inbox.data?.list ?? []}
          rowKey={(row) => row.id}
          empty={<p role="status">{inbox.status === 'ready' ? t.empty : t.loading}</p>}
          rowActionsHeader={t.columns.actions}
          rowActions={(row) => (
            <span className={styles.actions}>
              <Button size="small" busy={decision.submitting === row.id} disabled={busy} onClick={() => void approve(row.id)}>
                {t.approve}
              </Button>
              <Button size="small" variant="outline" tone="critical" disabled={busy} onClick={() => setRejecting(row.id)}>
                {t.reject}
              </Button>
            </span>
          )}
          locale={locale}
        />
      </div>
    </DsLocaleProvider>
  );
}

function RejectForm({ id, text, locale, busy, error, onDone }: { id: number; text: Text; locale: Locale; busy: boolean; error: string | null; onDone: () => void }) {
  const t = text.approvals;
  const [reason, setReason] = useState('');
  const [template, setTemplate] = useState('');
  const texts = text.reasonTemplates['approval-reject'] as Record<string, string>;
  const options = templatesOf('approval-reject')
    .filter((templateId) => texts[templateId] !== undefined)
    .map((templateId) => ({ value: templateId, label: texts[templateId]! }));
  return (
    <form
      className={styles.form}
      aria-labelledby="ops-approval-reject-title"
      onSubmit={(event) => {
        event.preventDefault();
        void reject(id, reason, t.errors).then((done) => {
          if (done) onDone();
        });
      }}
    >
      <h2 id="ops-approval-reject-title" className={styles.heading}>
        {formatText(t.rejectTitle, { id })}
      </h2>
      <Select
        label={t.template}
        options={[{ value: '', label: t.templateNone }, ...options]}
        value={template}
        onChange={(event) => {
          // The template pre-fills the reason; what is sent is the text, as edited.
          setTemplate(event.target.value);
          if (event.target.value) setReason(texts[event.target.value] ?? '');
        }}
        locale={locale}
      />
      <TextField label={t.reasonLabel} value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} error={error ?? undefined} locale={locale} />
      <span className={styles.actions}>
        <Button type="submit" tone="critical" busy={busy}>
          {t.confirmReject}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={busy}>
          {t.cancel}
        </Button>
      </span>
    </form>
  );
}
