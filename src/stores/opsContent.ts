import { atom } from 'nanostores';
import { opsCall } from './opsSession.ts';
import { isApiError } from '../api/ApiError.ts';
import { newIdempotencyKey } from '../api/client.ts';
import {
  contentDraft,
  opsContentImageUpload,
  opsContentList,
  opsContentPublish,
  opsContentSave,
  type ContentKind,
  type ContentText,
  type OpsContentItem,
} from '../contracts/ops-content.ts';
import { compressPhoto, type CompressOptions } from '../lib/compressPhoto.ts';
import { createRemote } from './remote.ts';

// The console's content editor: one tab per kind (notices, banners, promotions), its list, and the
// item being written. The draft keeps the seven languages of each text, the schedule as the
// browser's date-time inputs hold it (local time), and the image URL the server answered for an
// upload. Save and publish each send one Idempotency-Key per attempt; the list is read again after.

export const CONTENT_PAGE_SIZE = 50;

export const $contentKind = atom<ContentKind>('notice');

export const contentListRemote = createRemote((kind: ContentKind, signal: AbortSignal) =>
  opsCall(opsContentList, { kind, pageNum: 1, pageSize: CONTENT_PAGE_SIZE }, { signal }),
);
export const $contentList = contentListRemote.$state;

export type ContentTextField = 'title' | 'body' | 'summary';

export interface ContentEditorState {
  kind: ContentKind;
  /** Null: a new item. */
  id: number | null;
  texts: Record<ContentTextField, ContentText>;
  imageUrl: string;
  linkUrl: string;
  pinned: boolean;
  sort: number;
  /** `YYYY-MM-DDTHH:mm` in the browser's zone, or empty (no bound). */
  startsAt: string;
  endsAt: string;
}

export const $editor = atom<ContentEditorState | null>(null);
/** The last save, publish or upload: in flight, or the server's (localized) refusal. */
export const $contentAction = atom<{ busy: 'save' | 'publish' | 'upload' | null; error: string | null; saved: boolean }>({
  busy: null,
  error: null,
  saved: false,
});

/** The text fields a kind has, in the editor's order. */
export const textFieldsOf = (kind: ContentKind): ContentTextField[] =>
  kind === 'notice' ? ['title', 'body'] : kind === 'banner' ? ['title'] : ['title', 'summary', 'body'];

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a date-time input shows it in this browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A date-time input's local value as an instant with its offset (UTC), or null when empty or not a date. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function loadContent(kind: ContentKind = $contentKind.get()): Promise<void> {
  $contentKind.set(kind);
  return contentListRemote.load(kind);
}

export function selectKind(kind: ContentKind): Promise<void> {
  $editor.set(null);
  $contentAction.set({ busy: null, error: null, saved: false });
  return loadContent(kind);
}

export function newDraft(): void {
  const kind = $contentKind.get();
  $contentAction.set({ busy: null, error: null, saved: false });
  $editor.set({ kind, id: null, texts: { title: {}, body: {}, summary: {} }, imageUrl: '', linkUrl: '', pinned: false, sort: 0, startsAt: '', endsAt: '' });
}

export function editItem(item: OpsContentItem): void {
  $contentAction.set({ busy: null, error: null, saved: false });
  $editor.set({
    kind: item.kind,
    id: item.id,
    texts: { title: { ...item.title }, body: { ...item.body }, summary: { ...item.summary } },
    imageUrl: item.imageUrl ?? '',
    linkUrl: item.linkUrl ?? '',
    pinned: item.pinned,
    sort: item.sort,
    startsAt: toLocalInput(item.startsAt),
    endsAt: toLocalInput(item.endsAt),
  });
}

export function updateEditor(patch: Partial<ContentEditorState>): void {
  const editor = $editor.get();
  if (editor) $editor.set({ ...editor, ...patch });
}

export function closeEditor(): void {
  $editor.set(null);
}

