import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Publication date of the privacy notice (docs/features/browsing.md §6). */
export const PRIVACY_NOTICE_PUBLISHED = '4 November 2025';

/**
 * The privacy notice: what the hub stores (no visitor accounts; guest profile and `bannerDismissed`
 * only in the browser's local storage; exactly what the comparison summary's TeSS search sends, ADR 0045;
 * server logs; a session cookie only for signed-in managers), why,
 * for how long, your rights, and a complaint to the data-protection authority within three months.
 * Source: docs/features/browsing.md §6; docs/features/original-hub.md (what lives in storage).
 */
export function PrivacyNoticePage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Privacy notice</Title>
        <Text mt="xs">Published {PRIVACY_NOTICE_PUBLISHED}</Text>
      </div>
      <Text>
        This notice explains what personal data the Competency Hub processes when you use it, why, and what
        rights you have. It covers this website and its public API.
      </Text>

      <section aria-labelledby="visitors-heading">
        <Title order={2} id="visitors-heading" mb="sm">
          Visitors do not need an account
        </Title>
        <Text>
          You can browse frameworks, competencies, career profiles and training resources, and export
          frameworks, without signing in. The hub does not ask visitors for their name, email address or any
          other contact details, and it sets no advertising or analytics cookies.
        </Text>
      </section>

      <section aria-labelledby="browser-heading">
        <Title order={2} id="browser-heading" mb="sm">
          What is kept in your browser
        </Title>
        <Text mb="xs">
          Two kinds of data are stored only in your browser's local storage, on your device:
        </Text>
        <List spacing="xs">
          <List.Item>
            Your guest profile, if you create one: the name, job title, picture and other details you enter,
            and the expertise levels you choose for each competency. The profile itself is never sent to our
            servers (see the TeSS search below for the one thing derived from it that is), and nobody else can
            see it. Deleting your profile in the hub, or clearing your browser's site data, removes it.
          </List.Item>
          <List.Item>
            The value <code>bannerDismissed</code>, which remembers that you closed the training banner on the
            home page so that it is not shown again.
          </List.Item>
        </List>
      </section>

      <section aria-labelledby="tess-heading">
        <Title order={2} id="tess-heading" mb="sm">
          What the TeSS search sends
        </Title>
        <Text mb="xs">
          When you compare your guest profile with a career profile and open 'Find training resources', the
          page searches TeSS, ELIXIR's training portal, for the competencies you need to improve. For that,
          your browser sends our server:
        </Text>
        <List spacing="xs">
          <List.Item>the framework and version you are comparing in;</List.Item>
          <List.Item>
            the identifier of each competency where your level is below the career profile's expected level
            (the competencies you need to improve);
          </List.Item>
          <List.Item>
            for each of those competencies, the expertise level the career profile expects.
          </List.Item>
        </List>
        <Text mt="xs">
          Your name, job title, picture and other details, and your own expertise levels, are not sent. The
          list of competencies does show where your levels are below that career profile's. Our server sends
          TeSS only search words taken from those competencies' titles and attributes, and keeps TeSS's
          answers for a day, per competency and search words, without anything that identifies you.
        </Text>
      </section>

      <section aria-labelledby="logs-heading">
        <Title order={2} id="logs-heading" mb="sm">
          Server logs
        </Title>
        <Text>
          Like any website, the hub's server records each request it receives: your IP address, the date and
          time, the address requested, the response status and your browser's user-agent string. These logs
          are used only to keep the service secure and working, for example to detect abuse and to diagnose
          faults. They are not used to build profiles of visitors, are not shared except where the law
          requires it, and are deleted once they are no longer needed for these purposes.
        </Text>
      </section>

      <section aria-labelledby="managers-heading">
        <Title order={2} id="managers-heading" mb="sm">
          Signed-in framework and content managers
        </Title>
        <Text>
          People who maintain frameworks, reference profiles and training resources sign in with a user name
          and password. For them the hub keeps an account (user name, email address, a one-way hash of the
          password and their roles), a record of the changes they make, and a session cookie that keeps them
          signed in. The session cookie is strictly necessary, cannot be read by scripts in the page and ends
          when they sign out or the session expires. Visitors who do not sign in never receive it.
        </Text>
      </section>

      <section aria-labelledby="basis-heading">
        <Title order={2} id="basis-heading" mb="sm">
          Why we process this data
        </Title>
        <Text>
          Server logs and manager accounts are processed because it is necessary to provide a secure, working
          service (legitimate interest, or a task carried out in the public interest where the operating
          organisation is a public research body). Data in your browser's local storage stays under your
          control and is not processed by us.
        </Text>
      </section>

      <section aria-labelledby="rights-heading">
        <Title order={2} id="rights-heading" mb="sm">
          Your rights
        </Title>
        <Text mb="xs">Under data-protection law you have the right to:</Text>
        <List spacing="xs">
          <List.Item>be told what personal data about you is processed and receive a copy of it;</List.Item>
          <List.Item>have inaccurate data corrected;</List.Item>
          <List.Item>have your data erased, or its processing restricted, where the law allows;</List.Item>
          <List.Item>object to processing based on legitimate interest or the public interest;</List.Item>
          <List.Item>receive data you provided in a portable format, where the law allows.</List.Item>
        </List>
        <Text mt="sm">
          To exercise these rights, contact the organisation that operates this Competency Hub. You do not
          need to contact anyone to remove your guest profile: it exists only in your browser.
        </Text>
      </section>

      <section aria-labelledby="complaints-heading">
        <Title order={2} id="complaints-heading" mb="sm">
          Complaints
        </Title>
        <Text>
          If you believe your data has been processed unlawfully, you may lodge a complaint with the
          data-protection authority of the country where you live or work, or where the alleged infringement
          took place. Please do so within three months of the date on which you became aware of the matter.
        </Text>
      </section>

      <Text>
        See also{' '}
        <Anchor component={Link} to={paths.about()}>
          About the Competency Hub
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
