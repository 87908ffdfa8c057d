import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { z } from '../../contracts/zod.ts';
import { LOCALES, LOCALE_META, localizePath, type Locale } from '../../../shared/locales.ts';
import { isApiError } from '../../api/ApiError.ts';
import { contentBody, contentKinds, contentSummary, contentTitle, type ContentKind, type OpsContentItem } from '../../contracts/ops-content.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { Checkbox } from '../../design-system/components/Checkbox/Checkbox.tsx';
import { SevenLanguageEditor, type LocalizedValues } from '../../design-system/components/SevenLanguageEditor/SevenLanguageEditor.tsx';
import { Table, type TableColumn } from '../../design-system/components/Table/Table.tsx';
import { Tabs } from '../../design-system/components/Tabs/Tabs.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { DsLocaleProvider } from '../../design-system/i18n/DsLocale.tsx';
import { formatText } from '../../design-system/i18n/dsText.ts';
import type { OpsContentText } from '../../site/ops/consoleText.ts';
import { $locale } from '../../stores/locale.ts';
import {
  $contentAction,
  $contentKind,
  $contentList,
  $editor,
  closeEditor,
  draftIsValid,
  editItem,
  loadContent,
  newDraft,
  saveDraft,
  selectKind,
  setPublished,
  textFieldsOf,
  updateEditor,
  uploadImage,
  type ContentEditorState,
  type ContentTextField,
} from '../../stores/opsContent.ts';
import { formatDateTime } from '../shared/formatDateTime.ts';
import * as styles from './OpsContent.css.ts';

// The content editor: a tab per kind with its list (state, schedule, publish / unpublish) and the
// item being written, its seven languages side by side, schedule, image and a preview. Everything
// it shows comes from the content store; the server decides who may do what.

type Text = OpsContentText['content'];

const schemaOf: Record<ContentTextField, z.ZodMiniObject> = { title: contentTitle, body: contentBody, summary: contentSummary };
const contractOf = (kind: ContentKind) => z.object(Object.fromEntries(textFieldsOf(kind).map((field) => [field, schemaOf[field]])));

export default function OpsContent({ locale, text }: { locale: Locale; text: Text }) {
  const kind = useStore($contentKind);
  const editor = useStore($editor);
  useEffect(() => {
    $locale.set(locale);
    void loadContent();
  }, [locale]);
  return (
    <DsLocaleProvider locale={locale}>
      <div className={styles.stack}>
        <p className={styles.muted}>{text.caption}</p>
        <Tabs
          label={text.caption}
          value={kind}
          onChange={(id) => void selectKind(id as ContentKind)}
          items={contentKinds.map((id) => ({ id, label: text.tabs[id], content: id === kind ? <ContentList locale={locale} text={text} /> : null }))}
        />
        {editor ? <Editor key={`${editor.kind}-${editor.id ?? 'new'}`} locale={locale} text={text} editor={editor} /> : null}
      </div>
    </DsLocaleProvider>
  );
}

function stateOf(item: OpsContentItem): keyof Text['state'] {
  if (item.live) return 'live';
  return item.published ? 'published' : 'draft';
}

function ContentList({ locale, text }: { locale: Locale; text: Text }) {
  const state = useStore($contentList);
  const action = useStore($contentAction);
  if (state.status === 'failed') {
    if (isApiError(state.error) && state.error.code === 401) {
      return (
        <p>
          <a href={localizePath('/ops/sign-in', locale)}>{state.error.msg}</a>
        </p>
      );
    }
    return (
      <p role="alert">
        {isApiError(state.error) ? state.error.msg : text.loadFailed}{' '}
        <Button variant="outline" size="small" onClick={() => void loadContent()}>
          {text.retry}
        </Button>
      </p>
    );
  }
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : text.always);
  const columns: TableColumn<OpsContentItem>[] = [
    { key: 'title', header: text.columns.title, render: (item) => item.title[locale] ?? item.title['ja-JP'] },
    { key: 'state', header: text.columns.state, render: (item) => text.state[stateOf(item)] },
    { key: 'schedule', header: text.columns.schedule, render: (item) => `${when(item.startsAt)} – ${when(item.endsAt)}` },
  ];
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <Button onClick={newDraft}>{text.newItem}</Button>
      </div>
      {action.error && !$editor.get() ? <p role="alert">{action.error}</p> : null}
      <Table
        caption={text.tabs[$contentKind.get()]}
        columns={columns}
        rows={state.data?.list ?? []}
        rowKey={(item) => item.id}
        empty={state.status === 'ready' ? text.empty : '…'}
        rowActionsHeader={text.columns.actions}
        rowActions={(item) => (
          <div className={styles.row}>
            <Button variant="outline" size="small" onClick={() => editItem(item)}>
              {text.edit}
            </Button>
            <Button variant="outline" size="small" disabled={action.busy !== null} onClick={() => void setPublished(item, !item.published)}>
              {item.published ? text.unpublish : text.publish}
            </Button>
          </div>
        )}
        locale={locale}
      />
    </div>
  );
}

