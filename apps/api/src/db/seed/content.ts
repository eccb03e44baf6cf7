import type { ArticleBlock } from "@ojas/domain";
import type { Db } from "../client.ts";
import { articles, influencerVideos, recipes, testimonials, trainers, videos } from "../schema.ts";
import { ARTICLES } from "./content-articles.ts";
import { RECIPES } from "./content-recipes.ts";
import { TESTIMONIALS } from "./content-testimonials.ts";
import { TRAINERS } from "./content-trainers.ts";
import { INFLUENCER_VIDEOS, VIDEOS } from "./content-videos.ts";

const DAY_MS = 86_400_000;
const WORDS_PER_MINUTE = 200;

/** Reading time from the body's word count, as shown on article cards. */
export function readMinutesOf(body: ArticleBlock[]): number {
  const words = body
    .flatMap((b) => (b.type === "ul" ? b.items : [b.text]))
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(2, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Articles (published in the weeks before `now`), recipes, trainers, videos, testimonials. */
export async function seedContent(db: Db, now: number): Promise<void> {
  await db.insert(trainers).values(TRAINERS);
  await db.insert(videos).values(VIDEOS);
  await db.insert(articles).values(
    ARTICLES.map(({ daysAgo, ...a }) => ({
      ...a,
      readMinutes: readMinutesOf(a.body),
      publishedAt: new Date(now - daysAgo * DAY_MS),
    })),
  );
  await db.insert(recipes).values(RECIPES);
  await db.insert(testimonials).values(TESTIMONIALS);
  await db.insert(influencerVideos).values(INFLUENCER_VIDEOS);
}
