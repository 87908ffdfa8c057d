import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Locale } from '../../../shared/locales.ts';
import { localizePath } from '../../../shared/locales.ts';
import { isApiError } from '../../api/ApiError.ts';
import type { OperatorRecord } from '../../contracts/ops-auth.ts';
import { operatorRoles, type OperatorRole } from '../../contracts/ops-roles.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { Checkbox } from '../../design-system/components/Checkbox/Checkbox.tsx';
import { DataGrid, type DataGridColumn } from '../../design-system/components/DataGrid/DataGrid.tsx';
import { Select } from '../../design-system/components/Select/Select.tsx';
import { Table, type TableColumn } from '../../design-system/components/Table/Table.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { DsLocaleProvider } from '../../design-system/i18n/DsLocale.tsx';
import { formatText } from '../../design-system/i18n/dsText.ts';
import type { OpsOperatorsText } from '../../site/ops/consoleText.ts';
import { $locale } from '../../stores/locale.ts';
import {
  $credentials,
  $me,
  $operatorAction,
  $operators,
  $roleTemplates,
  cancelCode,
  createCredential,
  createOperator,
  disableOperator,
  dismissSecret,
  enableOperator,
  endSessions,
  grantableRoles,
  loadOperators,
  loadOperatorsScreen,
  resetTotp,
  revokeCredential,
  roleChangeTemplates,
  setRoles,
  stepUpAndRetry,
  type OneTimeSecret,
} from '../../stores/opsOperators.ts';
import { isSessionOver } from '../../stores/opsStepUp.ts';
import { formatDateTime } from '../shared/formatDateTime.ts';
import * as styles from './OpsApprovals.css.ts';
import { StepUpPrompt } from './StepUpPrompt.tsx';

// Operators and roles: the grid of operators, a panel per operator (role boxes: only roles I hold
// can be ticked; a reason a template may pre-fill; end sessions, reset the authenticator, disable
// after a confirmation), a new-operator form whose one-time enrolment link is shown once, and my CLI
// credentials. The store holds the state and asks for a fresh code when the server wants one.

type Text = OpsOperatorsText;
type Credential = NonNullable<ReturnType<typeof $credentials.get>['data']>['list'][number];
const PAGE_SIZES = [20, 50, 100] as const;

