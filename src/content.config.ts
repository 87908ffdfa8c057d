import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { entryIdFromPath, faqSchema, guideSchema, pageSchema } from './content/schemas.ts';

// One folder per locale with the same file names in each; ids are `<locale>/<name>`.
const fromFolder = (base: string) =>
  glob({ pattern: '*/*.md', base, generateId: ({ entry }) => entryIdFromPath(entry) });

const pages = defineCollection({ loader: fromFolder('./src/content/pages'), schema: pageSchema });
const guide = defineCollection({ loader: fromFolder('./src/content/guide'), schema: guideSchema });
const faq = defineCollection({ loader: fromFolder('./src/content/faq'), schema: faqSchema });

export const collections = { pages, guide, faq };
