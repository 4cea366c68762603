import { formatDateRange, type SourceDetail, sourceDetailsOf, type TrainingResource } from '@hub/domain';
import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { JsonLd } from '../../../components/JsonLd';
import { RichTextView } from '../../../components/RichTextView';
import { paths } from '../../../config/paths';
import { isBlankHtml } from '../../../lib/format';
import { usePublicUrl } from '../../../lib/render-context';
import { useSignedInSession } from '../../../lib/session';
import { trainingJsonLd } from '../logic';
import { ResourceManagerActions } from './ResourceManagerActions';

/** One labelled field of the resource page; nothing when the value is blank. */
function Field({ label, html }: { label: string; html: string }) {
  if (isBlankHtml(html)) return null;
  return (
    <section aria-label={label}>
      <Title order={2} size="h4" mb={4}>
        {label}
      </Title>
      <RichTextView html={html} />
    </section>
  );
}

/**
 * Where the resource takes place: its location; when none is recorded, 'Online' for online resources and
 * webinars, and 'not given' for the others (a face-to-face course without a place is not online).
 */
export function locationText(resource: Pick<TrainingResource, 'location' | 'type'>): string {
  const place = resource.location.trim();
  if (place) return place;
  return resource.type === 'Online' || resource.type === 'Webinar' ? 'Online' : 'not given';
}

/**
 * The source dataset's record metadata shown as fields (ADR 0045), in place of a description: what the
 * dataset wrote into the description of a record that has none. The provider's address is a link.
 */
function SourceDetails({ details }: { details: SourceDetail[] }) {
  return (
    <section aria-labelledby="resource-source-details">
      <Title order={2} size="h4" id="resource-source-details" mb={4}>
        Details from the source dataset
      </Title>
      <Text size="sm" c="dimmed" mb={4}>
        The source gives no description of this resource, only these details.
      </Text>
      <dl style={{ margin: 0 }}>
        {details.map((d) => (
          <div key={d.label} style={{ display: 'flex', flexWrap: 'wrap', columnGap: 6 }}>
            <dt style={{ fontWeight: 600 }}>{d.label}:</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
              {d.label === 'Provider URL' && /^https?:\/\/\S+$/.test(d.value) ? (
                <Anchor href={d.value} target="_blank" rel="noopener noreferrer">
                  {d.value}
                </Anchor>
              ) : (
                d.value || 'not given'
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The training resource page body: title, type, dates ('D Month YYYY', ranges collapsed), location
 * (`locationText`), the link to the resource, every rich-text field (server-sanitised; a description that
 * is only the source dataset's metadata is shown as those fields, ADR 0045), keywords,
 * provenance credit, the competencies it is mapped to per framework (linked to their pages; deprecated
 * ones marked; a content manager can remove an attribute mapping), and the Bioschemas JSON-LD. Content
 * managers also get edit, archive and mapping actions. Source: docs/features/training.md §3; docs/features/browsing.md Training
 * resource lists; docs/features/training.md §1.
 * @param resource the resource from `GET /api/v1/training-resources/{slug}`
 */
export function TrainingResourceView({ resource }: { resource: TrainingResource }) {
  const manager = useSignedInSession()?.can.manageTraining ?? false;
  const dates = formatDateRange(resource.startDate, resource.endDate);
  const publicUrl = usePublicUrl();
  const sourceDetails = sourceDetailsOf(resource.description);
  return (
    <Stack gap="lg">
      <JsonLd value={trainingJsonLd(resource, publicUrl)} />
      <Stack gap="xs">
        <Title order={1}>{resource.title}</Title>
        <Group gap="xs">
          <Badge color="blue.9" tt="none">
            {resource.type}
          </Badge>
          {resource.archived && (
            <Badge color="gray.8" tt="none">
              Archived
            </Badge>
          )}
        </Group>
        {dates && (
          <Text>
            <strong>Dates:</strong> {dates}
          </Text>
        )}
        <Text>
          <strong>Location:</strong> {locationText(resource)}
        </Text>
        <Text style={{ overflowWrap: 'anywhere' }}>
          <strong>Link:</strong>{' '}
          <Anchor href={resource.url} target="_blank" rel="noopener noreferrer">
            {resource.url}
          </Anchor>
        </Text>
        {resource.tess && (
          <Text size="sm">
            Imported from TeSS ({resource.tess.category}, content provider {resource.tess.contentProvider})
          </Text>
        )}
      </Stack>
      {manager && <ResourceManagerActions resource={resource} />}
      {sourceDetails ? (
        <SourceDetails details={sourceDetails} />
      ) : (
        <Field label="Description" html={resource.description} />
      )}
      <Field label="Learning outcomes" html={resource.learningOutcomes} />
      <Field label="Target audience" html={resource.targetAudience} />
      <Field label="Organisers" html={resource.organisers} />
      <Field label="Trainers" html={resource.trainers} />
      {resource.keywords.length > 0 && (
        <section aria-label="Keywords">
          <Title order={2} size="h4" mb={4}>
            Keywords
          </Title>
          <Group gap={6}>
            {resource.keywords.map((k) => (
              <Badge key={k} variant="outline" color="gray.8" tt="none">
                {k}
              </Badge>
            ))}
          </Group>
        </section>
      )}
      <section aria-labelledby="resource-competencies">
        <Title order={2} size="h4" id="resource-competencies" mb={4}>
          Competencies
        </Title>
        {resource.mappings.length === 0 ? (
          <Text>This training resource is not mapped to any competency yet.</Text>
        ) : (
          resource.mappings.map((mapping) => (
            <Stack key={mapping.framework} gap={4} mb="sm">
              <Text fw={600}>
                {mapping.frameworkTitle} {mapping.version}
              </Text>
              {mapping.domains.map((domain) => (
                <div key={domain.uuid}>
                  <Text size="sm" c="dimmed">
                    {domain.title}
                  </Text>
                  <List spacing={4}>
                    {domain.competencies.map((c) => (
                      <List.Item key={c.competencyUuid}>
                        <Anchor
                          component={Link}
                          to={paths.competencyDetails(c.framework, c.version, c.competencyId)}
                        >
                          {c.code ? `${c.code} ` : ''}
                          {c.title}
                        </Anchor>
                        {c.deprecated && (
                          <Badge ml={6} size="xs" color="gray.8" tt="none">
                            Deprecated
                          </Badge>
                        )}
                        {c.attributes.length > 0 && (
                          <List withPadding size="sm" spacing={2}>
                            {c.attributes.map((a) => (
                              <List.Item key={a.attributeUuid}>
                                {a.type}: {a.title}
                                {a.deprecated && ' (deprecated)'}
                                {manager && (
                                  <Anchor
                                    ml="xs"
                                    component={Link}
                                    to={paths.trainingResourceDemap(resource.id, a.attributeId)}
                                    aria-label={`Remove the mapping to "${a.title}"`}
                                  >
                                    Remove
                                  </Anchor>
                                )}
                              </List.Item>
                            ))}
                          </List>
                        )}
                      </List.Item>
                    ))}
                  </List>
                </div>
              ))}
            </Stack>
          ))
        )}
      </section>
      {resource.credit && (
        <Text size="sm" c="dimmed">
          {resource.credit}
        </Text>
      )}
    </Stack>
  );
}
