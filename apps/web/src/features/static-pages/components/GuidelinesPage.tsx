import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * Guidelines for course creation: how course creators map training to competencies (learning outcomes
 * tied to competencies and attributes, expertise levels, target audience, assessment, description of
 * the resource). Source: docs/features/browsing.md §6.
 */
export function GuidelinesPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>Guidelines for course creation</Title>
      <Text>
        These guidelines help trainers and course creators describe their training in terms of the competency
        frameworks in the hub. A course that is mapped carefully can be found by the people who need it: a
        learner who compares their profile with a reference profile sees training for exactly the competencies
        they want to improve.
      </Text>

      <section aria-labelledby="start-heading">
        <Title order={2} id="start-heading" mb="sm">
          1. Start from the audience
        </Title>
        <Text>
          Decide who the course is for before choosing competencies. Look at the reference career profiles of
          the relevant framework: they show which competencies a role needs and at which expertise level. A
          course for PhD students starting in bioinformatics targets different levels than a course for core
          facility staff taking on a managerial role. State the target audience and the prerequisites in the
          course description.
        </Text>
      </section>

      <section aria-labelledby="outcomes-heading">
        <Title order={2} id="outcomes-heading" mb="sm">
          2. Write learning outcomes tied to competencies
        </Title>
        <Text mb="xs">
          Write each learning outcome as something a participant will be able to do at the end of the course,
          and link it to a competency of the framework. Then pick the attributes of that competency the
          outcome develops:
        </Text>
        <List spacing="xs">
          <List.Item>knowledge attributes for what participants will know or understand;</List.Item>
          <List.Item>skill attributes for what they will be able to do;</List.Item>
          <List.Item>attitude attributes for the habits and values the course encourages.</List.Item>
        </List>
        <Text mt="sm">
          Use verbs that can be observed (describe, apply, compare, design, evaluate) rather than verbs such
          as "understand" or "be aware of", so that outcomes can be assessed. Map only competencies that the
          course really develops: a short mention in one session does not make a mapping.
        </Text>
      </section>

      <section aria-labelledby="levels-heading">
        <Title order={2} id="levels-heading" mb="sm">
          3. Choose the expertise level
        </Title>
        <Text>
          Each framework defines a scale of expertise levels. For every mapped competency, state the level a
          participant can reach by completing the course, and the level they need at the start. Introductory
          courses typically move learners from awareness to working knowledge; advanced courses assume working
          knowledge and build expertise. Be realistic: a one-day workshop rarely takes anyone to the highest
          level.
        </Text>
      </section>

      <section aria-labelledby="design-heading">
        <Title order={2} id="design-heading" mb="sm">
          4. Design activities and assessment
        </Title>
        <Text>
          Give every learning outcome at least one activity that practises it, such as a hands-on exercise, a
          case study or a group discussion, and a way for participants and trainers to check that it was
          reached: a quiz, a practical task or a short project. Align the three: outcome, activity and
          assessment should describe the same competency at the same level.
        </Text>
      </section>

      <section aria-labelledby="describe-heading">
        <Title order={2} id="describe-heading" mb="sm">
          5. Describe the training resource
        </Title>
        <Text mb="xs">When you register the course as a training resource, include:</Text>
        <List spacing="xs">
          <List.Item>a clear title and a short description of the content;</List.Item>
          <List.Item>the type: online, face-to-face, webinar or hackathon;</List.Item>
          <List.Item>dates and location, or that it is available online at any time;</List.Item>
          <List.Item>the target audience and prerequisites;</List.Item>
          <List.Item>
            the learning outcomes, each with its competencies, attributes and expertise level.
          </List.Item>
        </List>
      </section>

      <section aria-labelledby="review-heading">
        <Title order={2} id="review-heading" mb="sm">
          6. Review the mapping over time
        </Title>
        <Text>
          Frameworks are versioned. When a new version is released, check that the competencies and attributes
          your course is mapped to still exist: an attribute may have been reworded, merged or archived.
          Update the mapping, and ask participants for feedback on whether the course helped them reach the
          stated levels.
        </Text>
      </section>

      <Text>
        The{' '}
        <Anchor component={Link} to={paths.about()}>
          About page
        </Anchor>{' '}
        defines the terms used here: framework, domain, competency, attribute and expertise level.
      </Text>
    </Stack>
  );
}
