import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { NavLabel, Navigation } from '../../shared/navigation.ts';
import type { MessageKey } from '../../shared/i18n/messages.ts';
import { MAX_UNREAD_COUNTED } from '../../shared/group-message-rules.ts';
import { can } from '../../shared/permissions.ts';
import { paths } from '../../shared/routing.ts';
import { profileLabel } from '../../shared/profile-label.ts';
import { Menu } from '../components/ui/menu.tsx';
import { useMe } from '../api/me/get-me.ts';
import { useUnreadMessages } from '../api/me/get-my-messages.ts';
import { useSignOut } from '../lib/session/use-sign-out.ts';
import { useT } from '../lib/i18n/use-t.ts';
import { BrandMark } from './brand-mark.tsx';
import { useHouseholdLive } from './use-household-live.ts';

type VisibleNavigation = Extract<Navigation, { visible: true }>;

/** Each link's words: the source's names (src/shared/navigation.ts) in the person's language. */
const navLabelKeys: Record<NavLabel, MessageKey> = {
  Dashboard: 'nav.dashboard',
  'Meal Planning': 'nav.mealPlanning',
  'Recipe Catalog': 'nav.recipeCatalog',
  'Champion Dashboard': 'nav.championDashboard',
};

function ProfileTrigger({ name }: { name: string | undefined }) {
  const t = useT();
  const label = profileLabel(name);
  if (!label) return <span className="profile-trigger__name">{t('nav.profile')}</span>;
  return (
    <>
      <span className="avatar">{label.initials}</span> <span className="profile-trigger__name">{label.firstName}</span>
    </>
  );
}

/**
 * Beside `Dashboard`: how many of the champion's messages are new (the dashboard shows them). Outside the link, so the
 * link keeps its name; the number is read out in words.
 */
function UnreadMessagesBadge() {
  const t = useT();
  const unread = useUnreadMessages(true).data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span className="nav-badge">
      <span aria-hidden="true">{unread >= MAX_UNREAD_COUNTED ? `${MAX_UNREAD_COUNTED}+` : unread}</span>
      <span className="visually-hidden">{t('nav.unreadMessages', { count: unread })}</span>
    </span>
  );
}

/** The signed-in top navigation: logo, the links navigationFor() gives, the profile menu, a mobile toggle. */
export function TopNav({ navigation }: { navigation: VisibleNavigation }) {
  const { data: me } = useMe();
  // Here, as the navigation is drawn for signed-in people alone and goes when they sign out.
  useHouseholdLive(me?.id);
  const signOut = useSignOut();
  const t = useT();
  const { pathname } = useLocation();
  // The mobile menu is open for the page it was opened on: following a link closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const mobileOpen = openOnPath === pathname;
  const linksId = useId();

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={navigation.logoTo} className="brand">
          <BrandMark />
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={mobileOpen}
          aria-controls={linksId}
          aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpenOnPath(mobileOpen ? null : pathname)}
        >
          <span className="nav-toggle__bars" aria-hidden="true" />
        </button>
        <nav id={linksId} aria-label={t('nav.main')} className={mobileOpen ? 'main-nav main-nav--open' : 'main-nav'}>
          <ul className="main-nav__list">
            {navigation.links.map((link) => (
              <li key={link.label}>
                <NavLink to={link.to} className="main-nav__link" end>
                  {t(navLabelKeys[link.label])}
                </NavLink>
                {link.label === 'Dashboard' ? <UnreadMessagesBadge /> : null}
              </li>
            ))}
          </ul>
        </nav>
        <Menu
          triggerClassName="profile-trigger"
          // The profile menu and the phone menu share the top of a small screen: opening one closes the other
          // (the phone menu's toggle is outside this menu, so pressing it closes the profile menu).
          onOpen={() => setOpenOnPath(null)}
          trigger={<ProfileTrigger name={me?.name} />}
          items={[
            { kind: 'link', label: t('nav.yourProfile'), to: paths.profile },
            // Admins also find their tools here, between Your Profile and Sign Out (docs/decisions/0024-who-may-be-a-champion.md).
            ...(can(me, 'useAdminTools') ? [{ kind: 'link' as const, label: t('nav.admin'), to: paths.adminAccess }] : []),
            { kind: 'action', label: t('nav.signOut'), onSelect: () => void signOut() },
          ]}
        />
      </div>
    </header>
  );
}
