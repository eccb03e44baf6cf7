import { CONTENT_KIND_NAMES, CONTENT_KINDS, type ContentItemResponse, type ContentKind } from "@ojas/domain";
import { type ReactNode, useId } from "react";
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { Button } from "../components/ui/Button.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { newChangeKey } from "../features/staff/change-key.ts";
import {
  CONTENT_INPUTS,
  CONTENT_STATUS_BADGE,
  CONTENT_STATUS_NAMES,
  type ContentInput,
  contentBody,
  emptyFields,
  errorFor,
  inputValue,
} from "../features/staff/content-form.ts";
import { DEFAULT_TZ_OFFSET, epochFromLocal } from "../features/staff/session-form.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";
import { pageError } from "../lib/route-errors.ts";

// One item of content (docs/product.md, "Content"): /staff/content/:kind/new writes a draft,
// /staff/content/:kind/:id edits it, publishes it now or at a time, unpublishes it, and links its preview.

export const meta: MetaFunction = () => staffMeta("Content");

export const headers = staffHeaders;

interface View {
  kind: ContentKind;
  /** Null for a new item. */
  item: ContentItemResponse["item"] | null;
  fields: Record<string, unknown>;
  changeKey: string;
}

function kindOf(value: string | undefined): ContentKind {
  if (!CONTENT_KINDS.includes(value as ContentKind))
    throw pageError(new ApiError(404, 4040, "No such kind of content"));
  return value as ContentKind;
}

export async function loader({ request, context, params }: LoaderFunctionArgs): Promise<View> {
  const kind = kindOf(params.kind);
  if (!params.id) {
    try {
      // The permission is checked here too, so the form never shows to someone who cannot save it.
      await apiFor(request, context).get("/api/staff/content", { kind, limit: "1" });
    } catch (error) {
      signedOutOr(error);
    }
    return { kind, item: null, fields: emptyFields(kind), changeKey: newChangeKey() };
  }
  try {
    const answer = await apiFor(request, context).get<ContentItemResponse>(
      `/api/staff/content/${kind}/${encodeURIComponent(params.id)}`,
    );
    return { kind, item: answer.item, fields: answer.fields, changeKey: newChangeKey() };
  } catch (error) {
    signedOutOr(error);
    throw error;
  }
}

