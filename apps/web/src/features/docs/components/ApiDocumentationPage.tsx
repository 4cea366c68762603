import { Code, List, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../../config/paths';
import { SwaggerViewer } from './SwaggerViewer';

/**
 * The API documentation page: h1 'API documentation', an introduction to the public read API (the
 * original hub's endpoints, the app's own /api/v1, caching with ETags) and the interactive reference
 * generated from /api/openapi.json. Spec: visitor-features.md §2 Static pages (/documentation), §7.
 */
export function ApiDocumentationPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>API documentation</Title>
      <Text>
        Everything a visitor can see in the Competency Hub can also be read by software through a public,
        read-only HTTP API that returns JSON. No key or account is needed. Framework content is published
        under CC BY 4.0: credit the framework's owners when you reuse it.
      </Text>

      <section aria-labelledby="hub-api-heading">
        <Title order={2} id="hub-api-heading" mb="sm">
          Endpoints compatible with the original hub
        </Title>
        <Text mb="xs">
          These endpoints keep the paths and JSON shapes of the original Competency Hub, so existing clients
          keep working. They accept and ignore the <Code>_format</Code>, <Code>source</Code> and{' '}
          <Code>timestamp</Code> query parameters.
        </Text>
        <List spacing="xs">
          <List.Item>
            <Code>GET /api/version_manager</Code>: every live framework with its versions, attribute types,
            expertise levels and domains.
          </List.Item>
          <List.Item>
            <Code>
              GET /api/{'{framework}'}/{'{version}'}
            </Code>
            : the content of one framework version: domains, competencies and attributes.
          </List.Item>
          <List.Item>
            <Code>
              GET /api/{'{framework}'}/{'{version}'}/profiles
            </Code>
            : the reference career profiles of a version; add <Code>?id={'{id}'}</Code> for one profile.
          </List.Item>
          <List.Item>
            <Code>
              GET /api/export/{'{framework}'}/{'{version}'}
            </Code>
            : the export table (headers, rows and the optional columns), as used by the Export framework page.
          </List.Item>
        </List>
      </section>

      <section aria-labelledby="v1-heading">
        <Title order={2} id="v1-heading" mb="sm">
          The current API and caching
        </Title>
        <Text>
          The hub's own API lives under <Code>/api/v1</Code> and is described in full below. Released
          framework versions never change, so their responses carry a strong <Code>ETag</Code> and a long
          cache lifetime: send the tag back in an <Code>If-None-Match</Code> header and the server answers{' '}
          <Code>304 Not Modified</Code> without a body when nothing changed. Errors use one JSON shape,{' '}
          <Code>{'{"error": {"code", "message"}}'}</Code>, with status 400 for bad input and 404 for an
          unknown framework, version or item.
        </Text>
      </section>

      <section aria-labelledby="reference-heading">
        <Title order={2} id="reference-heading" mb="sm">
          Reference
        </Title>
        <Text mb="sm">
          Generated from the OpenAPI 3.1 document at <Code>{paths.openApiDocument()}</Code>.
        </Text>
        <SwaggerViewer url={paths.openApiDocument()} />
      </section>
    </Stack>
  );
}
