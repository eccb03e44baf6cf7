import type {
  ArticleSummary,
  InfluencerVideo,
  RecipeSummary,
  Testimonial,
  Trainer,
  Video,
} from "@ojas/domain";
import { Link } from "react-router";
import { RatingStars } from "../../components/ui/RatingStars.tsx";
import { VideoPlayer } from "../../components/ui/VideoPlayer.tsx";
import { useMarketPath } from "../../lib/market.ts";

const card = "flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface";

export function ArticleCard({ article }: { article: ArticleSummary }) {
  const href = useMarketPath();
  return (
    <article className={`${card} relative`}>
      <img
        src={article.image}
        alt=""
        width={1200}
        height={600}
        loading="lazy"
        className="aspect-[2/1] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wider text-accent">{article.category}</p>
        <h3 className="font-semibold text-ink">
          <Link to={href(`/blog/${article.slug}`)} className="after:absolute after:inset-0">
            {article.title}
          </Link>
        </h3>
        <p className="text-sm text-muted">{article.excerpt}</p>
        <p className="mt-auto pt-2 text-xs text-muted">{article.readMinutes} min read</p>
      </div>
    </article>
  );
}

export function RecipeCard({ recipe }: { recipe: RecipeSummary }) {
  const href = useMarketPath();
  return (
    <article className={`${card} relative`} id={recipe.slug}>
      <img
        src={recipe.image}
        alt=""
        width={1200}
        height={600}
        loading="lazy"
        className="aspect-[2/1] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold text-ink">
          <Link to={href(`/recipes/${recipe.slug}`)} className="after:absolute after:inset-0">
            {recipe.title}
          </Link>
        </h3>
        <p className="text-sm text-muted">{recipe.description}</p>
        <dl className="mt-auto flex gap-4 pt-2 text-xs text-muted tabular">
          <div>
            <dt className="sr-only">Time</dt>
            <dd>{recipe.prepMinutes} min</dd>
          </div>
          <div>
            <dt className="sr-only">Energy</dt>
            <dd>{recipe.calories} kcal</dd>
          </div>
          <div>
            <dt className="sr-only">Protein</dt>
            <dd>{recipe.proteinGrams} g protein</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

export function TestimonialCard({
  testimonial,
  withStory,
}: {
  testimonial: Testimonial;
  withStory?: boolean;
}) {
  const story = withStory ? testimonial.transformation : null;
  return (
    <figure className={`${card} gap-4 p-5`}>
      <RatingStars rating={testimonial.rating} />
      {story ? (
        <p className="text-lg font-semibold text-ink">
          {story.metric} in {story.durationWeeks} weeks
          <span className="mt-1 block text-sm font-normal text-muted">
            {story.before} → {story.after}
          </span>
        </p>
      ) : null}
      <blockquote className="text-ink">“{testimonial.quote}”</blockquote>
      <figcaption className="mt-auto flex items-center gap-3">
        <img
          src={testimonial.image}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="size-10 rounded-full"
        />
        <span className="text-sm">
          <span className="block font-semibold text-ink">{testimonial.name}</span>
          <span className="text-muted">{testimonial.city}</span>
        </span>
      </figcaption>
    </figure>
  );
}

export function TrainerCard({ trainer }: { trainer: Trainer }) {
  return (
    <article className={`${card} items-center gap-2 p-5 text-center`}>
      <img
        src={trainer.image}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className="size-24 rounded-full"
      />
      <h3 className="mt-2 font-semibold text-ink">{trainer.name}</h3>
      <p className="text-sm text-muted">{trainer.speciality}</p>
      <p className="text-xs text-muted">{trainer.experienceYears} years of experience</p>
    </article>
  );
}

function duration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${minutes} min`;
}

export function VideoCard({ video }: { video: Video }) {
  return (
    <article className={card}>
      <VideoPlayer src={video.mediaUrl} poster={video.thumbnail} title={video.title} />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="font-semibold text-ink">{video.title}</h3>
        <p className="text-sm text-muted">
          {video.level} · {duration(video.durationSeconds)}
          {video.trainer ? ` · with ${video.trainer.name}` : ""}
        </p>
      </div>
    </article>
  );
}

/** A creator's video about a product: who made it, what it shows, how long it runs. */
export function InfluencerVideoCard({ video }: { video: InfluencerVideo }) {
  return (
    <article className={card}>
      <VideoPlayer src={video.mediaUrl} poster={video.thumbnail} title={video.title} />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="font-semibold text-ink">{video.title}</h3>
        <p className="text-sm text-muted">
          {video.creator} <span className="text-muted">{video.handle}</span> ·{" "}
          {duration(video.durationSeconds)}
        </p>
      </div>
    </article>
  );
}
