// Where the download page's buttons lead: configuration, read from the environment when the site is
// built (like SITE_URL). An app whose variable is unset is shown as "not available yet", never as a
// link that leads nowhere.

/** The apps of the download page, in the order shown, and the variable that holds each link. */
export const DOWNLOAD_APPS = [
  { id: 'appStore', variable: 'DOWNLOAD_IOS_URL' },
  { id: 'googlePlay', variable: 'DOWNLOAD_ANDROID_URL' },
  { id: 'apk', variable: 'DOWNLOAD_APK_URL' },
] as const;
export type DownloadAppId = (typeof DOWNLOAD_APPS)[number]['id'];
export const DOWNLOAD_VARIABLES = DOWNLOAD_APPS.map((app) => app.variable);

export interface DownloadLink {
  id: DownloadAppId;
  /** null: not configured, shown as not available yet. */
  href: string | null;
}

/** An https:// URL (store pages, a file host) or a path on this site (an APK under public/). */
export function isDownloadUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value);
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export const DOWNLOAD_URL_RULE = 'must be an https:// URL or a path on this site (/…)';

/** One line per variable that is set to something that is not a download URL. */
export function downloadLinkProblems(env: Record<string, string | undefined>): string[] {
  return DOWNLOAD_VARIABLES.flatMap((variable) => {
    const value = env[variable]?.trim();
    return value && !isDownloadUrl(value) ? [`${variable} ${DOWNLOAD_URL_RULE}`] : [];
  });
}

/** The page's links from the environment; an empty or unset variable is an app not available yet. */
export function downloadLinks(env: Record<string, string | undefined>): DownloadLink[] {
  const problems = downloadLinkProblems(env);
  if (problems.length) throw new Error(problems.join('\n'));
  return DOWNLOAD_APPS.map(({ id, variable }) => ({ id, href: env[variable]?.trim() || null }));
}
