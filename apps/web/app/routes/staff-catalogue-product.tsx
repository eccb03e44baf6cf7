import type { CatalogueAdminProduct, CatalogueAdminSku, Market } from "@ojas/domain";
import { CATALOGUE_IMAGE_MAX_BYTES, MARKET_INFO, MARKETS, PRODUCT_CATEGORIES } from "@ojas/domain";
import { useEffect, useId, useState } from "react";
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
  useRevalidator,
} from "react-router";
import { Button } from "../components/ui/Button.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import {
  attributesText,
  CATEGORY_NAMES,
  type FieldErrors,
  majorText,
  movedImages,
  priceErrorsFromApi,
  priceField,
  pricesBody,
  skuBody,
  updateProductBody,
} from "../features/staff/catalogue-admin.ts";
import { newChangeKey } from "../features/staff/change-key.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { productPath } from "../lib/catalogue/product-path.ts";

// One product in the back office (docs/product.md, "Back office: catalogue"): its fields, publication per
// market, the prices table (every sku in every market), its skus and their attributes, badges and bundle
// rules, and its images in order (uploaded here, converted to WebP by the API).

export const meta: MetaFunction<typeof loader> = ({ data: view }) =>
  staffMeta(view?.product ? view.product.product.name : "Product");

export const headers = staffHeaders;

interface View {
  product: CatalogueAdminProduct | null;
  failed: string | null;
  changeKey: string;
  created: boolean;
}

export async function loader({ request, context, params }: LoaderFunctionArgs): Promise<View> {
  const productId = params.productId ?? "";
  const created = new URL(request.url).searchParams.has("created");
  try {
    const product = await apiFor(request, context).get<CatalogueAdminProduct>(
      `/api/staff/catalogue/products/${encodeURIComponent(productId)}`,
    );
    return { product, failed: null, changeKey: newChangeKey(), created };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw data({ message: "No such product", code: 4040 }, { status: 404 });
    }
    signedOutOr(error);
    return { product: null, failed: "The product could not be loaded.", changeKey: "", created };
  }
}

type Intent = "product" | "publish" | "prices" | "sku" | "newSku" | "images";

interface Result {
  intent: Intent;
  /** The sku a sku form was about. */
  skuId?: string;
  ok: boolean;
  message: string;
  errors: FieldErrors;
}

const INTENTS: readonly Intent[] = ["product", "publish", "prices", "sku", "newSku", "images"];

export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = INTENTS.find((i) => i === form.get("intent")) ?? "product";
  const skuId = String(form.get("skuId") ?? "") || undefined;
  const productId = params.productId ?? "";
  const url = `/api/staff/catalogue/products/${encodeURIComponent(productId)}`;
  const key = `${String(form.get("changeKey") ?? "") || newChangeKey()}.${intent}.${skuId ?? ""}.${String(form.get("market") ?? "")}.${String(form.get("published") ?? "")}`;
  const answer = (result: Omit<Result, "intent" | "skuId">, status?: number) =>
    data<Result>({ intent, ...(skuId ? { skuId } : {}), ...result }, status ? { status } : undefined);
  const refused = (errors: FieldErrors) =>
    answer({ ok: false, message: "Check the fields marked.", errors }, 400);
  const api = apiFor(request, context);
  let priceBody: { prices: { skuId: string; market: Market }[] } | null = null;
  try {
    switch (intent) {
      case "product": {
        const { body, errors } = updateProductBody(form);
        if (!body) return refused(errors);
        await api.patch(url, body, { idempotencyKey: key });
        return answer({ ok: true, message: "Product saved.", errors: {} });
      }
      case "images": {
        const images = String(form.get("images") ?? "")
          .split("\n")
          .filter(Boolean);
        await api.patch(url, { images }, { idempotencyKey: key });
        return answer({ ok: true, message: "Images saved.", errors: {} });
      }
      case "publish": {
        const market = MARKETS.find((m) => m === form.get("market"));
        if (!market) return refused({ market: "Choose a market" });
        const published = form.get("published") === "true";
        await api.post(`${url}/publish`, { market, published }, { idempotencyKey: key });
        const where = MARKET_INFO[market].countryName;
        return answer({
          ok: true,
          message: published ? `Published in ${where}.` : `No longer shown in ${where}.`,
          errors: {},
        });
      }
      case "prices": {
        const current = await api.get<CatalogueAdminProduct>(url);
        const { body, errors } = pricesBody(form, current.skus);
        if (!body) return refused(errors);
        priceBody = body;
        await api.put(`${url}/prices`, body, { idempotencyKey: key });
        return answer({ ok: true, message: "Prices saved. Shoppers see them now.", errors: {} });
      }
      case "sku":
      case "newSku": {
        const current = await api.get<CatalogueAdminProduct>(url);
        const before = current.skus.find((s) => s.skuId === skuId);
        const { body, errors } = skuBody(form, before?.attributes);
        if (!body) return refused(errors);
        if (intent === "sku") {
          if (!skuId) return refused({ form: "Choose a sku" });
          await api.put(`${url}/skus/${encodeURIComponent(skuId)}`, body, { idempotencyKey: key });
          return answer({ ok: true, message: "Sku saved.", errors: {} });
        }
        await api.post(`${url}/skus`, body, { idempotencyKey: key });
        return answer({ ok: true, message: "Sku added. Give it its prices below.", errors: {} });
      }
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const here = new URL(request.url);
      throw redirect(`${here.pathname}${here.search}`);
    }
    if (error instanceof ApiError && error.status < 500) {
      const errors =
        intent === "prices" && priceBody
          ? priceErrorsFromApi(error.fields, priceBody)
          : Object.fromEntries(
              Object.entries(error.fields ?? {}).map(([k, v]) => [
                k === "slug" && (intent === "sku" || intent === "newSku")
                  ? "skuSlug"
                  : k.replace(/^sku\./, "sku"),
                v,
              ]),
            );
      return answer({ ok: false, message: error.message, errors }, error.status);
    }
    throw error;
  }
}

