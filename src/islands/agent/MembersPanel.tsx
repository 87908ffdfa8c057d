import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../contracts/agent.ts';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import type { Locale } from '../../../shared/locales.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { EmptyState } from '../../design-system/components/EmptyState/EmptyState.tsx';
import { Select } from '../../design-system/components/Select/Select.tsx';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { Table, type TableColumn } from '../../design-system/components/Table/Table.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import {
  $memberQuery,
  $members,
  MEMBER_LEVELS,
  MEMBER_PAGE_SIZE,
  canTransferWith,
  filterMembersByLevel,
  goToMemberPage,
  loadMembers,
  openCreateMember,
  openTransfer,
  searchMembers,
} from '../../stores/agentMembers.ts';
import { formatDateTime } from '../shared/formatDateTime.ts';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import { Panel } from '../user/Panel.tsx';
import * as styles from './agent.css.ts';

/** The agent's members: search by account, level filter, pages; transfers with direct members. */
export function MembersPanel({ locale }: { locale: Locale }) {
  const { t } = useTranslation('agent');
  const state = useStore($members);
  const query = useStore($memberQuery);
  const [search, setSearch] = useState(query.account);

  useEffect(() => {
    void loadMembers();
  }, []);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    void searchMembers(search);
  };

  const coins = (amount: string) => formatAmount(amount, locale);
  const columns: TableColumn<TeamMember>[] = [
    {
      key: 'account',
      header: t('members.account'),
      render: (member) => (
        <span className={styles.nowrap}>
          {member.account}
          {member.isAgent ? <span className={styles.badge}>{t('members.agentBadge')}</span> : null}
        </span>
      ),
    },
    { key: 'level', header: t('members.level'), align: 'end' },
    { key: 'teamName', header: t('members.teamName') },
    { key: 'teamSize', header: t('members.teamSize'), align: 'end' },
    { key: 'userBalance', header: t('members.userBalance'), align: 'end', render: (member) => coins(member.userBalance) },
    { key: 'teamBalance', header: t('members.teamBalance'), align: 'end', render: (member) => coins(member.teamBalance) },
    {
      key: 'lastLoginAt',
      header: t('members.lastLogin'),
      render: (member) => <span className={styles.nowrap}>{member.lastLoginAt ? formatDateTime(member.lastLoginAt, locale) : t('members.never')}</span>,
    },
    { key: 'registeredAt', header: t('members.registeredAt'), render: (member) => <span className={styles.nowrap}>{formatDateTime(member.registeredAt, locale)}</span> },
    {
      key: 'actions',
      header: t('members.actions'),
      render: (member) =>
        canTransferWith(member) ? (
          <span className={styles.rowActions}>
            <Button size="small" tone="brand" onClick={() => openTransfer(member, 'in')} aria-label={`${t('members.transferIn')}: ${member.account}`}>
              {t('members.transferIn')}
            </Button>
            <Button size="small" variant="outline" onClick={() => openTransfer(member, 'out')} aria-label={`${t('members.takeBack')}: ${member.account}`}>
              {t('members.takeBack')}
            </Button>
          </span>
        ) : null,
    },
  ];

  const page = state.data;
  const filtered = query.account.trim() !== '' || query.level !== 'all';
  let list;
  if (page === undefined) {
    list = state.status === 'failed' ? <LoadFailed locale={locale} onRetry={() => void loadMembers()} /> : <SkeletonText lines={5} label={t('islands:loading')} locale={locale} />;
  } else {
    list = (
      <Table
        caption={t('members.caption')}
        columns={columns}
        rows={page.list}
        rowKey={(member) => member.userId}
        locale={locale}
        empty={
          filtered ? (
            <EmptyState title={t('members.noMatch')} locale={locale} />
          ) : (
            <EmptyState title={t('members.empty')} description={t('members.emptyHint')} locale={locale} />
          )
        }
        pagination={page.total > MEMBER_PAGE_SIZE ? { pageNum: page.pageNum, pageSize: page.pageSize, total: page.total, onChange: (n) => void goToMemberPage(n) } : undefined}
      />
    );
  }

  const levelOptions = [
    { value: 'all', label: t('members.levelAll') },
    { value: '1', label: t('members.levelDirect') },
    ...MEMBER_LEVELS.filter((level) => level > 1).map((level) => ({ value: String(level), label: t('members.levelN', { level }) })),
  ];

  return (
    <Panel title={t('members.title')}>
      <div className={styles.actions}>
        <Button tone="brand" onClick={openCreateMember}>
          {t('create.open')}
        </Button>
      </div>
      <form className={styles.filters} onSubmit={onSearch} role="search">
        <div className={styles.filterField}>
          <TextField type="search" label={t('members.search')} name="account" maxLength={20} value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
        </div>
        <div className={styles.filterField}>
          <Select
            label={t('members.level')}
            name="level"
            options={levelOptions}
            value={String(query.level)}
            onChange={(event) => void filterMembersByLevel(event.currentTarget.value === 'all' ? 'all' : Number(event.currentTarget.value))}
            locale={locale}
          />
        </div>
        <Button type="submit" variant="outline">
          {t('members.searchButton')}
        </Button>
      </form>
      <p className={styles.muted}>{t('members.directOnlyHint')}</p>
      {list}
    </Panel>
  );
}
