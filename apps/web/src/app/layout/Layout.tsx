import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { LoadingView } from '../../components/LoadingView';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import { paths } from '../../config/paths';
import { useSessionSync } from '../../features/account/api/session';
import { useSession } from '../../lib/session';
import { AccountNav } from './AccountNav';
import { Breadcrumbs } from './Breadcrumbs';
import classes from './layout.module.css';
import { TopBanner } from './TopBanner';
import { useFocusHeadingOnNavigate } from './use-focus-heading';

/** Id of the main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

const NAV_ITEMS = [
  { label: 'Home', to: paths.home() },
  { label: 'About', to: paths.about() },
  { label: 'API documentation', to: paths.documentation() },
] as const;

/**
 * Page frame around every screen: skip link, header (site name, main navigation, the account
 * navigation of a signed-in user, top banner), breadcrumbs and the routed screen in `main`, and a footer
 * with the CC BY 4.0 licence of framework content. Keeps the session in step with other tabs, and moves
 * focus to the new screen's heading after each navigation.
 * Source: docs/features/browsing.md §1, §3; docs/features/curation.md §2; docs/features/accounts-and-security.md §2.
 */
export function Layout() {
  useSessionSync();
  useFocusHeadingOnNavigate(MAIN_CONTENT_ID);
  const { user, can } = useSession();
  return (
    <>
      <UnsavedChangesGuard />
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        Skip to main content
      </a>
      <header className={classes.header}>
        <Container size="lg" py="md">
          <Group justify="space-between" wrap="wrap" gap="md">
            <Link to={paths.home()} className={classes.siteName}>
              Competency Hub
            </Link>
            <nav aria-label="Main">
              <ul className={classes.navList}>
                {NAV_ITEMS.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end className={classes.navLink}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </Group>
          {user && <AccountNav user={user} can={can} />}
        </Container>
        <TopBanner />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Breadcrumbs />
        <Container size="lg" py="md">
          <NextPageLoading />
          <Outlet />
        </Container>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}

/**
 * 'Fetching data...' above the current screen while the router loads another page's data and code (its
 * route loader, ADR 0068); a change of the address's query alone (a list's filters) shows nothing here,
 * the screen shows its own state. Source: docs/features/browsing.md §3.
 */
function NextPageLoading() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (navigation.state !== 'loading' || navigation.location.pathname === pathname) return null;
  return <LoadingView />;
}

/**
 * Site footer: licence of the framework content (CC BY 4.0, attribution to the framework owners) and
 * links to the privacy notice and the API documentation. Source: docs/features/browsing.md §1.
 */
export function SiteFooter() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="lg">
        <Text size="sm">
          Framework content is licensed under the{' '}
          <Anchor href="https://creativecommons.org/licenses/by/4.0/" rel="license">
            Creative Commons Attribution 4.0 International licence (CC BY 4.0)
          </Anchor>
          . When you reuse a framework, credit its owners as named on the framework page.
        </Text>
        <Group gap="md" mt="sm">
          <Anchor component={Link} to={paths.privacyNotice()} size="sm">
            Privacy notice
          </Anchor>
          <Anchor component={Link} to={paths.documentation()} size="sm">
            API documentation
          </Anchor>
          <Anchor component={Link} to={paths.guidelines()} size="sm">
            Guidelines for course creation
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
