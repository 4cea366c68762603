import {
  PROFILE_GENDER_LABELS,
  type ProfileGender,
  SENIORITY_LEVEL_LABELS,
  type SeniorityLevel,
} from '@hub/domain';
import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './profile.module.css';

/** What a persona card shows; reference profiles and the guest profile both fit. */
export interface Persona {
  /** The name ('title'). */
  name: string;
  jobTitle: string;
  /** `/api/v1/media/{id}`, a data URL (guest profile) or null. */
  imageUrl: string | null;
  seniorityLevel?: SeniorityLevel | null;
  /** 'None' is not shown. */
  gender?: ProfileGender | null;
  /** Age in years; empty or null is not shown. */
  age?: number | string | null;
}

/**
 * A profile's persona card: image (a neutral person image when there is none), name as a heading, the job
 * title when it is not the name already (ADR 0030: a survey's career stage is both), and the
 * seniority, gender ('Prefer not to say' spelled out; 'None' hidden) and age ('{age} years') when known.
 * Source: docs/features/profiles.md §1, Comparison (two profile cards: image, job title,
 * seniority level), docs/features/browsing.md §8.
 * @param persona what to show; @param headingOrder level of the name heading; @param children extra
 * content below (e.g. a role selector or actions)
 */
export function PersonaCard({
  persona,
  headingOrder = 2,
  children,
}: {
  persona: Persona;
  headingOrder?: 2 | 3 | 4;
  children?: ReactNode;
}) {
  const details = [
    persona.seniorityLevel ? SENIORITY_LEVEL_LABELS[persona.seniorityLevel] : null,
    persona.gender && persona.gender !== 'None' ? PROFILE_GENDER_LABELS[persona.gender] : null,
    persona.age !== null && persona.age !== undefined && String(persona.age).trim() !== ''
      ? `${persona.age} years`
      : null,
  ].filter((d): d is string => d !== null);
  return (
    <Card withBorder padding="lg" data-testid="persona-card">
      <Group gap="md" wrap="nowrap" align="flex-start">
        {/* Without a picture, Mantine's neutral person image (decorative: the name is the heading). */}
        <Avatar
          src={persona.imageUrl}
          alt={persona.imageUrl ? `Picture of ${persona.name}` : undefined}
          aria-hidden={persona.imageUrl ? undefined : true}
          size={96}
          radius="md"
          color="gray"
          variant="light"
          className={classes.avatar}
          data-testid="persona-image"
        />
        <Stack gap={4}>
          <Title order={headingOrder} size="h3">
            {persona.name}
          </Title>
          {persona.jobTitle && persona.jobTitle !== persona.name && <Text fw={600}>{persona.jobTitle}</Text>}
          {details.length > 0 && (
            <Text size="sm" c="dimmed">
              {details.join(' · ')}
            </Text>
          )}
          {children}
        </Stack>
      </Group>
    </Card>
  );
}