export default function OpsOperators({ locale, text, templates }: { locale: Locale; text: Text; templates: Record<string, string> }) {
  const operators = useStore($operators);
  const me = useStore($me);
  const action = useStore($operatorAction);
  useStore($roleTemplates);
  const [openId, setOpenId] = useState<number | null>(null);
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const t = text.operators;
  useEffect(() => {
    // The server answers in the page's language (the API client's Accept-Language follows $locale).
    $locale.set(locale);
    void loadOperatorsScreen();
  }, [locale]);
  useEffect(() => {
    // The session ended under an action (ended, expired, this operator disabled): sign in again.
    if (action.sessionOver) window.location.assign(localizePath('/ops/sign-in', locale));
  }, [action.sessionOver, locale]);

  if (me.status === 'failed' && isSessionOver(me.error)) {
    return (
      <p>
        {t.signInFirst} <a href={localizePath('/ops/sign-in', locale)}>{t.signIn}</a>
      </p>
    );
  }

  const list = operators.data?.list ?? [];
  const notAdmin = operators.status === 'failed' && isApiError(operators.error) && operators.error.code === 403;
  const open = list.find((row) => row.id === openId) ?? null;
  const roleNames = (roles: readonly OperatorRole[]) => (roles.length ? roles.map((role) => text.roles[role].name).join(', ') : t.noRoles);
  const stateOf = (row: OperatorRecord) =>
    row.disabledAt ? t.state.disabled : !row.enrolledAt ? t.state.waiting : row.lockedUntil && Date.parse(row.lockedUntil) > Date.now() ? t.state.locked : t.state.active;
  const columns: DataGridColumn<OperatorRecord>[] = [
    { id: 'name', header: t.columns.name },
    { id: 'roles', header: t.columns.roles, accessor: (row) => roleNames(row.roles) },
    { id: 'state', header: t.columns.state, accessor: stateOf },
    { id: 'activeSessions', header: t.columns.sessions, align: 'end' },
    { id: 'createdAt', header: t.columns.createdAt, accessor: (row) => formatDateTime(row.createdAt, locale) },
    {
      id: 'open',
      header: t.columns.open,
      cell: (row) => (
        <Button size="small" variant="outline" aria-label={formatText(t.openLabel, { name: row.name })} aria-expanded={openId === row.id} onClick={() => setOpenId(openId === row.id ? null : row.id)}>
          {t.open}
        </Button>
      ),
    },
  ];
  const start = (page.pageNum - 1) * page.pageSize;

  return (
    <DsLocaleProvider locale={locale}>
      <div className={styles.stack}>
        <p>{t.lead}</p>
        {action.done ? <p role="status">{formatText(t.done[action.done.kind], { name: action.done.name })}</p> : null}
        {action.error && action.codeFor === null ? <p role="alert">{action.error}</p> : null}
        {action.secret ? <SecretPanel secret={action.secret} text={t} locale={locale} /> : null}
        {action.codeFor !== null ? <StepUpPrompt
            id="ops-operator-code-title"
            text={t.code}
            locale={locale}
            busy={action.running !== null}
            error={action.error}
            onCode={(code) => void stepUpAndRetry(code, t.errors)}
            onCancel={cancelCode}
          /> : null}

        {notAdmin ? (
          <p role="note">{t.notAdmin}</p>
        ) : (
          <>
            {operators.status === 'failed' ? (
              <p role="alert">
                {t.failed} <Button variant="outline" size="small" onClick={() => void loadOperators()}>{t.retry}</Button>
              </p>
            ) : null}
            <DataGrid
              caption={t.caption}
              columns={columns}
              rows={list.slice(start, start + page.pageSize)}
              rowKey={(row) => row.id}
              total={list.length}
              page={page}
              pageSizes={PAGE_SIZES}
              onPageChange={setPage}
              status={operators.status === 'loading' && !operators.data ? 'loading' : 'ready'}
              empty={operators.status === 'ready' ? t.empty : t.loading}
              locale={locale}
            />
            {open ? (
              <OperatorPanel
                key={open.id}
                operator={open}
                own={me.data?.operatorId === open.id}
                text={text}
                templates={templates}
                locale={locale}
                busy={action.running !== null}
                onClose={() => setOpenId(null)}
              />
            ) : null}
            <CreateForm text={text} locale={locale} busy={action.running !== null} />
          </>
        )}
        <Credentials text={text} locale={locale} busy={action.running !== null} />
      </div>
    </DsLocaleProvider>
  );
}

/** The role boxes: a role I do not hold cannot be ticked or unticked, and says why. */
function RoleBoxes({ legend, value, onChange, text, disabled }: { legend: string; value: OperatorRole[]; onChange: (roles: OperatorRole[]) => void; text: Text; disabled: boolean }) {
  const mine = grantableRoles();
  return (
    <fieldset className={styles.form}>
      <legend>{legend}</legend>
      {operatorRoles.map((role) => (
        <Checkbox
          key={role}
          label={`${text.roles[role].name} (${role})`}
          hint={mine.has(role) ? text.roles[role].description : `${text.roles[role].description} — ${text.operators.panel.notHeld}`}
          checked={value.includes(role)}
          disabled={disabled || !mine.has(role)}
          onChange={(event) => onChange(event.target.checked ? [...value, role] : value.filter((held) => held !== role))}
        />
      ))}
    </fieldset>
  );
}

function errorsOf(text: Text) {
  return text.operators.errors;
}

