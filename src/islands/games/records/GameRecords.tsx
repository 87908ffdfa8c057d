import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../shared/locales.ts';
import { call } from '../../../api/calls.ts';
import { recordGameQuery, recordGameCount, gameMachines } from '../../../contracts/games.ts';
import { EmptyState } from '../../../design-system/components/EmptyState/EmptyState.tsx';
import { SkeletonText } from '../../../design-system/components/Skeleton/Skeleton.tsx';
import { LoadFailed } from '../../shared/LoadFailed.tsx';
import { useRemote } from '../../shared/useRemote.ts';
import { RecordsIsland } from '../../records/RecordsIsland.tsx';
import { currentTzOffsetMinutes } from '../../records/recordFilter.ts';
import * as styles from '../../records/records.css.ts';
import { useAddressQuery } from '../../records/useAddressQuery.ts';
import { useLastPageClamp } from '../../records/useLastPageClamp.ts';
import { GameRecordFilters } from './GameRecordFilters.tsx';
import { GameRecordTable } from './GameRecordTable.tsx';
import { GameRecordTotals } from './GameRecordTotals.tsx';
import {
  countRequestOf,
  gameQueryFromSearch,
  gameRecordRequestOf,
  searchFromGameQuery,
  type GameCountRequest,
  type GameRecordFilter,
  type GameRecordRequest,
} from './gameRecordFilter.ts';

/** Its own strings, the financial records' filter words, then the shared island strings. */
export const GAME_RECORDS_NAMESPACES = ['gameRecords', 'records', 'islands', 'games'] as const;

export interface GameRecordsProps {
  locale: Locale;
}

const loadRecords = (request: GameRecordRequest, signal: AbortSignal) => call(recordGameQuery, request, { signal });
const loadTotals = (request: GameCountRequest, signal: AbortSignal) => call(recordGameCount, request, { signal });
const loadMachines = (_: undefined, signal: AbortSignal) => call(gameMachines, undefined, { signal });

function Records({ locale }: GameRecordsProps) {
  const { t } = useTranslation('gameRecords');
  const [query, setQuery] = useAddressQuery(gameQueryFromSearch, searchFromGameQuery);
  const tz = currentTzOffsetMinutes();
  const request = gameRecordRequestOf(query, tz);
  const countRequest = countRequestOf(query, tz);
  const records = useRemote(loadRecords, request, JSON.stringify(request));
  // Totals depend on the filter only: paging does not ask for them again.
  const totals = useRemote(loadTotals, countRequest, JSON.stringify(countRequest));
  const machines = useRemote(loadMachines, undefined, 'machines');
  const page = records.data;
  const filter: GameRecordFilter = { machineId: query.machineId, from: query.from, to: query.to };
  const filtered = filter.machineId !== '' || filter.from !== '' || filter.to !== '';

  useLastPageClamp(page, records.loading, query.pageNum, (pageNum) => setQuery({ ...query, pageNum }));

  let body;
  if (records.status === 'failed' && !page) body = <LoadFailed onRetry={records.reload} locale={locale} />;
  else if (!page) body = <SkeletonText lines={6} label={t('islands:loading')} locale={locale} />;
  else
    body = (
      <GameRecordTable
        records={page.list}
        locale={locale}
        empty={
          <EmptyState
            icon="🎰"
            title={t(filtered ? 'empty.filtered' : 'empty.none')}
            description={t(filtered ? 'empty.filteredHint' : 'empty.noneHint')}
            locale={locale}
          />
        }
        page={{ pageNum: page.pageNum, pageSize: page.pageSize, total: page.total, onChange: (pageNum) => setQuery({ ...query, pageNum }) }}
      />
    );

  return (
    <div className={styles.page} aria-busy={records.loading}>
      <GameRecordFilters applied={filter} machines={machines.data} onApply={(next) => setQuery({ ...next, pageNum: 1 })} busy={records.loading} />
      {totals.data ? <GameRecordTotals totals={totals.data} locale={locale} /> : null}
      {body}
    </div>
  );
}

/** The player's game records: rounds filtered by machine and date, paged, with totals. */
export function GameRecords(props: GameRecordsProps) {
  return (
    <RecordsIsland locale={props.locale} namespaces={GAME_RECORDS_NAMESPACES}>
      <Records {...props} />
    </RecordsIsland>
  );
}

export default GameRecords;