function Editor({ locale, text, editor }: { locale: Locale; text: Text; editor: ContentEditorState }) {
  const action = useStore($contentAction);
  const list = useStore($contentList);
  const published = list.data?.list.find((item) => item.kind === editor.kind && item.id === editor.id)?.published ?? false;
  const [tried, setTried] = useState(false);
  const [previewLocale, setPreviewLocale] = useState<Locale>(locale);
  const fields = textFieldsOf(editor.kind);
  const texts = Object.fromEntries(fields.map((field) => [field, editor.texts[field]])) as LocalizedValues<ContentTextField>;
  const valid = draftIsValid(editor);
  const pick = (field: ContentTextField) => editor.texts[field][previewLocale]?.trim() || editor.texts[field]['ja-JP'] || '';

  const save = async () => {
    setTried(true);
    await saveDraft();
  };

  return (
    <section className={styles.editor} aria-labelledby="ops-content-editor">
      <h2 id="ops-content-editor" className={styles.heading}>
        {text.tabs[editor.kind]} · {editor.id === null ? text.editorNew : formatText(text.editorEdit, { id: editor.id })}
      </h2>
      <p className={styles.muted}>{text.languagesHint}</p>
      <SevenLanguageEditor
        fields={fields.map((name) => ({ name, label: text.fields[name], multiline: name === 'body' }))}
        contract={contractOf(editor.kind)}
        value={texts}
        onChange={(value) => updateEditor({ texts: { ...editor.texts, ...value } })}
        showAllErrors={tried}
        locale={locale}
      />
      <div className={styles.row}>
        <label className={styles.field}>
          {text.startsAt}
          <input className={styles.input} type="datetime-local" value={editor.startsAt} onChange={(event) => updateEditor({ startsAt: event.target.value })} />
        </label>
        <label className={styles.field}>
          {text.endsAt}
          <input className={styles.input} type="datetime-local" value={editor.endsAt} onChange={(event) => updateEditor({ endsAt: event.target.value })} />
        </label>
      </div>
      <p className={styles.muted}>{text.scheduleHint}</p>
      {editor.kind === 'notice' ? <Checkbox label={text.pinned} checked={editor.pinned} onChange={(event) => updateEditor({ pinned: event.target.checked })} /> : null}
      {editor.kind === 'banner' ? (
        <div className={styles.row}>
          <TextField label={text.linkUrl} value={editor.linkUrl} onChange={(event) => updateEditor({ linkUrl: event.target.value })} locale={locale} />
          <TextField
            label={text.sort}
            type="number"
            min={0}
            max={10000}
            value={String(editor.sort)}
            onChange={(event) => updateEditor({ sort: Math.max(0, Math.trunc(Number(event.target.value)) || 0) })}
            locale={locale}
          />
        </div>
      ) : null}
      {editor.kind !== 'notice' ? (
        <label className={styles.field}>
          {text.image}
          <input className={styles.input} type="file" accept="image/jpeg,image/png,image/webp" onChange={(event) => void uploadImage(event.target.files?.[0])} />
          <span className={styles.muted}>{action.busy === 'upload' ? text.uploading : text.imageHint}</span>
        </label>
      ) : null}

      <section className={styles.preview} aria-labelledby="ops-content-preview">
        <div className={styles.row}>
          <h3 id="ops-content-preview" className={styles.heading}>
            {text.preview}
          </h3>
          <label className={styles.field}>
            {text.previewLanguage}
            <select className={styles.input} value={previewLocale} onChange={(event) => setPreviewLocale(event.target.value as Locale)}>
              {LOCALES.map((code) => (
                <option key={code} value={code}>
                  {LOCALE_META[code].name}
                </option>
              ))}
            </select>
          </label>
        </div>
        {editor.imageUrl ? <img className={styles.previewImage} src={editor.imageUrl} alt={pick('title')} /> : null}
        <strong lang={previewLocale}>{pick('title')}</strong>
        {fields.includes('summary') ? <span lang={previewLocale}>{pick('summary')}</span> : null}
        {fields.includes('body') ? <span lang={previewLocale}>{pick('body')}</span> : null}
      </section>

      {tried && !valid ? <p role="alert">{text.invalid}</p> : null}
      {action.error ? <p role="alert">{action.error === 'upload' ? text.uploadFailed : action.error}</p> : null}
      {action.saved ? <p role="status">{text.saved}</p> : null}
      <div className={styles.row}>
        <Button onClick={() => void save()} busy={action.busy === 'save'} disabled={action.busy !== null}>
          {action.busy === 'save' ? text.saving : text.save}
        </Button>
        {editor.id !== null ? (
          <Button variant="outline" disabled={action.busy !== null} onClick={() => void setPublished({ kind: editor.kind, id: editor.id! }, !published)}>
            {published ? text.unpublish : text.publish}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={closeEditor}>
          {text.close}
        </Button>
      </div>
    </section>
  );
}
