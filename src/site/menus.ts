import { localizePath, type Locale } from '../../shared/locales.ts';
import { t } from './i18n.ts';
import { USER_CENTRE_LINKS, type UserCentreLinkId } from '../islands/user/links.ts';
import { AGENT_LINKS } from '../islands/agent/links.ts';

export interface MenuLink {
  /** Stable identifier, also the translation key's last part. */
  id: string;
  label: string;
  href: string;
}

export interface MenuGroup {
  id: string;
  heading: string;
  links: MenuLink[];
}

// Locale-free paths; labels come from common.json.
const MAIN_NAV = [
  ['home', '/'],
  ['promotion', '/game/promotion'],
  ['hall', '/amigo'],
  ['guide', '/game/guide'],
  ['notice', '/game/notice'],
] as const;

/** The user centre: where the header sends signed-in players. */
const USER_ENTRY = '/user/user-center';

export const ABOUT_PAGES = [
  'about-us',
  'privacy-policy',
  'user-agreement',
  'responsible-game',
  'discount-statute',
] as const;
export type AboutPage = (typeof ABOUT_PAGES)[number];

const camel = (slug: string) => slug.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

const FOOTER_GROUPS = [
  ['about', ABOUT_PAGES.map((slug) => [camel(slug), `/about/${slug}`] as const)],
  [
    'help',
    [
      ['guide', '/game/guide'],
      ['deposit', '/game/guide/deposit'],
      ['faq', '/game/guide/faq'],
      ['support', '/support'],
      ['download', '/download'],
      ['activity', '/activity'],
      ['accountTransfer', '/account-transfer'],
      ['accountTransferJp', '/account-transfer-jp'],
      ['fairness', '/fairness'],
    ],
  ],
  [
    'licence',
    [
      ['licencePrivacyPolicy', '/privacy-policy'],
      ['termsConditions', '/terms-conditions'],
      ['responsibleGaming', '/responsible-gaming'],
    ],
  ],
] as const;

export function mainNav(locale: Locale): MenuLink[] {
  return MAIN_NAV.map(([id, path]) => ({ id, label: t(locale, `common:nav.${id}`), href: localizePath(path, locale) }));
}

/** The user centre's side menu. */
export function userCentreMenu(locale: Locale): MenuLink[] {
  return USER_CENTRE_LINKS.map(([id, path]) => ({ id, label: t(locale, `user:menu.${id}`), href: localizePath(path, locale) }));
}

/** The agent menu (spec §2): the agent centre's side menu, and the header's and user centre's for agents. */
export function agentMenu(locale: Locale): MenuLink[] {
  return AGENT_LINKS.map(([id, path]) => ({ id, label: t(locale, `agent:menu.${id}`), href: localizePath(path, locale) }));
}

/** Whether a link of agentMenu is the current item: its page or one below it (/agent/team-report/42). */
export function isCurrentAgentLink(link: MenuLink, currentPath: string): boolean {
  return isWithin(link.href, currentPath);
}

/**
 * User-centre links that stand for a whole group of pages: "finance" leads to the deposit page but
 * is the current item on every finance page (withdraw, crypto deposit and withdrawal, …).
 */
const USER_CENTRE_GROUPS: Partial<Record<UserCentreLinkId, string>> = { finance: '/user/finance' };

/** Whether a link of userCentreMenu is the current item: its own page, or any page of its group. */
export function isCurrentUserCentreLink(link: MenuLink, currentPath: string, locale: Locale): boolean {
  if (isCurrent(link.href, currentPath)) return true;
  const group = USER_CENTRE_GROUPS[link.id as UserCentreLinkId];
  return group !== undefined && isWithin(localizePath(group, locale), currentPath);
}

/**
 * The phone's bottom bar: the four areas of the spec (home, promotion, finance, user centre). Each
 * stands for its pages: finance for every money page, the user centre for the other user pages.
 */
const BOTTOM_BAR = [
  ['home', '/', undefined],
  ['promotion', '/game/promotion', '/game/promotion'],
  ['finance', '/user/finance/deposit', '/user/finance'],
  ['userCentre', USER_ENTRY, '/user'],
] as const;

export type BottomBarId = (typeof BOTTOM_BAR)[number][0];
export interface BottomBarLink extends MenuLink {
  id: BottomBarId;
  current: boolean;
}

export function bottomBar(locale: Locale, currentPath: string): BottomBarLink[] {
  const links = BOTTOM_BAR.map(([id, path, area]) => ({
    id,
    label: t(locale, `common:bottomBar.${id}`),
    href: localizePath(path, locale),
    area: area === undefined ? undefined : localizePath(area, locale),
  }));
  // The most specific area holding the page wins (/user/finance/… is finance, not the user centre).
  const holding = links
    .filter((link) => (link.area === undefined ? isCurrent(link.href, currentPath) : isWithin(link.area, currentPath)))
    .sort((a, b) => (b.area ?? b.href).length - (a.area ?? a.href).length)[0];
  return links.map(({ id, label, href }) => ({ id, label, href, current: id === holding?.id }));
}

export const LOGIN_PATH = '/login';

/** Where the login link sends a guest: the login route, coming back to `currentPath` afterwards. */
export function loginHref(locale: Locale, currentPath: string): string {
  const login = localizePath(LOGIN_PATH, locale);
  // Coming back to the login page itself would be a loop.
  if (isCurrent(login, currentPath)) return login;
  return `${login}?${new URLSearchParams({ redirect: currentPath })}`;
}

/** The header's account links: log in and register for guests, the user centre for members. */
export function userArea(locale: Locale, currentPath: string) {
  return {
    login: { id: 'login', label: t(locale, 'user:header.login'), href: loginHref(locale, currentPath) },
    register: {
      id: 'register',
      label: t(locale, 'user:header.register'),
      href: `${localizePath(LOGIN_PATH, locale)}?tab=register`,
    },
    centre: { id: 'userCentre', label: t(locale, 'user:header.userCentre'), href: localizePath(USER_ENTRY, locale) },
    logoutLabel: t(locale, 'user:header.logout'),
    label: t(locale, 'user:header.label'),
  };
}

export function footerMenu(locale: Locale): MenuGroup[] {
  return FOOTER_GROUPS.map(([id, links]) => ({
    id,
    heading: t(locale, `common:footer.${id}`),
    links: links.map(([linkId, path]) => ({
      id: linkId,
      label: t(locale, `common:menu.${linkId}`),
      href: localizePath(path, locale),
    })),
  }));
}

/** The about pages as a side menu (shared by the five about pages). */
export function aboutMenu(locale: Locale): MenuLink[] {
  return footerMenu(locale).find((g) => g.id === 'about')!.links;
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** Marks the link of the page being shown; a trailing slash does not count. */
export function isCurrent(href: string, currentPath: string): boolean {
  return trimSlash(href) === trimSlash(currentPath);
}

/** The page is `prefix` itself or below it (whole path segments: /user/finance-x is not within /user/finance). */
function isWithin(prefix: string, currentPath: string): boolean {
  const path = trimSlash(currentPath);
  const base = trimSlash(prefix);
  return path === base || path.startsWith(`${base}/`);
}
