import type { Messages } from './resources.ts';

/** Every messages file at once, for rendering on the server. Never part of a browser bundle. */
export const serverMessages: Record<string, Messages> = import.meta.glob<Messages>('/locales/*/*.json', {
  import: 'default',
  eager: true,
});
