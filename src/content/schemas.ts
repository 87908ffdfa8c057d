import { z } from 'zod';

// Frontmatter schemas of the content collections, kept apart from `content.config.ts`
// so unit tests can validate the files without Astro's virtual modules.

/** The slugs every locale must provide in the `pages` collection. */
export const PAGE_SLUGS = [
  'about-us',
  'privacy-policy',
  'user-agreement',
  'responsible-game',
  'discount-statute',
  'account-transfer',
  'account-transfer-jp',
  'activity',
  'download',
  'guide-deposit',
  'support',
  'licence-privacy-policy',
  'terms-conditions',
  'responsible-gaming',
  'promotion',
  'notice',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** Beginner guide tabs: /game/guide/0 … /game/guide/4. */
export const GUIDE_TABS = ['0', '1', '2', '3', '4'] as const;

export const pageSchema = z.object({
  title: z.string().min(1),
  // Used as the meta description, which search engines cut after about 160 characters.
  description: z.string().min(1).max(160),
  updated: z.coerce.date().optional(),
});

export const guideSchema = z.object({
  title: z.string().min(1),
  tabTitle: z.string().min(1),
  order: z.number().int().min(0),
});

export const faqSchema = z.object({
  question: z.string().min(1),
  order: z.number().int().min(0),
});

export type PageData = z.infer<typeof pageSchema>;
export type GuideData = z.infer<typeof guideSchema>;
export type FaqData = z.infer<typeof faqSchema>;

/** Entry ids keep the locale's case (`en-US/about-us`), unlike the loader's default slugger. */
export function entryIdFromPath(entry: string): string {
  return entry.replace(/\.(md|mdx)$/, '');
}