interface Result {
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const kind = kindOf(params.kind);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  const key = `${String(form.get("changeKey") ?? "") || newChangeKey()}.${intent}`;
  const api = apiFor(request, context);
  const itemUrl = params.id ? `/api/staff/content/${kind}/${encodeURIComponent(params.id)}` : null;
  try {
    if (intent === "publish" && itemUrl) {
      const when = String(form.get("publishAt") ?? "");
      const offset = Number(form.get("tzOffset") ?? DEFAULT_TZ_OFFSET);
      let body = {};
      if (when) {
        const publishAt = epochFromLocal(when, Number.isFinite(offset) ? offset : DEFAULT_TZ_OFFSET);
        if (publishAt === null) {
          return data<Result>(
            { ok: false, message: "Pick a date and time", errors: { publishAt: "Pick a date and time" } },
            400,
          );
        }
        body = { publishAt };
      }
      const answer = await api.post<ContentItemResponse>(`${itemUrl}/publish`, body, { idempotencyKey: key });
      return data<Result>({
        ok: true,
        message:
          answer.item.status === "SCHEDULED" ? "Scheduled." : "Published: it shows on the storefront now.",
      });
    }
    if (intent === "unpublish" && itemUrl) {
      await api.post(`${itemUrl}/unpublish`, {}, { idempotencyKey: key });
      return data<Result>({ ok: true, message: "Unpublished: it no longer shows on the storefront." });
    }
    const { body, errors } = contentBody(kind, form);
    if (!body) return data<Result>({ ok: false, message: "Check the fields marked below.", errors }, 400);
    if (itemUrl) {
      await api.patch(itemUrl, body, { idempotencyKey: `${key}.${JSON.stringify(body).length}` });
      return data<Result>({ ok: true, message: "Saved." });
    }
    const created = await api.post<ContentItemResponse>("/api/staff/content", body, { idempotencyKey: key });
    return redirect(`/staff/content/${kind}/${encodeURIComponent(created.item.id)}?created=1`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(new URL(request.url).pathname);
    if (error instanceof ApiError && error.status < 500) {
      return data<Result>(
        { ok: false, message: error.message, ...(error.fields ? { errors: error.fields } : {}) },
        error.status,
      );
    }
    throw error;
  }
}

const control = "mt-1.5 w-full rounded-xl border border-line bg-surface px-4 py-2 text-ink";

function Input({
  input,
  value,
  error,
  fixed,
}: {
  input: ContentInput;
  value: unknown;
  error: string | undefined;
  fixed: boolean;
}) {
  const id = `content-${input.name}`;
  const describedBy =
    [input.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const shown = inputValue(input, value);
  const common = {
    id,
    name: input.name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  } as const;
  let control_: ReactNode;
  if (input.type === "checkboxes") {
    control_ = (
      <fieldset aria-describedby={describedBy} className="mt-1.5 flex flex-wrap gap-3">
        <legend className="sr-only">{input.label}</legend>
        {input.options?.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              name={input.name}
              value={option}
              defaultChecked={(shown as string[]).includes(option)}
            />
            {option}
          </label>
        ))}
      </fieldset>
    );
  } else if (input.type === "select" || input.type === "optional-select") {
    control_ = (
      <select {...common} defaultValue={shown as string} disabled={fixed} className={`${control} min-h-11`}>
        {input.type === "optional-select" ? <option value="">None</option> : null}
        {input.options?.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (["textarea", "html", "lines", "json", "optional-json"].includes(input.type)) {
    const rows = input.type === "html" || input.type === "json" ? 14 : 4;
    control_ = (
      <textarea
        {...common}
        rows={rows}
        defaultValue={shown as string}
        spellCheck={input.type === "json" ? false : undefined}
        className={`${control} ${input.type === "html" || input.type.endsWith("json") ? "font-mono text-sm" : ""}`}
      />
    );
  } else {
    control_ = (
      <input
        {...common}
        type="text"
        inputMode={input.type === "number" ? "decimal" : undefined}
        defaultValue={shown as string}
        readOnly={fixed}
        autoComplete="off"
        className={`${control} min-h-11`}
      />
    );
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {input.label}
      </label>
      {input.hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {input.hint}
        </p>
      ) : null}
      {control_}
      {/* A disabled select sends nothing: the fixed value goes along hidden. */}
      {fixed && (input.type === "select" || input.type === "optional-select") ? (
        <input type="hidden" name={input.name} value={shown as string} />
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default function StaffContentEdit() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const intent = navigation.formData?.get("intent");
  const formId = useId();
  const { kind, item } = view;
  const name = CONTENT_KIND_NAMES[kind];
  const errors = result && !result.ok ? result.errors : undefined;
  const when = (ms: number) => formatFor("IN").dayDateTime(ms);
  return (
    <div>
      <p>
        <Link
          to={`/staff/content?kind=${kind}`}
          className="text-sm font-semibold text-accent hover:underline"
        >
          ← {name}
        </Link>
      </p>
      <PageHeader title={item ? item.title : `New: ${name.toLowerCase()}`}>
        {item ? (
          <>
            <span
              data-testid="content-status"
              className={`mr-2 inline-block rounded-full px-3 py-1 text-sm font-semibold ${CONTENT_STATUS_BADGE[item.status]}`}
            >
              {CONTENT_STATUS_NAMES[item.status]}
            </span>
            {item.publishAt ? <>Shows from {when(item.publishAt)}. </> : null}
            <Link
              to={`/staff/content/${kind}/${encodeURIComponent(item.id)}/preview`}
              className="font-semibold text-accent underline"
            >
              Preview
            </Link>
          </>
        ) : (
          "It is saved as a draft: nobody sees it until you publish it."
        )}
      </PageHeader>
      <p
        role="status"
        aria-live="polite"
        data-testid="content-message"
        className={`mt-4 min-h-5 text-sm ${result && !result.ok ? "text-error" : "text-muted"}`}
      >
        {result?.message ?? ""}
      </p>
      <Form method="post" noValidate id={formId} className="mt-4 flex max-w-3xl flex-col gap-5">
        <input type="hidden" name="changeKey" value={view.changeKey} />
        {CONTENT_INPUTS[kind].map((input) => (
          <Input
            key={input.name}
            input={input}
            value={view.fields[input.name]}
            error={errorFor(errors, input.name)}
            fixed={Boolean(item && input.id)}
          />
        ))}
        {errors?.form ? (
          <p role="alert" className="text-sm text-error">
            {errors.form}
          </p>
        ) : null}
        <div>
          <Button type="submit" name="intent" value="save" pending={busy && intent === "save"}>
            {item ? "Save" : "Save draft"}
          </Button>
        </div>
      </Form>
      {item ? (
        <section aria-labelledby="publishing" className="mt-10 max-w-3xl rounded-card border border-line p-4">
          <h2 id="publishing" className="font-semibold text-ink">
            Publishing
          </h2>
          <Form method="post" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
            <input type="hidden" name="changeKey" value={view.changeKey} />
            <input type="hidden" name="intent" value="publish" />
            <input type="hidden" name="tzOffset" value={DEFAULT_TZ_OFFSET} />
            <div>
              <label htmlFor="content-publish-at" className="block text-sm font-medium text-ink">
                Publish at (India time; blank: now)
              </label>
              <input
                id="content-publish-at"
                name="publishAt"
                type="datetime-local"
                aria-invalid={errors?.publishAt ? true : undefined}
                aria-describedby={errors?.publishAt ? "content-publish-at-error" : undefined}
                className={`${control} min-h-11`}
              />
              {errors?.publishAt ? (
                <p id="content-publish-at-error" className="mt-1 text-sm text-error">
                  {errors.publishAt}
                </p>
              ) : null}
            </div>
            <Button type="submit" pending={busy && intent === "publish"}>
              Publish
            </Button>
          </Form>
          {item.status === "PUBLISHED" || item.status === "SCHEDULED" ? (
            <Form method="post" className="mt-3">
              <input type="hidden" name="changeKey" value={view.changeKey} />
              <input type="hidden" name="intent" value="unpublish" />
              <Button type="submit" variant="secondary" pending={busy && intent === "unpublish"}>
                Unpublish
              </Button>
            </Form>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
