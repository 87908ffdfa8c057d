import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Locale } from '../../../shared/locales.ts';
import { kycSides } from '../../contracts/kyc.ts';
import { opsReason } from '../../contracts/ops.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { DataGrid, type DataGridColumn } from '../../design-system/components/DataGrid/DataGrid.tsx';
import { FormAlert } from '../../design-system/components/FormAlert/FormAlert.tsx';
import { ImageViewer } from '../../design-system/components/ImageViewer/ImageViewer.tsx';
import { ReviewPanel } from '../../design-system/components/ReviewPanel/ReviewPanel.tsx';
import { DsLocaleProvider } from '../../design-system/i18n/DsLocale.tsx';
import { formatText } from '../../design-system/i18n/dsText.ts';
import type { OpsPlayersText } from '../../site/ops/consoleText.ts';
import { $locale } from '../../stores/locale.ts';
import {
  $kycQueue,
  $kycReview,
  approveKyc,
  closeKycSubmission,
  loadKycQueue,
  openKycSubmission,
  rejectKyc,
  type KycSubmission,
} from '../../stores/opsKycReview.ts';
import * as styles from './OpsPlayers.css.ts';

// The console's KYC review: the queue of waiting submissions; one opened shows the three photos side
// by side (each zoomed on its own) beside the player's declared name and id number, and the verdict.

type Text = OpsPlayersText['kyc'];

const dateText = (iso: string, locale: Locale) => new Date(iso).toLocaleString(locale);

export default function OpsKycReview({ locale, text }: { locale: Locale; text: Text }) {
  const review = useStore($kycReview);
  useEffect(() => {
    $locale.set(locale);
    void loadKycQueue();
  }, [locale]);
  return (
    <DsLocaleProvider locale={locale}>
      <div className={styles.stack}>{review.submission ? <SubmissionReview locale={locale} text={text} /> : <Queue locale={locale} text={text} />}</div>
    </DsLocaleProvider>
  );
}

function Queue({ locale, text }: { locale: Locale; text: Text }) {
  const queue = useStore($kycQueue);
  const columns: DataGridColumn<KycSubmission>[] = [
    { id: 'id', header: text.columns.id, align: 'end' },
    { id: 'account', header: text.columns.account },
    { id: 'createdAt', header: text.columns.createdAt, accessor: (row) => dateText(row.createdAt, locale) },
    {
      id: 'open',
      header: text.open,
      cell: (row) => (
        <Button size="small" variant="outline" aria-label={`${text.open} ${row.account}`} onClick={() => void openKycSubmission(row)}>
          {text.open}
        </Button>
      ),
    },
  ];
  return (
    <DataGrid
      caption={text.queue}
      columns={columns}
      rows={queue.page?.list ?? []}
      rowKey={(row) => row.id}
      total={queue.page?.total ?? 0}
      page={{ pageNum: queue.pageNum, pageSize: queue.pageSize }}
      onPageChange={(page) => void loadKycQueue(page.pageNum, page.pageSize)}
      status={queue.status === 'error' ? 'error' : queue.status === 'ready' ? 'ready' : 'loading'}
      errorMessage={queue.error ?? undefined}
      onRetry={() => void loadKycQueue(queue.pageNum)}
      empty={text.none}
      locale={locale}
    />
  );
}

function SubmissionReview({ locale, text }: { locale: Locale; text: Text }) {
  const review = useStore($kycReview);
  const submission = review.submission!;
  const back = (
    <div>
      <Button variant="outline" size="small" onClick={closeKycSubmission}>
        {text.queue}
      </Button>
    </div>
  );
  if (review.status === 'error' && !review.images) {
    return (
      <div className={styles.stack}>
        {back}
        <FormAlert message={review.error ?? ''} />
      </div>
    );
  }
  if (!review.images || !review.declared) return <p role="status">{text.imagesLoading}</p>;
  const declared = review.declared;
  const images = review.images;
  return (
    <div className={styles.stack}>
      {back}
      <section aria-labelledby="ops-kyc-declared" className={styles.stack}>
        <h2 id="ops-kyc-declared" className={styles.heading}>
          {text.declared}
        </h2>
        <dl className={styles.details}>
          {[
            [text.account, declared.account],
            [text.name, declared.realName ?? text.notDeclared],
            [text.idNumber, declared.idNumber ?? text.notDeclared],
          ].map(([term, value]) => (
            <div key={term} className={styles.detail}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ImageViewer images={kycSides.map((side) => ({ src: images[side], alt: `${text.sides[side]} (${declared.account})`, label: text.sides[side] }))} locale={locale} />
      {review.decided ? (
        <p role="status">{formatText(text.decided[review.decided.outcome], { id: submission.id })}</p>
      ) : (
        <ReviewPanel
          title={formatText(text.reviewTitle, { id: submission.id })}
          summary={[
            { label: text.account, value: declared.account },
            { label: text.columns.createdAt, value: dateText(submission.createdAt, locale) },
          ]}
          reasonTemplates={(['blurred', 'mismatch', 'expired'] as const).map((id) => ({ id, ...text.templates[id] }))}
          reasonSchema={opsReason}
          submitting={review.submitting}
          onApprove={(reason) => void approveKyc(reason)}
          onReject={(reason) => void rejectKyc(reason)}
          error={review.error ?? undefined}
          locale={locale}
        />
      )}
    </div>
  );
}