function CreateForm({ text, locale, busy }: { text: Text; locale: Locale; busy: boolean }) {
  const t = text.operators.create;
  const [name, setName] = useState('');
  const [roles, setRolesValue] = useState<OperatorRole[]>([]);
  return (
    <form
      className={styles.form}
      aria-labelledby="ops-operator-create-title"
      onSubmit={(event) => {
        event.preventDefault();
        void createOperator(name, roles, errorsOf(text)).then((done) => {
          if (done) {
            setName('');
            setRolesValue([]);
          }
        });
      }}
    >
      <h2 id="ops-operator-create-title" className={styles.heading}>
        {t.title}
      </h2>
      <TextField label={t.name} hint={t.nameHint} value={name} maxLength={32} autoComplete="off" onChange={(event) => setName(event.target.value)} locale={locale} />
      <RoleBoxes legend={t.roles} value={roles} onChange={setRolesValue} text={text} disabled={busy} />
      <span className={styles.actions}>
        <Button type="submit" busy={busy}>
          {t.submit}
        </Button>
      </span>
    </form>
  );
}

function OperatorPanel({
  operator,
  own,
  text,
  templates,
  locale,
  busy,
  onClose,
}: {
  operator: OperatorRecord;
  own: boolean;
  text: Text;
  templates: Record<string, string>;
  locale: Locale;
  busy: boolean;
  onClose: () => void;
}) {
  const t = text.operators.panel;
  const errors = errorsOf(text);
  const [roles, setRolesValue] = useState<OperatorRole[]>(operator.roles);
  const [reason, setReason] = useState('');
  const [template, setTemplate] = useState('');
  const [confirming, setConfirming] = useState(false);
  const disabled = operator.disabledAt !== null;
  // A disabled operator's panel only enables it again; the reason stays open for that.
  const locked = own || disabled;
  const options = roleChangeTemplates()
    .filter((id) => templates[id] !== undefined)
    .map((id) => ({ value: id, label: templates[id]! }));
  const titleId = `ops-operator-${operator.id}-title`;
  return (
    <section className={styles.form} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {formatText(t.title, { name: operator.name })}
      </h2>
      {own ? <p role="note">{t.own}</p> : null}
      {disabled ? <p role="note">{own ? t.disabled : `${t.disabled} ${t.enableHint}`}</p> : null}
      <RoleBoxes legend={t.roles} value={roles} onChange={setRolesValue} text={text} disabled={locked || busy} />
      <Select
        label={t.template}
        options={[{ value: '', label: t.templateNone }, ...options]}
        value={template}
        disabled={own}
        onChange={(event) => {
          // The template pre-fills the reason; what is sent is the text, as edited.
          setTemplate(event.target.value);
          if (event.target.value) setReason(templates[event.target.value] ?? '');
        }}
        locale={locale}
      />
      <TextField label={t.reason} hint={t.reasonHint} value={reason} maxLength={200} disabled={own} onChange={(event) => setReason(event.target.value)} locale={locale} />
      <span className={styles.actions}>
        <Button disabled={locked || busy} onClick={() => void setRoles(operator.id, operator.name, roles, reason, errors)}>
          {t.saveRoles}
        </Button>
        <Button variant="outline" disabled={locked || busy || operator.activeSessions === 0} onClick={() => void endSessions(operator.id, operator.name)}>
          {t.endSessions}
        </Button>
        <Button variant="outline" disabled={locked || busy} onClick={() => void resetTotp(operator.id, operator.name, reason, errors)}>
          {t.resetTotp}
        </Button>
        {disabled && !own ? (
          <Button disabled={busy} onClick={() => void enableOperator(operator.id, operator.name, reason, errors)}>
            {t.enable}
          </Button>
        ) : (
          <Button variant="outline" tone="critical" disabled={locked || busy} onClick={() => setConfirming(true)}>
            {t.disable}
          </Button>
        )}
        <Button variant="outline" onClick={onClose}>
          {t.close}
        </Button>
      </span>
      {confirming && !locked ? (
        <div role="group" aria-labelledby={`${titleId}-confirm`} className={styles.form}>
          <h3 id={`${titleId}-confirm`} className={styles.heading}>
            {formatText(text.operators.confirmDisable.title, { name: operator.name })}
          </h3>
          <p>{text.operators.confirmDisable.body}</p>
          <span className={styles.actions}>
            <Button
              tone="critical"
              busy={busy}
              onClick={() =>
                void disableOperator(operator.id, operator.name, reason, errors).then((done) => {
                  if (done) setConfirming(false);
                })
              }
            >
              {text.operators.confirmDisable.confirm}
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => setConfirming(false)}>
              {text.operators.confirmDisable.cancel}
            </Button>
          </span>
        </div>
      ) : null}
    </section>
  );
}