const field = "mt-1.5 min-h-11 w-full rounded-xl border border-line bg-surface px-4 text-ink";
const labelClass = "block text-sm font-medium text-ink";
const section = "mt-8 rounded-card border border-line bg-surface p-4 sm:p-6";

function ChangeKey({ value }: { value: string }) {
  return <input type="hidden" name="changeKey" value={value} />;
}

function TextField({
  prefix,
  name,
  label,
  errors,
  defaultValue,
  multiline,
  hint,
  ...rest
}: {
  prefix: string;
  name: string;
  label: string;
  errors: FieldErrors;
  defaultValue?: string | number | null;
  multiline?: boolean;
  hint?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "defaultValue">) {
  const id = `${prefix}-${name}`;
  const error = errors[name];
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const common = {
    id,
    name,
    defaultValue: defaultValue ?? "",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea
          {...common}
          rows={4}
          className="mt-1.5 w-full rounded-xl border border-line bg-surface px-4 py-2 text-ink"
        />
      ) : (
        <input {...common} className={field} {...rest} />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Outcome({ result, intent, skuId }: { result: Result | undefined; intent: Intent; skuId?: string }) {
  const mine = result && result.intent === intent && (skuId === undefined || result.skuId === skuId);
  if (!mine) return null;
  return result.ok ? (
    <p role="status" className="text-sm text-accent">
      {result.message}
    </p>
  ) : (
    <p role="alert" className="text-sm text-error">
      {result.message}
    </p>
  );
}

const errorsFor = (result: Result | undefined, intent: Intent, skuId?: string): FieldErrors =>
  result && !result.ok && result.intent === intent && (skuId === undefined || result.skuId === skuId)
    ? result.errors
    : {};

function useSending(intent: Intent, skuId?: string) {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (skuId === undefined || navigation.formData?.get("skuId") === skuId)
  );
}

function Publication({ view, result }: { view: CatalogueAdminProduct; result: Result | undefined }) {
  const { changeKey } = useLoaderData<typeof loader>();
  const sending = useSending("publish");
  return (
    <section aria-labelledby="publish-title" className={section}>
      <h2 id="publish-title" className="text-lg font-semibold text-ink">
        Shown to shoppers
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {view.markets.map((m) => (
          <li key={m.market} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-ink">
              {MARKET_INFO[m.market].countryName}:{" "}
              <strong data-testid={`published-${m.market}`}>
                {m.published ? "Published" : "Not published"}
              </strong>
              {m.priced ? "" : " (no price yet)"}
            </span>
            <Form method="post">
              <ChangeKey value={changeKey} />
              <input type="hidden" name="intent" value="publish" />
              <input type="hidden" name="market" value={m.market} />
              <input type="hidden" name="published" value={m.published ? "false" : "true"} />
              <Button type="submit" variant="secondary" pending={sending}>
                {m.published ? "Unpublish" : "Publish"}
                <span className="sr-only"> in {MARKET_INFO[m.market].countryName}</span>
              </Button>
            </Form>
          </li>
        ))}
      </ul>
      {errorsFor(result, "publish").market ? (
        <p role="alert" className="mt-2 text-sm text-error">
          {errorsFor(result, "publish").market}
        </p>
      ) : (
        <Outcome result={result} intent="publish" />
      )}
    </section>
  );
}

function Details({ view, result }: { view: CatalogueAdminProduct; result: Result | undefined }) {
  const { changeKey } = useLoaderData<typeof loader>();
  const errors = errorsFor(result, "product");
  const p = view.product;
  const sending = useSending("product");
  return (
    <section aria-labelledby="details-title" className={section}>
      <h2 id="details-title" className="text-lg font-semibold text-ink">
        Details
      </h2>
      <Form method="post" noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
        <ChangeKey value={changeKey} />
        <input type="hidden" name="intent" value="product" />
        <TextField prefix="p" name="name" label="Name" errors={errors} defaultValue={p.name} />
        <TextField
          prefix="p"
          name="slug"
          label="Slug"
          errors={errors}
          defaultValue={p.slug}
          spellCheck={false}
        />
        <div>
          <label htmlFor="p-category" className={labelClass}>
            Category
          </label>
          <select id="p-category" name="category" defaultValue={p.category} className={field}>
            {PRODUCT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_NAMES[c]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          prefix="p"
          name="subCategory"
          label="Sub-category"
          errors={errors}
          defaultValue={p.subCategory}
        />
        <TextField
          prefix="p"
          name="productType"
          label="Product type"
          errors={errors}
          defaultValue={p.productType}
        />
        <TextField
          prefix="p"
          name="sortOrder"
          label="Shelf order"
          errors={errors}
          defaultValue={p.sortOrder}
          inputMode="numeric"
        />
        <div className="sm:col-span-2">
          <TextField prefix="p" name="tagline" label="Tagline" errors={errors} defaultValue={p.tagline} />
        </div>
        <div className="sm:col-span-2">
          <TextField
            prefix="p"
            name="description"
            label="Description"
            errors={errors}
            defaultValue={p.description}
            multiline
          />
        </div>
        <div className="sm:col-span-2">
          <TextField
            prefix="p"
            name="tags"
            label="Tags"
            hint="Separated by commas"
            errors={errors}
            defaultValue={p.tags.join(", ")}
          />
        </div>
        <div className="flex flex-col gap-2 sm:col-span-2">
          <Outcome result={result} intent="product" />
          <div>
            <Button type="submit" pending={sending}>
              Save details
            </Button>
          </div>
        </div>
      </Form>
    </section>
  );
}

function Prices({ view, result }: { view: CatalogueAdminProduct; result: Result | undefined }) {
  const { changeKey } = useLoaderData<typeof loader>();
  const errors = errorsFor(result, "prices");
  const sending = useSending("prices");
  return (
    <section aria-labelledby="prices-title" className={section}>
      <h2 id="prices-title" className="text-lg font-semibold text-ink">
        Prices per market
      </h2>
      <p className="text-sm text-muted">
        The price and the sale price shoppers pay, in each market's currency (1299 or 12.99). Leave both empty
        where a sku is not sold.
      </p>
      <Form method="post" noValidate className="mt-3">
        <ChangeKey value={changeKey} />
        <input type="hidden" name="intent" value="prices" />
        <div className="flex flex-col gap-4">
          {view.skus.map((sku) => (
            <fieldset key={sku.skuId} className="rounded-xl border border-line p-3">
              <legend className="px-1 font-medium text-ink [overflow-wrap:anywhere]">{sku.name}</legend>
              <table className="w-full text-sm">
                <thead>
                  <tr className="text-left text-muted">
                    <th scope="col" className="py-1 font-medium">
                      Market
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      Price
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      Sale price
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {MARKETS.map((market) => (
                    <PriceRow key={market} sku={sku} market={market} errors={errors} />
                  ))}
                </tbody>
              </table>
            </fieldset>
          ))}
        </div>
        <div className="mt-3 flex flex-col gap-2">
          {errors.prices ? (
            <p role="alert" className="text-sm text-error">
              {errors.prices}
            </p>
          ) : null}
          <Outcome result={result} intent="prices" />
          <div>
            <Button type="submit" pending={sending}>
              Save prices
            </Button>
          </div>
        </div>
      </Form>
    </section>
  );
}

function PriceRow({ sku, market, errors }: { sku: CatalogueAdminSku; market: Market; errors: FieldErrors }) {
  const price = sku.prices.find((p) => p.market === market);
  const currency = MARKET_INFO[market].currency;
  const cell = (which: "base" | "sale") => {
    const name = priceField(sku.skuId, market, which);
    const error = errors[name];
    const amount = price ? (which === "base" ? price.basePrice : price.discountPrice) : null;
    return (
      <td className="py-1 pr-2 align-top">
        <input
          name={name}
          defaultValue={amount === null ? "" : majorText(amount, currency)}
          inputMode="decimal"
          aria-label={`${sku.name}, ${which === "base" ? "price" : "sale price"} in ${currency}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : undefined}
          className="min-h-11 w-full min-w-0 rounded-xl border border-line bg-surface px-3 text-ink tabular"
        />
        {error ? (
          <p id={`${name}-error`} className="mt-1 text-xs text-error">
            {error}
          </p>
        ) : null}
      </td>
    );
  };
  return (
    <tr>
      <th scope="row" className="py-1 pr-2 text-left font-normal text-ink">
        {currency}
      </th>
      {cell("base")}
      {cell("sale")}
    </tr>
  );
}

function SkuFields({
  prefix,
  sku,
  errors,
}: {
  prefix: string;
  sku: CatalogueAdminSku | null;
  errors: FieldErrors;
}) {
  const [byob, setByob] = useState(Boolean(sku?.byob));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField prefix={prefix} name="skuName" label="Name" errors={errors} defaultValue={sku?.name} />
      <TextField
        prefix={prefix}
        name="skuSlug"
        label="Slug"
        errors={errors}
        defaultValue={sku?.slug}
        spellCheck={false}
      />
      <div className="sm:col-span-2">
        <TextField
          prefix={prefix}
          name="attributes"
          label="Attributes"
          hint="One per line, like size: 8 or finish: silver"
          errors={errors}
          defaultValue={sku ? attributesText(sku.attributes) : ""}
          multiline
        />
      </div>
      <TextField
        prefix={prefix}
        name="badges"
        label="Badges"
        hint="Separated by commas"
        errors={errors}
        defaultValue={sku?.badges.join(", ")}
      />
      <div className="grid grid-cols-2 gap-2">
        <TextField
          prefix={prefix}
          name="volume"
          label="Volume"
          errors={errors}
          defaultValue={sku?.volume}
          inputMode="decimal"
        />
        <TextField
          prefix={prefix}
          name="volumeUnit"
          label="Unit"
          errors={errors}
          defaultValue={sku?.volumeUnit}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          prefix={prefix}
          name="bundledSkuIds"
          label="Bundle parts (sku ids)"
          hint="A fixed bundle's parts, separated by commas; empty for a sku sold on its own"
          errors={errors}
          defaultValue={sku?.bundledSkuIds.join(", ")}
          spellCheck={false}
        />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
        <input type="checkbox" name="isDefault" defaultChecked={sku?.isDefault ?? false} className="size-5" />
        Listings show this sku
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          name="byob"
          checked={byob}
          onChange={(e) => setByob(e.target.checked)}
          className="size-5"
        />
        Build-your-own bundle
      </label>
      {byob ? (
        <fieldset className="grid gap-3 rounded-xl border border-line p-3 sm:col-span-2 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium text-ink">Build-your-own rules</legend>
          <TextField
            prefix={prefix}
            name="pickCount"
            label="Picks"
            errors={errors}
            defaultValue={sku?.byob?.pickCount ?? 3}
            inputMode="numeric"
          />
          <TextField
            prefix={prefix}
            name="discountPercentage"
            label="Percent off"
            errors={errors}
            defaultValue={sku?.byob?.discountPercentage ?? 20}
            inputMode="numeric"
          />
          <div className="sm:col-span-2">
            <TextField
              prefix={prefix}
              name="allowedProductTypes"
              label="Product types shoppers pick from"
              hint="Separated by commas"
              errors={errors}
              defaultValue={sku?.byob?.allowedProductTypes.join(", ")}
            />
          </div>
          <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              name="allowRepeats"
              defaultChecked={sku?.byob?.allowRepeats ?? false}
              className="size-5"
            />
            The same product more than once
          </label>
        </fieldset>
      ) : null}
    </div>
  );
}

function Skus({ view, result }: { view: CatalogueAdminProduct; result: Result | undefined }) {
  const { changeKey } = useLoaderData<typeof loader>();
  const addSending = useSending("newSku");
  return (
    <section aria-labelledby="skus-title" className={section}>
      <h2 id="skus-title" className="text-lg font-semibold text-ink">
        Skus
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {view.skus.map((sku) => (
          <SkuItem key={sku.skuId} sku={sku} result={result} changeKey={changeKey} />
        ))}
      </ul>
      <details
        className="mt-4 rounded-xl border border-line p-3"
        open={result?.intent === "newSku" && !result.ok}
      >
        <summary className="cursor-pointer font-medium text-ink">Add a sku</summary>
        <Form method="post" noValidate className="mt-3 flex flex-col gap-3">
          <ChangeKey value={changeKey} />
          <input type="hidden" name="intent" value="newSku" />
          <SkuFields prefix="new-sku" sku={null} errors={errorsFor(result, "newSku")} />
          <Outcome result={result} intent="newSku" />
          <div>
            <Button type="submit" pending={addSending}>
              Add sku
            </Button>
          </div>
        </Form>
      </details>
    </section>
  );
}

function SkuItem({
  sku,
  result,
  changeKey,
}: {
  sku: CatalogueAdminSku;
  result: Result | undefined;
  changeKey: string;
}) {
  const sending = useSending("sku", sku.skuId);
  const failed = result?.intent === "sku" && result.skuId === sku.skuId && !result.ok;
  return (
    <li className="rounded-xl border border-line p-3">
      <details open={failed}>
        <summary className="cursor-pointer text-ink [overflow-wrap:anywhere]">
          <span className="font-medium">{sku.name}</span>{" "}
          <span className="text-sm text-muted tabular">
            {sku.skuId}
            {sku.isDefault ? " · shown in listings" : ""}
            {sku.isBundledSku ? " · bundle" : ""}
          </span>
        </summary>
        <Form method="post" noValidate className="mt-3 flex flex-col gap-3">
          <ChangeKey value={changeKey} />
          <input type="hidden" name="intent" value="sku" />
          <input type="hidden" name="skuId" value={sku.skuId} />
          <SkuFields prefix={`sku-${sku.skuId}`} sku={sku} errors={errorsFor(result, "sku", sku.skuId)} />
          <Outcome result={result} intent="sku" skuId={sku.skuId} />
          <div>
            <Button type="submit" pending={sending}>
              Save sku<span className="sr-only">: {sku.name}</span>
            </Button>
          </div>
        </Form>
      </details>
    </li>
  );
}

/** The chosen picture, previewed, then sent to the API as the body itself. */
function ImageUpload({ productId }: { productId: string }) {
  const revalidator = useRevalidator();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const choose = (chosen: File | undefined) => {
    setMessage(null);
    setFile(null);
    setPreview(null);
    if (!chosen) return;
    if (!chosen.type.startsWith("image/") || chosen.type === "image/svg+xml") {
      return setMessage({ text: "Choose a JPEG, PNG, WebP, AVIF or GIF picture", failed: true });
    }
    if (chosen.size > CATALOGUE_IMAGE_MAX_BYTES) {
      return setMessage({ text: "The picture must be at most 8 MB", failed: true });
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };
  const upload = async () => {
    if (!file) return;
    setSending(true);
    setMessage({ text: "Uploading…", failed: false });
    try {
      const response = await fetch(`/api/staff/catalogue/products/${encodeURIComponent(productId)}/images`, {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": file.type, "X-Client": "WEB", "Idempotency-Key": crypto.randomUUID() },
        body: file,
      });
      if (response.ok) {
        setMessage({ text: "Image added after the others.", failed: false });
        setFile(null);
        setPreview(null);
        revalidator.revalidate();
      } else {
        const body = (await response.json().catch(() => null)) as {
          error?: { message?: string; fields?: Record<string, string> };
        } | null;
        const text =
          Object.values(body?.error?.fields ?? {})[0] ?? body?.error?.message ?? "The upload failed";
        setMessage({ text, failed: true });
      }
    } catch {
      setMessage({ text: "The upload failed. Check the connection and try again.", failed: true });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="mt-4 flex flex-col gap-2">
      <label htmlFor={id} className={labelClass}>
        Add an image (JPEG, PNG, WebP, AVIF or GIF, up to 8 MB)
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        onChange={(e) => choose(e.target.files?.[0])}
        className="max-w-full text-sm"
      />
      {preview ? (
        <div className="flex flex-wrap items-end gap-3">
          <img
            src={preview}
            alt="Preview: what will be uploaded"
            width={120}
            height={120}
            className="size-30 rounded-lg bg-bg object-contain"
          />
          <Button type="button" onClick={upload} pending={sending}>
            Upload image
          </Button>
        </div>
      ) : null}
      {message ? (
        <p
          role={message.failed ? "alert" : "status"}
          className={`text-sm ${message.failed ? "text-error" : "text-muted"}`}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}

function Images({ view, result }: { view: CatalogueAdminProduct; result: Result | undefined }) {
  const { changeKey } = useLoaderData<typeof loader>();
  const images = view.product.images;
  const move = (index: number, by: -1 | 0 | 1, label: string, disabled: boolean) => (
    <Form method="post">
      <ChangeKey value={changeKey} />
      <input type="hidden" name="intent" value="images" />
      <input type="hidden" name="images" value={movedImages(images, index, by).join("\n")} />
      <Button type="submit" variant="secondary" disabled={disabled}>
        {label}
        <span className="sr-only"> image {index + 1}</span>
      </Button>
    </Form>
  );
  return (
    <section aria-labelledby="images-title" className={section}>
      <h2 id="images-title" className="text-lg font-semibold text-ink">
        Images
      </h2>
      <p className="text-sm text-muted">In the order the product page shows them; the first is on cards.</p>
      {images.length === 0 ? <p className="mt-3 text-muted">No images yet.</p> : null}
      <ol className="mt-3 flex flex-col gap-3">
        {images.map((image, index) => (
          <li key={image} className="flex flex-wrap items-center gap-3">
            <img
              src={image}
              alt={`${index + 1} of ${images.length}`}
              width={80}
              height={80}
              className="size-20 rounded-lg bg-bg object-contain"
            />
            <div className="flex flex-wrap gap-2">
              {move(index, -1, "Move up", index === 0)}
              {move(index, 1, "Move down", index === images.length - 1)}
              {move(index, 0, "Remove", false)}
            </div>
          </li>
        ))}
      </ol>
      <Outcome result={result} intent="images" />
      <ImageUpload productId={view.product.productId} />
    </section>
  );
}

export default function StaffCatalogueProduct() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!view.product) {
    return (
      <div role="alert" className="text-error">
        <p>{view.failed}</p>
        <Link to="." className="mt-2 inline-block text-accent underline">
          Try again
        </Link>
      </div>
    );
  }
  const product = view.product;
  const storefront = productPath({ category: product.product.category, productSlug: product.product.slug });
  return (
    <div>
      <Link to="/staff/catalogue" className="text-sm text-accent underline">
        All products
      </Link>
      <PageHeader title={product.product.name}>
        <span className="tabular">{product.product.productId}</span> ·{" "}
        <a href={storefront} className="text-accent underline">
          Its page in the shop
        </a>
      </PageHeader>
      {view.created ? (
        <p role="status" className="mt-4 text-accent">
          Product created. Give it prices, then publish it where it is sold.
        </p>
      ) : null}
      <Publication view={product} result={result} />
      <Prices key={`prices.${view.changeKey}`} view={product} result={result} />
      <Details key={`details.${view.changeKey}`} view={product} result={result} />
      <Skus key={`skus.${view.changeKey}`} view={product} result={result} />
      <Images view={product} result={result} />
    </div>
  );
}
