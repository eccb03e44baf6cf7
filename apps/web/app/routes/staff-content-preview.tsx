import type {
  Article,
  ContentItemResponse,
  ContentKind,
  Faq,
  LandingHero as Hero,
  InfluencerVideo,
  Recipe,
  Testimonial,
  Trainer,
  Video,
} from "@ojas/domain";
import { CONTENT_KINDS } from "@ojas/domain";
import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ArticleView } from "../features/landing/ArticleView.tsx";
import {
  InfluencerVideoCard,
  RecipeCard,
  TestimonialCard,
  TrainerCard,
  VideoCard,
} from "../features/landing/ContentCards.tsx";
import { FaqList } from "../features/landing/LandingBlocks.tsx";
import { LandingHero } from "../features/landing/LandingHero.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { pageError } from "../lib/route-errors.ts";

// The preview of one item (docs/product.md, "Content"): a draft, scheduled or unpublished item rendered
// with the storefront's own components, for staff with `content` only (the API checks), never indexed.

export const meta: MetaFunction = () => staffMeta("Preview");

export const headers = staffHeaders;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const kind = params.kind as ContentKind;
  if (!CONTENT_KINDS.includes(kind)) pageError(new ApiError(404, 4040, "No such kind of content"));
  try {
    return await apiFor(request, context).get<ContentItemResponse>(
      `/api/staff/content/${kind}/${encodeURIComponent(params.id ?? "")}`,
    );
  } catch (error) {
    signedOutOr(error);
    throw error;
  }
}

type F = Record<string, unknown>;

function Preview({ kind, fields, at }: { kind: ContentKind; fields: F; at: number }) {
  switch (kind) {
    case "article":
      return (
        <ArticleView
          article={{
            ...(fields as unknown as Article),
            body: [],
            publishedAt: at,
            bodyHtml: String(fields.bodyHtml),
          }}
          related={[]}
        />
      );
    case "recipe": {
      const recipe = fields as unknown as Recipe;
      return (
        <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
          <RecipeCard recipe={recipe} />
          <h2 className="text-xl font-semibold text-ink">Ingredients</h2>
          <ul className="list-disc pl-6 text-ink">
            {recipe.ingredients.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
          <h2 className="text-xl font-semibold text-ink">Steps</h2>
          <ol className="list-decimal pl-6 text-ink">
            {recipe.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </div>
      );
    }
    case "trainer":
      return (
        <div className="mx-auto max-w-sm px-4 py-8">
          <TrainerCard trainer={fields as unknown as Trainer} />
        </div>
      );
    case "video":
      return (
        <div className="mx-auto max-w-sm px-4 py-8">
          <VideoCard
            video={{
              ...(fields as unknown as Video),
              mediaUrl: `/media/videos/${fields.videoId}.webm`,
              trainer: null,
            }}
          />
        </div>
      );
    case "testimonial":
      return (
        <div className="mx-auto max-w-sm px-4 py-8">
          <TestimonialCard testimonial={fields as unknown as Testimonial} withStory />
        </div>
      );
    case "influencer-video":
      return (
        <div className="mx-auto max-w-sm px-4 py-8">
          <InfluencerVideoCard
            video={{
              ...(fields as unknown as InfluencerVideo),
              mediaUrl: `/media/videos/${fields.videoId}.webm`,
            }}
          />
        </div>
      );
    case "faq":
      return (
        <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
          {(
            fields.blocks as Array<{
              type: string;
              title: string;
              items?: Faq[];
              groups?: { title: string; items: Faq[] }[];
            }>
          ).map((block) => (
            <section key={block.title}>
              <h2 className="text-title font-semibold text-ink">{block.title}</h2>
              {block.items ? <FaqList items={block.items} /> : null}
              {block.groups?.map((g) => (
                <div key={g.title} className="mt-4">
                  <h3 className="font-semibold text-ink">{g.title}</h3>
                  <FaqList items={g.items} />
                </div>
              ))}
            </section>
          ))}
        </div>
      );
    case "landing": {
      const data = fields.data as { hero?: Hero; blocks?: Array<{ type: string; title?: string }> };
      return (
        <div>
          {data.hero ? <LandingHero hero={data.hero} /> : null}
          <ul className="mx-auto max-w-3xl list-disc px-10 py-8 text-ink">
            {data.blocks?.map((b) => (
              <li key={`${b.type}-${b.title ?? ""}`}>
                {b.type}
                {b.title ? `: ${b.title}` : ""}
              </li>
            ))}
          </ul>
        </div>
      );
    }
  }
}

export default function StaffContentPreview() {
  const { item, fields } = useLoaderData<typeof loader>();
  return (
    <div>
      <p className="rounded-card border border-line bg-surface p-3 text-sm text-ink" role="note">
        Preview of a {item.status.toLowerCase()} item, as the storefront shows it.{" "}
        <Link
          to={`/staff/content/${item.kind}/${encodeURIComponent(item.id)}`}
          className="font-semibold text-accent underline"
        >
          Back to editing
        </Link>
      </p>
      <Preview kind={item.kind} fields={fields} at={item.publishAt ?? item.updatedAt} />
    </div>
  );
}
