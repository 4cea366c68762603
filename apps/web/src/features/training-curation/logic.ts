/**
 * Pure rules of the training resource form (docs/features/training.md §4; docs/features/curation.md §11): the form's values, their check
 * against the shared request schema (field → first message), and the form filled from a stored resource
 * or a TeSS item.
 */
import {
  type TessImportDraft,
  TRAINING_RESOURCE_TYPES,
  type TrainingResource,
  type TrainingResourceRequestInput,
  type TrainingResourceType,
  trainingResourceRequestSchema,
} from '@hub/domain';

/** The values of the form; dates '' when empty. */
export interface ResourceFormValues {
  title: string;
  url: string;
  type: TrainingResourceType;
  startDate: string;
  endDate: string;
  location: string;
  keywords: string[];
  description: string;
  learningOutcomes: string;
  targetAudience: string;
  organisers: string;
  trainers: string;
  tess: TrainingResourceRequestInput['tess'];
}

/** An empty form: type Online (docs/features/curation.md §11: 'event type defaults to Online'). */
export const emptyResourceForm: ResourceFormValues = {
  title: '',
  url: '',
  type: 'Online',
  startDate: '',
  endDate: '',
  location: '',
  keywords: [],
  description: '',
  learningOutcomes: '',
  targetAudience: '',
  organisers: '',
  trainers: '',
  tess: null,
};

/** The request body of the form's values. */
export function toRequest(values: ResourceFormValues): TrainingResourceRequestInput {
  return {
    ...values,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
  };
}

/**
 * Checks the form with the shared request schema.
 * @returns field → first message ('Incorrect dates' on endDate when start is after end); {} when valid
 */
export function validateResourceForm(values: ResourceFormValues): Record<string, string> {
  const result = trainingResourceRequestSchema.safeParse(toRequest(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The form of a stored resource (edit). */
export function formOfResource(r: TrainingResource): ResourceFormValues {
  return {
    title: r.title,
    url: r.url,
    type: (TRAINING_RESOURCE_TYPES as readonly string[]).includes(r.type) ? r.type : 'Online',
    startDate: r.startDate ?? '',
    endDate: r.endDate ?? '',
    location: r.location,
    keywords: r.keywords,
    description: r.description,
    learningOutcomes: r.learningOutcomes,
    targetAudience: r.targetAudience,
    organisers: r.organisers,
    trainers: r.trainers,
    tess: r.tess,
  };
}

/** The form filled from a TeSS item (fields TeSS does not have keep their current values). */
export function formOfTessDraft(current: ResourceFormValues, d: TessImportDraft): ResourceFormValues {
  return {
    ...current,
    title: d.title,
    url: d.url,
    type: d.type,
    startDate: d.startDate ?? '',
    endDate: d.endDate ?? '',
    location: d.location,
    keywords: d.keywords,
    description: d.description,
    learningOutcomes: d.learningOutcomes || current.learningOutcomes,
    organisers: d.organisers,
    targetAudience: d.targetAudience,
    tess: d.tess,
  };
}
