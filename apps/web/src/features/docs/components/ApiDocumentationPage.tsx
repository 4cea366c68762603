import { Code, List, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../../config/paths';
import { SwaggerViewer } from './SwaggerViewer';

/**
 * The API documentation page: h1 'API documentation', an introduction to the public read API (the
 * original hub's endpoints, the app's own /api/v1, caching with ETags) and the interactive reference
 * generated from /api/openapi.json. Source: docs/features/browsing.md §6; docs/features/public-api.md §1.
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

      <section aria-labelledby="interchange-heading">
        <Title order={2} id="interchange-heading" mb="sm">
          Interchange formats and version differences
        </Title>
        <Text mb="sm">
          Every released version can be downloaded from its Export page, or fetched directly, in these
          formats:
        </Text>
        <List spacing="xs">
          <List.Item>
            <Code>
              GET /api/v1/frameworks/{'{framework}'}/versions/{'{version}'}/framework.json
            </Code>
            : the hub's own file format (the format of <Code>npm run import</Code>) with every identifier;
            importing it into an empty hub and exporting again gives the same bytes.
          </List.Item>
          <List.Item>
            <Code>GET /ims/case/v1p1/CFDocuments</Code>, <Code>/CFDocuments/{'{id}'}</Code>,{' '}
            <Code>/CFPackages/{'{id}'}</Code>, <Code>/CFItems/{'{id}'}</Code> and{' '}
            <Code>/CFAssociations/{'{id}'}</Code> (and the same under <Code>/ims/case/v1p0</Code>): CASE 1.1
            and 1.0. One document per released version (its identifier is the version uuid); items for
            domains, competencies and attributes with stable identifiers; <Code>isChildOf</Code> with{' '}
            <Code>sequenceNumber</Code>; <Code>replacedBy</Code> and <Code>exactMatchOf</Code> from each item
            to its successor in the next version. Errors are <Code>imsx_StatusInfo</Code>.
          </List.Item>
          <List.Item>
            <Code>
              GET /api/v1/frameworks/{'{framework}'}/versions/{'{version}'}/ctdl-asn
            </Code>
            : a CTDL-ASN JSON-LD graph (framework, competencies, the attribute type as{' '}
            <Code>ceasn:competencyCategory</Code>, the expertise levels as an{' '}
            <Code>asn:ProgressionModel</Code>, previous and next version links).
          </List.Item>
          <List.Item>
            <Code>
              GET /api/v1/frameworks/{'{framework}'}/versions/{'{version}'}/moodle.csv
            </Code>
            : a Moodle competency framework CSV (<Code>tool_lpimportcsv</Code>).
          </List.Item>
          <List.Item>
            <Code>
              GET /api/v1/frameworks/{'{framework}'}/diff?from={'{a}'}&amp;to={'{b}'}
            </Code>
            : what changed between two released versions, matched by each item's lasting uuid (also shown on
            the 'What changed' page linked from every versions list).
          </List.Item>
        </List>
        <Text mt="sm">
          Framework managers import too: an edited export CSV into their draft (
          <Code>POST /api/v1/manage/frameworks/{'{framework}'}/draft/import-csv</Code>, rows matched by uuid,
          nothing deleted), any interchange file into their draft, its format recognised from its content (a
          CASE package, a Moodle CSV or the export CSV:{' '}
          <Code>POST /api/v1/manage/frameworks/{'{framework}'}/draft/import</Code>, with{' '}
          <Code>…/draft/import/preview</Code> to see what it would change first), and a CASE package as a new
          draft, of its framework or of a new one (<Code>POST /api/v1/manage/frameworks/import-case</Code>).
        </Text>
        <Text mt="sm">
          Framework and competency pages carry schema.org JSON-LD (<Code>DefinedTermSet</Code>,{' '}
          <Code>DefinedTerm</Code>, with the page address as <Code>@id</Code>), so training catalogues can
          point <Code>teaches</Code> or <Code>competencyRequired</Code> at them.
        </Text>
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
