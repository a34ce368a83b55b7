import { z } from 'zod';
import { sceneReferenceProblems } from './scene-references.js';
import { propertySchema, tourObjectSchema, tourSchema, type Tour } from './tour.js';

/** What listing services may show of a property: everything but the agent. */
export const unbrandedPropertySchema = propertySchema.omit({ agent: true });

/**
 * A published tour as its unbranded code shows it, for listing services that accept no
 * agent, agency or platform on a tour: its own type, so the agent is absent from the answer,
 * not hidden in the page. `unbranded: true` tells it from a branded record.
 */
export const unbrandedTourSchema = tourObjectSchema
  .omit({ property: true, branding: true })
  .extend({ unbranded: z.literal(true), property: unbrandedPropertySchema })
  .superRefine((tour, ctx) => {
    for (const p of sceneReferenceProblems(tour))
      ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
  });

/** A published tour without agent or branding, under its unbranded code. */
export type UnbrandedTour = z.infer<typeof unbrandedTourSchema>;

/** What a visitor's page shows: a branded tour or an unbranded one. */
export type VisitorTour = Tour | UnbrandedTour;

/** What the public tour API answers: the branded record, or the unbranded one for an unbranded code. */
export const visitorTourSchema = z.union([tourSchema, unbrandedTourSchema]);

/** True for the record an unbranded code shows. */
export function isUnbrandedTour(tour: VisitorTour): tour is UnbrandedTour {
  return 'unbranded' in tour;
}

/**
 * The record an unbranded code shows: the tour under that code, without the agent and the
 * agency's branding. Built field by field (not by deleting), so a field added to the branded
 * record later stays out until someone decides it belongs here.
 */
export function unbrandedTourOf(tour: Tour, unbrandedCode: string): UnbrandedTour {
  const { address, listing, price, bedrooms, bathrooms, floorArea, description } = tour.property;
  return {
    unbranded: true,
    code: unbrandedCode,
    title: tour.title,
    ...(tour.defaultLanguage !== undefined && { defaultLanguage: tour.defaultLanguage }),
    property: { address, listing, price, bedrooms, bathrooms, floorArea, description },
    startScene: tour.startScene,
    scenes: tour.scenes,
    floorPlans: tour.floorPlans,
    ...(tour.video !== undefined && { video: tour.video }),
    ...(tour.shareImage !== undefined && { shareImage: tour.shareImage }),
    createdAt: tour.createdAt,
    updatedAt: tour.updatedAt,
  };
}
