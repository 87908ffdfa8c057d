import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { isoDateTime, pageOf, pageRequest } from './common.ts';
import { KYC_IMAGE_MAX_BYTES } from './kyc.ts';
import { secret } from './secret.ts';
import type { Locale } from '../../shared/locales.ts';

// The console's content editor: notices, banners and promotions, each written in the seven
// languages side by side, scheduled (start / end) and published or unpublished. ja-JP is required
// (the public calls fall back to it for any language left empty); the other six are optional.

export const contentKinds = ['notice', 'banner', 'promotion'] as const;
export const contentKind = z.enum(contentKinds);
export type ContentKind = z.infer<typeof contentKind>;

/** Plain text shown on the public site: no control or formatting characters, no markup brackets. */
const lineText = (max: number) => z.string().check(z.trim(), z.maxLength(max), z.regex(/^[^\p{Cc}\p{Cf}<>]*$/u));
/** The same, with line breaks. */
const blockText = (max: number) => z.string().check(z.trim(), z.maxLength(max), z.regex(/^(?:[^\p{Cc}\p{Cf}<>]|\n)*$/u));

/**
 * One text per language: ja-JP required (non-empty), the others optional; an empty one is the
 * same as a missing one (the reader sees the ja-JP text).
 */
function inSevenLanguages(text: z.ZodMiniString<string>) {
  const other = z.optional(text);
  const shape = {
    'ja-JP': text.check(z.minLength(1)),
    'en-US': other,
    'ko-KR': other,
    'zh-CN': other,
    'zh-TW': other,
    'fil-PH': other,
    'vi-VN': other,
  } satisfies Record<Locale, z.ZodMiniType>;
  return z.strictObject(shape);
}

export const contentTitle = inSevenLanguages(lineText(100));
export const contentSummary = inSevenLanguages(lineText(200));
export const contentBody = inSevenLanguages(blockText(4000));
export type ContentText = Partial<Record<Locale, string>>;

/** A site path or an absolute http(s) URL (a banner's link). */
const linkUrl = z.string().check(z.trim(), z.maxLength(500), z.regex(/^(\/[^\s<>"]*|https?:\/\/[^\s<>"]+)$/));
/** An image on this site (an uploaded one is `/media/content/<sha256>.<ext>`). */
const imageUrl = z.string().check(z.trim(), z.minLength(2), z.maxLength(500), z.regex(/^\/[A-Za-z0-9/_.-]+$/));
const contentId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
/** An instant with its offset (ISO 8601), as the editor's date-time inputs send it. */
const instant = z.iso.datetime({ offset: true });

export const opsContentItem = z.object({
  kind: contentKind,
  id: z.number().check(z.int()),
  title: z.record(z.string(), z.string()),
  /** Notice text or promotion details; null for a banner. */
  body: z.nullable(z.record(z.string(), z.string())),
  /** A promotion's one-line summary; null otherwise. */
  summary: z.nullable(z.record(z.string(), z.string())),
  /** Banners and promotions. */
  imageUrl: z.nullable(z.string()),
  /** Banners only. */
  linkUrl: z.nullable(z.string()),
  /** Notices only: shown first. */
  pinned: z.boolean(),
  /** Banners only: display order, lowest first. */
  sort: z.number().check(z.int()),
  published: z.boolean(),
  /** Shown from (null: as soon as published). */
  startsAt: z.nullable(isoDateTime),
  /** Shown until (null: no end). */
  endsAt: z.nullable(isoDateTime),
  /** Whether the public site shows it now: published and within its schedule. */
  live: z.boolean(),
});
export type OpsContentItem = z.infer<typeof opsContentItem>;

export const opsContentList = defineCall({
  path: '/v2/ops/content/list',
  auth: 'operator',
  tag: 'operations',
  summary: 'Notices, banners or promotions as the editor sees them: every language, schedule and published state, newest first',
  request: z.strictObject({ ...pageRequest.shape, kind: contentKind }),
  response: pageOf(opsContentItem),
});

export const contentDraft = z.strictObject({
  kind: contentKind,
  /** Absent: a new item (unpublished until published). */
  id: z.optional(contentId),
  title: contentTitle,
  body: z.optional(contentBody),
  summary: z.optional(contentSummary),
  imageUrl: z.optional(imageUrl),
  linkUrl: z.optional(z.nullable(linkUrl)),
  pinned: z.optional(z.boolean()),
  sort: z.optional(z.number().check(z.int(), z.gte(0), z.lte(10_000))),
  startsAt: z.optional(z.nullable(instant)),
  endsAt: z.optional(z.nullable(instant)),
}).check(
  z.superRefine((draft, ctx) => {
    const need = (field: keyof typeof draft) => {
      if (draft[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'required', params: { validation: 'required' } });
    };
    if (draft.kind === 'notice') need('body');
    if (draft.kind === 'banner') need('imageUrl');
    if (draft.kind === 'promotion') {
      need('body');
      need('summary');
      need('imageUrl');
    }
    if (draft.startsAt && draft.endsAt && Date.parse(draft.endsAt) <= Date.parse(draft.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'after start', params: { validation: 'endAfterStart' } });
    }
  }),
);
export type ContentDraft = z.input<typeof contentDraft>;

export const opsContentSave = defineCall({
  path: '/v2/ops/content/save',
  auth: 'operator',
  idempotent: true,
  tag: 'operations',
  summary: 'Create (no id) or replace a notice, banner or promotion: texts in seven languages (ja-JP required), schedule, image; a new one starts unpublished',
  request: contentDraft,
  response: opsContentItem,
});

export const opsContentPublish = defineCall({
  path: '/v2/ops/content/publish',
  auth: 'operator',
  idempotent: true,
  tag: 'operations',
  summary: 'Publish or unpublish a notice, banner or promotion; the public calls show it within its schedule at once',
  request: z.strictObject({ kind: contentKind, id: contentId, published: z.boolean() }),
  response: opsContentItem,
});

const MAX_BASE64 = Math.ceil(KYC_IMAGE_MAX_BYTES / 3) * 4;

export const opsContentImageUpload = defineCall({
  path: '/v2/ops/content/image/upload',
  auth: 'operator',
  idempotent: true,
  tag: 'operations',
  summary: 'Upload a banner or promotion image (compressed by the browser, checked and re-encoded without metadata by the server); answers its URL',
  bodyLimit: MAX_BASE64 + 4096,
  request: z.strictObject({
    data: secret(
      z.string().check(z.minLength(4), z.maxLength(MAX_BASE64), z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64')),
    ),
  }),
  response: z.object({ imageUrl: z.string(), mediaType: z.string(), bytes: z.number().check(z.int()) }),
});
