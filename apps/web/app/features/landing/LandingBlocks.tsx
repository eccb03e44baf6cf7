import type { Faq } from "@ojas/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProductGrid } from "../../components/catalogue/ProductListing.tsx";
import { PlanBlock } from "../../components/plans/PlanBlock.tsx";
import { ButtonLink } from "../../components/ui/Button.tsx";
import { useMarketPath } from "../../lib/market.ts";
import {
  ArticleCard,
  InfluencerVideoCard,
  RecipeCard,
  TestimonialCard,
  TrainerCard,
  VideoCard,
} from "./ContentCards.tsx";
import type { ViewBlock } from "./landing.ts";

function Section({
  title,
  subtitle,
  children,
  tone = "plain",
  id,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  tone?: "plain" | "surface";
  /** The anchor a hero's "#..." link points at. */
  id?: string;
}) {
  return (
    <section id={id} className={`scroll-mt-20 ${tone === "surface" ? "bg-surface" : ""}`}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
        <h2 className="text-title font-semibold text-ink">{title}</h2>
        {subtitle ? <p className="mt-2 max-w-2xl text-muted">{subtitle}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

const grid = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-surface">
      {items.map((faq) => (
        <details key={faq.question} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-ink [&::-webkit-details-marker]:hidden">
            {faq.question}
            <span aria-hidden="true" className="text-xl text-muted transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="mt-3 text-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}

function Block({ block }: { block: ViewBlock }) {
  const href = useMarketPath();
  const heading = { title: block.title, subtitle: block.subtitle };
  switch (block.type) {
    case "stats":
      return (
        <Section {...heading} tone="surface">
          <dl className="grid grid-cols-2 gap-6 md:grid-cols-4">
            {block.items.map((item) => (
              <div key={item.label} className="flex flex-col gap-1">
                <dt className="text-sm text-muted">{item.label}</dt>
                <dd className="order-first text-title font-semibold text-accent tabular">{item.value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      );
    case "benefits":
      return (
        <Section {...heading}>
          <ul className={grid}>
            {block.items.map((item) => (
              <li key={item.title} className="rounded-card border border-line bg-surface p-5">
                {item.image ? (
                  <img
                    src={item.image}
                    alt=""
                    width={1200}
                    height={600}
                    loading="lazy"
                    className="mb-4 w-full rounded-lg"
                  />
                ) : null}
                <h3 className="font-semibold text-ink">{item.title}</h3>
                <p className="mt-2 text-sm text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      );
    case "howItWorks":
      return (
        <Section {...heading} tone="surface">
          <ol className={grid}>
            {block.steps.map((step, i) => (
              <li key={step.title} className="flex gap-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft font-semibold text-accent tabular">
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-ink">{step.title}</h3>
                  <p className="mt-1 text-sm text-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </Section>
      );
    case "faqs":
      return (
        <Section {...heading}>
          <FaqList items={block.items} />
        </Section>
      );
    case "faqGroups":
      return (
        <Section {...heading}>
          <div className="space-y-10">
            {block.groups.map((group) => (
              <div key={group.title}>
                <h3 className="mb-4 text-xl font-semibold text-ink">{group.title}</h3>
                <FaqList items={group.items} />
              </div>
            ))}
          </div>
        </Section>
      );
    case "tiles":
      return (
        <Section {...heading}>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            {block.items.map((tile) => (
              <li
                key={tile.title}
                className="relative overflow-hidden rounded-card border border-line bg-surface"
              >
                <img
                  src={tile.image}
                  alt=""
                  width={1200}
                  height={600}
                  loading="lazy"
                  className="aspect-[4/3] w-full bg-bg object-contain sm:aspect-[2/1]"
                />
                <div className="p-3 sm:p-5">
                  <h3 className="font-semibold text-ink">
                    <Link to={href(tile.href)} className="after:absolute after:inset-0">
                      {tile.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-muted">{tile.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Section>
      );
    case "banner":
      return (
        <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
          <div className="grid items-center gap-6 overflow-hidden rounded-card bg-accent-soft p-6 md:grid-cols-2 md:p-10">
            <div>
              <h2 className="text-title font-semibold text-ink">{block.title}</h2>
              <p className="mt-3 text-ink/80">{block.text}</p>
              <ButtonLink to={href(block.cta.href)} className="mt-6">
                {block.cta.label}
              </ButtonLink>
            </div>
            <img
              src={block.image}
              alt=""
              width={1200}
              height={600}
              loading="lazy"
              className="w-full rounded-lg"
            />
          </div>
        </section>
      );
    case "richText":
      return (
        <Section {...heading}>
          <div className="max-w-3xl space-y-4 text-ink">
            {block.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>
      );
    case "productCarousel":
      return (
        <Section {...heading}>
          <ProductGrid products={block.items} priorityCount={0} />
        </Section>
      );
    case "articleList":
      return (
        <Section {...heading}>
          <ul className={grid}>
            {block.items.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </Section>
      );
    case "recipeList":
      return (
        <Section {...heading}>
          <ul className={grid}>
            {block.items.map((recipe) => (
              <li key={recipe.slug}>
                <RecipeCard recipe={recipe} />
              </li>
            ))}
          </ul>
        </Section>
      );
    case "testimonials":
    case "transformationStories":
      return (
        <Section {...heading} tone="surface">
          <ul className={grid}>
            {block.items.map((testimonial) => (
              <li key={testimonial.testimonialId}>
                <TestimonialCard
                  testimonial={testimonial}
                  withStory={block.type === "transformationStories"}
                />
              </li>
            ))}
          </ul>
        </Section>
      );
    case "trainers":
      return (
        <Section {...heading} id="experts">
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {block.items.map((trainer) => (
              <li key={trainer.trainerId}>
                <TrainerCard trainer={trainer} />
              </li>
            ))}
          </ul>
        </Section>
      );
    case "influencerVideos":
      return (
        <Section {...heading}>
          <ul className={grid}>
            {block.items.map((video) => (
              <li key={video.videoId}>
                <InfluencerVideoCard video={video} />
              </li>
            ))}
          </ul>
        </Section>
      );
    case "planCarousel":
      return (
        <Section {...heading} tone="surface" id="plans">
          <PlanBlock
            items={block.items}
            kinds={block.kinds}
            initialKind={block.initialKind}
            query={block.query}
          />
        </Section>
      );
    case "videos":
      return (
        <Section {...heading} id="workouts">
          <ul className={grid}>
            {block.items.map((video) => (
              <li key={video.videoId}>
                <VideoCard video={video} />
              </li>
            ))}
          </ul>
        </Section>
      );
  }
}

export function LandingBlocks({ blocks }: { blocks: readonly ViewBlock[] }) {
  return (
    <>
      {blocks.map((block) => (
        <Block key={`${block.type}-${block.title}`} block={block} />
      ))}
    </>
  );
}
