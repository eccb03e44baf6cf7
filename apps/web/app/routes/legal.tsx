import type { MetaFunction } from "react-router";
import { useLocation } from "react-router";
import { COMMUNITY_GUIDELINES, type LegalDocument, TERMS } from "../features/legal/documents.ts";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { stripMarketPrefix } from "../lib/market.ts";
import { SHARED_PAGE } from "../lib/page-sharing.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

function documentFor(pathname: string): LegalDocument {
  return stripMarketPrefix(pathname).startsWith("/community-guidelines") ? COMMUNITY_GUIDELINES : TERMS;
}

// The same page for every shopper (docs/decisions/0042).
export const handle = SHARED_PAGE;

export const meta: MetaFunction = (args) => {
  const doc = documentFor(args.location.pathname);
  return simpleMeta(args, { title: doc.title, description: doc.description, crumb: doc.title });
};

export default function Legal() {
  const doc = documentFor(useLocation().pathname);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={doc.title}>Last updated {doc.updated}.</PageHeader>
      <div className="mt-8 space-y-8">
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-semibold text-ink">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-ink/90">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
