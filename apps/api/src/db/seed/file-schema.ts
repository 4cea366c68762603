/**
 * Zod schema of a framework file in the format of ../shared/data/frameworks (see its README):
 * `{machine_name, title, version, description, category, licence, source[], complete, notes, extends?,
 * attribute_types[], expertise_levels[], domains[{title, code?, competencies[{title, code?,
 * mapped_other_competency, attributes[{type, title}]}]}], profiles[]}`. Issue #2 §2.
 */
import { FRAMEWORK_CATEGORIES, SLUG_PATTERN } from '@hub/domain';
import { z } from 'zod';

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const slug = z.string().regex(SLUG_PATTERN, 'must be 1-64 letters, digits, dots, dashes or underscores');

const attributeSchema = z.object({ type: text(100), title: text(2000) });

const competencySchema = z.object({
  title: text(2000),
  code: z.string().max(32).optional(),
  mapped_other_competency: z.string().max(20000).default(''),
  attributes: z.array(attributeSchema).max(1000).default([]),
});

const domainSchema = z.object({
  title: text(500),
  code: z.string().max(32).optional(),
  competencies: z.array(competencySchema).max(1000).default([]),
});

export const frameworkFileSchema = z
  .object({
    machine_name: slug,
    title: text(200),
    version: slug,
    description: z.string().max(5000).default(''),
    category: z.enum(FRAMEWORK_CATEGORIES),
    licence: text(200),
    source: z.array(z.string().max(2000)).default([]),
    complete: z.boolean(),
    notes: z.string().max(20000).default(''),
    extends: z.object({ machine_name: slug, version: slug }).optional(),
    logo_url: z.url().optional(),
    acknowledgement: z.string().max(5000).optional(),
    attribute_types: z.array(text(100)).max(50).default([]),
    expertise_levels: z
      .array(
        z.object({
          rating_level: z.number().int().min(0).max(100),
          title: text(200),
          description: z.string().max(5000).default(''),
        }),
      )
      .max(50)
      .default([]),
    domains: z.array(domainSchema).max(200).default([]),
    /** Reference profiles: not imported yet (the profile model comes with the profiles issue). */
    profiles: z.array(z.unknown()).default([]),
  })
  .superRefine((file, ctx) => {
    const types = new Set(file.attribute_types);
    file.domains.forEach((d, di) => {
      d.competencies.forEach((c, ci) => {
        c.attributes.forEach((a, ai) => {
          if (!types.has(a.type)) {
            ctx.addIssue({
              code: 'custom',
              path: ['domains', di, 'competencies', ci, 'attributes', ai, 'type'],
              message: `unknown attribute type "${a.type}" (declared: ${[...types].join(', ') || 'none'})`,
            });
          }
        });
      });
    });
    const ratings = new Set<number>();
    file.expertise_levels.forEach((l, i) => {
      if (ratings.has(l.rating_level)) {
        ctx.addIssue({
          code: 'custom',
          path: ['expertise_levels', i, 'rating_level'],
          message: 'duplicate rating level',
        });
      }
      ratings.add(l.rating_level);
    });
    if (new Set(file.attribute_types).size !== file.attribute_types.length) {
      ctx.addIssue({ code: 'custom', path: ['attribute_types'], message: 'duplicate attribute type' });
    }
    if (file.extends && file.extends.machine_name === file.machine_name) {
      ctx.addIssue({
        code: 'custom',
        path: ['extends', 'machine_name'],
        message: 'a framework cannot extend itself',
      });
    }
  });

export type FrameworkFile = z.infer<typeof frameworkFileSchema>;

/** Formats a Zod issue path as a JSON path, e.g. `$.domains[0].competencies[2].title`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : `${acc}.${String(key)}`),
    '$',
  );
}