function SecretPanel({ secret, text, locale }: { secret: OneTimeSecret; text: Text['operators']; locale: Locale }) {
  const expiresAt = formatDateTime(secret.expiresAt, locale);
  const title = secret.kind === 'enrolment' ? formatText(text.secret.enrolmentTitle, { name: secret.name }) : formatText(text.secret.credentialTitle, { label: secret.label });
  const help = secret.kind === 'enrolment' ? formatText(text.secret.enrolmentHelp, { name: secret.name, expiresAt }) : formatText(text.secret.credentialHelp, { expiresAt });
  return (
    <section className={styles.form} aria-labelledby="ops-operator-secret-title">
      <h2 id="ops-operator-secret-title" className={styles.heading}>
        {title}
      </h2>
      <TextField label={title} hint={help} value={secret.kind === 'enrolment' ? secret.url : secret.token} readOnly onFocus={(event) => event.target.select()} locale={locale} />
      <span className={styles.actions}>
        <Button variant="outline" onClick={dismissSecret}>
          {text.secret.dismiss}
        </Button>
      </span>
    </section>
  );
}

function Credentials({ text, locale, busy }: { text: Text; locale: Locale; busy: boolean }) {
  const credentials = useStore($credentials);
  const t = text.credentials;
  const [label, setLabel] = useState('cli');
  const [hours, setHours] = useState('12');
  const stateOf = (row: Credential) => (row.revokedAt ? t.state.revoked : Date.parse(row.expiresAt) <= Date.now() ? t.state.expired : t.state.active);
  const columns: TableColumn<Credential>[] = [
    { key: 'label', header: t.columns.label },
    { key: 'roles', header: t.columns.roles, render: (row) => row.roles.map((role) => text.roles[role].name).join(', ') },
    { key: 'expiresAt', header: t.columns.expiresAt, render: (row) => formatDateTime(row.expiresAt, locale) },
    { key: 'lastUsedAt', header: t.columns.lastUsedAt, render: (row) => (row.lastUsedAt ? formatDateTime(row.lastUsedAt, locale) : t.never) },
    { key: 'state', header: t.columns.state, render: stateOf },
  ];
  return (
    // Not a landmark of its own: the table's scroll region already carries this name.
    <div className={styles.stack}>
      <h2 id="ops-credentials-title" className={styles.heading}>
        {t.title}
      </h2>
      <p>{t.lead}</p>
      <Table
        caption={t.caption}
        columns={columns}
        rows={credentials.data?.list ?? []}
        rowKey={(row) => row.id}
        empty={<p role="status">{credentials.status === 'ready' ? t.empty : text.operators.loading}</p>}
        rowActionsHeader={t.columns.actions}
        rowActions={(row) =>
          row.revokedAt ? null : (
            <Button size="small" variant="outline" tone="critical" aria-label={formatText(t.revokeLabel, { label: row.label })} disabled={busy} onClick={() => void revokeCredential(row.id, row.label)}>
              {t.revoke}
            </Button>
          )
        }
        locale={locale}
      />
      <form
        className={styles.form}
        aria-label={t.create}
        onSubmit={(event) => {
          event.preventDefault();
          void createCredential(label, Number(hours), errorsOf(text));
        }}
      >
        <TextField label={t.label} value={label} maxLength={60} onChange={(event) => setLabel(event.target.value)} locale={locale} />
        <TextField label={t.hours} inputMode="numeric" value={hours} maxLength={3} onChange={(event) => setHours(event.target.value)} locale={locale} />
        <span className={styles.actions}>
          <Button type="submit" busy={busy}>
            {t.create}
          </Button>
        </span>
      </form>
    </div>
  );
}
