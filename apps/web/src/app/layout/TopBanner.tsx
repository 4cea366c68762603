import { Anchor, Box, Container, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { bannerForPath } from './banner-rules';
import classes from './layout.module.css';

/**
 * The top banner under the header, chosen from the current path by {@link bannerForPath}: a heading,
 * a subheading and, on the static pages, a 'Learn more' link to /about; nothing on hidden paths.
 * Its heading is styled text, not a heading element, so each page keeps a single h1.
 * Source: docs/features/browsing.md §2.
 */
export function TopBanner() {
  const { pathname } = useLocation();
  const banner = bannerForPath(pathname);
  if (!banner) return null;
  return (
    <Box className={classes.topBanner} data-testid="top-banner">
      <Container size="lg" py="xl">
        <Text className={classes.topBannerHeading}>{banner.heading}</Text>
        <Text size="lg" mt="xs">
          {banner.subheading}
        </Text>
        {banner.learnMore && (
          <Anchor
            component={Link}
            to={paths.about()}
            className={classes.topBannerLink}
            mt="sm"
            display="inline-block"
          >
            Learn more
          </Anchor>
        )}
      </Container>
    </Box>
  );
}
