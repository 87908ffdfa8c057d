import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { call } from '../../api/calls.ts';
import { recordFinanceQuery } from '../../contracts/records.ts';
import { EmptyState } from '../../design-system/components/EmptyState/EmptyState.tsx';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import { useRemote } from '../shared/useRemote.ts';
import { isUnsettled } from '../shared/moneyStatus.ts';
import { ACTIVE_POLL_MS } from '../../stores/polling.ts';
import { RecordFilters } from './RecordFilters.tsx';
import { RecordTable } from './RecordTable.tsx';
import { RecordTotals } from './RecordTotals.tsx';
import { RecordsIsland } from './RecordsIsland.tsx';
import { useAddressQuery } from './useAddressQuery.ts';
import {
  currentTzOffsetMinutes,
  queryFromSearch,
  requestOf,
  searchFromQuery,
  type RecordFilter,
  type RecordRequest,
} from './recordFilter.ts';
import * as styles from './records.css.ts';
import { useLastPageClamp } from './useLastPageClamp.ts';

export interface FinanceRecordsProps {
  locale: Locale;
}

const loadRecords = (request: RecordRequest, signal: AbortSignal) => call(recordFinanceQuery, request, { signal });

function Records({ locale }: FinanceRecordsProps) {
  const { t } = useTranslation('records');
  const [query, setQuery] = useAddressQuery(queryFromSearch, searchFromQuery);
  const request = requestOf(query, currentTzOffsetMinutes());
  // Followed while a record shown can still change status (a withdrawal under review …).
  const records = useRemote(loadRecords, request, JSON.stringify(request), {
    pollAfter: (answer) => (answer.list.some((row) => isUnsettled(row.type, row.status)) ? ACTIVE_POLL_MS : null),
  });
  const page = records.data;
  const filtered = query.type !== '' || query.from !== '' || query.to !== '';

  useLastPageClamp(page, records.loading, query.pageNum, (pageNum) => setQuery({ ...query, pageNum }));

  const apply = (filter: RecordFilter) => setQuery({ ...filter, pageNum: 1 });
  const filter: RecordFilter = { type: query.type, status: query.status, from: query.from, to: query.to };

  let body;
  if (records.status === 'failed' && !page) body = <LoadFailed onRetry={records.reload} locale={locale} />;
  else if (!page) body = <SkeletonText lines={6} label={t('islands:loading')} locale={locale} />;
  else
    body = (
      <>
        <RecordTotals totals={page.totals} locale={locale} />
        <RecordTable
          records={page.list}
          locale={locale}
          empty={
            <EmptyState
              icon="🧾"
              title={t(filtered ? 'empty.filtered' : 'empty.none')}
              description={filtered ? t('empty.filteredHint') : undefined}
              locale={locale}
            />
          }
          page={{
            pageNum: page.pageNum,
            pageSize: page.pageSize,
            total: page.total,
            onChange: (pageNum) => setQuery({ ...query, pageNum }),
          }}
        />
      </>
    );

  return (
    <div className={styles.page} aria-busy={records.loading}>
      <RecordFilters applied={filter} onApply={apply} busy={records.loading} />
      {body}
    </div>
  );
}

/** Financial records: deposits, withdrawals and adjustments, filtered, paged, with totals. */
export function FinanceRecords(props: FinanceRecordsProps) {
  return (
    <RecordsIsland locale={props.locale}>
      <Records {...props} />
    </RecordsIsland>
  );
}

export default FinanceRecords;
