import type { Locale } from '../../../../shared/locales.ts';
import type { DsTextKey } from '../../i18n/dsText.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import { NavMenu, type NavMenuProps, type NavMenuVariant } from './NavMenu.tsx';

export type NamedMenuProps = Omit<NavMenuProps, 'label' | 'variant'> & { label?: string; locale?: Locale };

// Each product menu is a NavMenu with its own landmark name and layout.
function namedMenu(textKey: DsTextKey, variant: NavMenuVariant, displayName: string) {
  function Menu({ label, locale, ...rest }: NamedMenuProps) {
    const text = useDsText(locale);
    return <NavMenu {...rest} label={label ?? text[textKey]} variant={variant} />;
  }
  Menu.displayName = displayName;
  return Menu;
}

export const GameMenu = namedMenu('gameMenu', 'bar', 'GameMenu');
export const FooterMenu = namedMenu('footerMenu', 'footer', 'FooterMenu');
export const UserMenu = namedMenu('userMenu', 'bar', 'UserMenu');
export const UserCentreMenu = namedMenu('userCentreMenu', 'sidebar', 'UserCentreMenu');
export const AgentMenu = namedMenu('agentMenu', 'sidebar', 'AgentMenu');
export const AboutMenu = namedMenu('aboutMenu', 'sidebar', 'AboutMenu');