/** The save request of the editor's state: only the fields its kind has, empty languages left out. */
export function draftRequest(editor: ContentEditorState) {
  const written = (text: ContentText) => Object.fromEntries(Object.entries(text).filter(([, value]) => value?.trim()));
  const fields = textFieldsOf(editor.kind);
  return {
    kind: editor.kind,
    ...(editor.id === null ? {} : { id: editor.id }),
    title: written(editor.texts.title),
    ...(fields.includes('body') ? { body: written(editor.texts.body) } : {}),
    ...(fields.includes('summary') ? { summary: written(editor.texts.summary) } : {}),
    ...(editor.kind === 'notice' ? { pinned: editor.pinned } : {}),
    ...(editor.kind === 'banner' ? { linkUrl: editor.linkUrl.trim() || null, sort: editor.sort } : {}),
    ...(editor.kind !== 'notice' && editor.imageUrl ? { imageUrl: editor.imageUrl } : {}),
    startsAt: fromLocalInput(editor.startsAt),
    endsAt: fromLocalInput(editor.endsAt),
  };
}

/** Whether the contract takes the draft as it stands (the screen shows why not field by field). */
export const draftIsValid = (editor: ContentEditorState): boolean => contentDraft.safeParse(draftRequest(editor)).success;

const refusalOf = (error: unknown) => (isApiError(error) ? error.msg : String(error));

/** Saves the draft; the editor then holds the saved item (with its id). False when refused or invalid. */
export async function saveDraft(): Promise<boolean> {
  const editor = $editor.get();
  if (!editor || $contentAction.get().busy) return false;
  const checked = contentDraft.safeParse(draftRequest(editor));
  if (!checked.success) {
    $contentAction.set({ busy: null, error: null, saved: false });
    return false;
  }
  $contentAction.set({ busy: 'save', error: null, saved: false });
  try {
    const saved = await opsCall(opsContentSave, checked.data, { idempotencyKey: newIdempotencyKey() });
    editItem(saved);
    $contentAction.set({ busy: null, error: null, saved: true });
    return true;
  } catch (error) {
    $contentAction.set({ busy: null, error: refusalOf(error), saved: false });
    return false;
  } finally {
    await contentListRemote.refresh();
  }
}

/** Publishes or unpublishes one item, then reads the list again. */
export async function setPublished(item: Pick<OpsContentItem, 'kind' | 'id'>, published: boolean): Promise<boolean> {
  if ($contentAction.get().busy) return false;
  $contentAction.set({ busy: 'publish', error: null, saved: false });
  try {
    const answer = await opsCall(opsContentPublish, { kind: item.kind, id: item.id, published }, { idempotencyKey: newIdempotencyKey() });
    const editor = $editor.get();
    if (editor && editor.kind === answer.kind && editor.id === answer.id) editItem(answer);
    $contentAction.set({ busy: null, error: null, saved: false });
    return true;
  } catch (error) {
    $contentAction.set({ busy: null, error: refusalOf(error), saved: false });
    return false;
  } finally {
    await contentListRemote.refresh();
  }
}

async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export type Compressor = (file: unknown, options?: CompressOptions) => Promise<Blob>;

/** Compresses the chosen picture in the browser, uploads it, and puts the server's URL in the draft. */
export async function uploadImage(file: unknown, compress: Compressor = compressPhoto): Promise<boolean> {
  if (!$editor.get() || $contentAction.get().busy) return false;
  $contentAction.set({ busy: 'upload', error: null, saved: false });
  try {
    const blob = await compress(file);
    const answer = await opsCall(opsContentImageUpload, { data: await blobToBase64(blob) }, { idempotencyKey: newIdempotencyKey() });
    updateEditor({ imageUrl: answer.imageUrl });
    $contentAction.set({ busy: null, error: null, saved: false });
    return true;
  } catch (error) {
    $contentAction.set({ busy: null, error: isApiError(error) ? error.msg : 'upload', saved: false });
    return false;
  }
}

/** Back to the first state (tests, leaving the page). */
export function resetOpsContent(): void {
  contentListRemote.cancel();
  $contentKind.set('notice');
  $editor.set(null);
  $contentAction.set({ busy: null, error: null, saved: false });
}
