import { FITNESS_SUB_CATEGORIES, type Video } from "@ojas/domain";
import { Link } from "react-router";
import { VideoPlayer } from "../../components/ui/VideoPlayer.tsx";
import { useMarketPath } from "../../lib/market.ts";
import {
  exerciseDose,
  minutes,
  SUB_CATEGORY_NAMES,
  type SubCategoryContent,
  subCategorySlug,
} from "./subcategory.ts";

/** The four sub-categories, the current one marked: how a shopper moves between them. */
export function SubCategoryNav({ current }: { current: SubCategoryContent["subCategory"] }) {
  const href = useMarketPath();
  return (
    <nav aria-label="Fitness categories" className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
      <ul className="relative flex gap-2 overflow-x-auto pb-1">
        {FITNESS_SUB_CATEGORIES.map((sub) => (
          <li key={sub} className="shrink-0">
            <Link
              to={href(`/fitness/${subCategorySlug(sub)}`)}
              aria-current={sub === current ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm text-ink aria-[current=page]:border-accent aria-[current=page]:bg-accent-soft aria-[current=page]:font-semibold aria-[current=page]:text-accent"
            >
              {SUB_CATEGORY_NAMES[sub]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ClassCard({ video }: { video: Video }) {
  return (
    <article
      id={video.videoId}
      data-testid="class-card"
      className="flex h-full scroll-mt-24 flex-col overflow-hidden rounded-card border border-line bg-surface"
    >
      <VideoPlayer src={video.mediaUrl} poster={video.thumbnail} title={video.title} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold text-ink">{video.title}</h3>
        <p className="text-sm text-muted">
          {video.level} · {minutes(video.durationSeconds)}
          {video.trainer ? ` · with ${video.trainer.name}` : ""}
        </p>
        {video.exercises.length ? (
          <details className="mt-auto pt-2 text-sm">
            <summary className="cursor-pointer font-medium text-accent">
              {video.exercises.length} exercises in this class
            </summary>
            <ol className="mt-2 space-y-1.5">
              {video.exercises.map((exercise) => (
                <li key={exercise.name} className="flex justify-between gap-3 text-ink/90">
                  <span>{exercise.name}</span>
                  <span className="shrink-0 text-muted tabular">{exerciseDose(exercise)}</span>
                </li>
              ))}
            </ol>
          </details>
        ) : null}
      </div>
    </article>
  );
}

function Heading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <>
      <h2 id={id} className="text-title font-semibold text-ink">
        {title}
      </h2>
      {subtitle ? <p className="mt-2 max-w-2xl text-muted">{subtitle}</p> : null}
    </>
  );
}

/** A sub-category's classes (videos), the exercises they teach and the trainers who teach them. */
export function SubCategorySections({ content }: { content: SubCategoryContent }) {
  const name = SUB_CATEGORY_NAMES[content.subCategory];
  const titleOf = new Map(content.videos.map((v) => [v.videoId, v.title]));
  return (
    <>
      {content.videos.length ? (
        <section aria-labelledby="classes" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <Heading
            id="classes"
            title={`${name} classes`}
            subtitle="On-demand classes for every level. Open a class to see what it covers."
          />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {content.videos.map((video) => (
              <li key={video.videoId}>
                <ClassCard video={video} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {content.exercises.length ? (
        <section aria-labelledby="exercises" className="bg-surface">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
            <Heading
              id="exercises"
              title="Exercises you will learn"
              subtitle="Every move in these classes, with how long or how many, and where it is taught."
            />
            <ul className="mt-8 grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3">
              {content.exercises.map((exercise) => (
                <li
                  key={exercise.name}
                  data-testid="exercise"
                  className="flex items-baseline justify-between gap-3 border-b border-line py-3"
                >
                  <span>
                    <span className="font-medium text-ink">{exercise.name}</span>
                    <span className="block text-sm text-muted">
                      {exercise.videoIds.map((id, i) => (
                        <span key={id}>
                          {i > 0 ? ", " : "In "}
                          <a href={`#${id}`} className="underline underline-offset-4 hover:text-ink">
                            {titleOf.get(id) ?? id}
                          </a>
                        </span>
                      ))}
                    </span>
                  </span>
                  <span className="shrink-0 text-sm text-muted tabular">{exerciseDose(exercise)}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {content.trainers.length ? (
        <section aria-labelledby="trainers" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <Heading id="trainers" title={`Your ${name.toLowerCase()} trainers`} />
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {content.trainers.map((trainer) => (
              <li key={trainer.trainerId}>
                <article
                  data-testid="trainer"
                  className="flex h-full gap-4 rounded-card border border-line bg-surface p-5"
                >
                  <img
                    src={trainer.image}
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                    className="size-20 shrink-0 rounded-full"
                  />
                  <div>
                    <h3 className="font-semibold text-ink">{trainer.name}</h3>
                    <p className="text-sm text-muted">
                      {trainer.speciality} · {trainer.experienceYears} years · rated{" "}
                      {trainer.rating.toFixed(1)}
                    </p>
                    <p className="mt-2 text-sm text-ink/90">{trainer.bio}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
