// Kept out of the schema modules so the storefront's review form can read them without bringing zod along.

/** Length limits of a review's title and text (characters, after trimming): the form shows the same. */
export const REVIEW_LIMITS = { title: { min: 2, max: 120 }, text: { min: 10, max: 4000 } } as const;
